/** The admin console and the GraphQL playground. */
import { localized } from '../i18n/localized.js';
export const admin = /* @__PURE__ */ localized('admin', {
  consoleTitle: 'Scene Shop 관리자',
  homeTitle: '관리자 홈',
  menu: '관리자 메뉴',
  /** The button that opens the menu on a narrow screen. */
  menuButton: '메뉴',
  fashion: '패션',
  product: '상품',
  orders: '주문',
  claims: '반품/교환',
  community: '커뮤니티',
  promotion: '프로모션',
  support: '고객지원',
  userSite: '사용자 사이트',
  checking: '관리자 권한을 확인하는 중…',
  noPermissionTitle: '접근 권한이 없습니다.',
  noPermissionBody: '관리자만 이용할 수 있는 페이지입니다.',
  redirectCountdown: (seconds: number) => `${seconds}초 후 메인 페이지로 이동합니다.`,
  goMainNow: '지금 메인으로 이동',
  /** The console's file fields (the browser's own button speaks the browser's language). */
  chooseFile: '파일 선택',
  noFileChosen: '선택된 파일 없음',
  /** A page number button of a long console list. */
  pageNumber: (page: number) => `${page} 페이지`,
} as const);

export const playground = /* @__PURE__ */ localized('playground', {
  title: 'GraphQL 플레이그라운드',
  loading: '플레이그라운드를 불러오는 중…',
  hint: '요청 헤더 탭에 {"Authorization":"Bearer <토큰>"} 을 넣으면 로그인한 회원으로 실행됩니다.',
  home: '사이트로 돌아가기',
} as const);

/** /user/test: the kit's style guide (its sample data is made up). */
export const styleGuide = /* @__PURE__ */ localized('styleGuide', {
  title: '컴포넌트 스타일 가이드',
  intro: '공용 UI 키트의 모든 컴포넌트와 상태를 한 화면에서 확인합니다.',
  buttons: '버튼',
  primary: '기본 버튼',
  outline: '외곽선 버튼',
  accent: '강조 버튼',
  disabled: '비활성 버튼',
  queryState: '조회 상태',
  loading: '불러오는 중…',
  error: '불러오지 못했습니다.',
  notFound: '찾을 수 없습니다.',
  empty: '내용이 없습니다.',
  form: '폼',
  name: '이름',
  nameRequired: '이름을 입력해 주세요.',
  submit: '제출',
  submitted: (name: string) => `${name} 님, 제출되었습니다.`,
  table: '데이터 표',
  tableCaption: '예시 상품',
  product: '상품',
  price: '가격',
  stock: '재고',
  emptyTable: '표시할 상품이 없습니다.',
  pagedList: '페이지 목록',
  rating: '별점',
  quantity: '수량',
  dialogs: '대화 상자',
  openConfirm: '확인 대화 상자 열기',
  confirmTitle: '정말 삭제하시겠습니까?',
  confirmBody: '삭제한 내용은 되돌릴 수 없습니다.',
  delete: '삭제',
  cancel: '취소',
  openMessage: '알림 대화 상자 열기',
  message: '저장되었습니다.',
  ok: '확인',
} as const);
