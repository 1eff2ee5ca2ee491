/** The admin console and the GraphQL playground. */
export const admin = {
  consoleTitle: 'Scene Shop 관리자',
  homeTitle: '관리자 홈',
  menu: '관리자 메뉴',
  fashion: '패션',
  product: '상품',
  orders: '주문',
  community: '커뮤니티',
  promotion: '프로모션',
  support: '고객지원',
  userSite: '사용자 사이트',
  checking: '관리자 권한을 확인하는 중…',
  noPermissionTitle: '접근 권한이 없습니다.',
  noPermissionBody: '관리자만 이용할 수 있는 페이지입니다.',
  redirectCountdown: (seconds: number) => `${seconds}초 후 메인 페이지로 이동합니다.`,
  goMainNow: '지금 메인으로 이동',
} as const;

export const playground = {
  title: 'GraphQL 플레이그라운드',
  loading: '플레이그라운드를 불러오는 중…',
  hint: '요청 헤더 탭에 {"Authorization":"Bearer <토큰>"} 을 넣으면 로그인한 회원으로 실행됩니다.',
  home: '사이트로 돌아가기',
} as const;
