/** The texts of the frame every page shares: header, footer, sign-in, common states. */
import { localized } from '../i18n/localized.js';
import { SHARED_MSG } from '@scene-shop/domain/messages';
/** The quantity control's texts, shared by the product page and the cart. */
export const quantity = /* @__PURE__ */ localized('quantity', {
  value: '수량',
  decrease: '수량 줄이기',
  increase: '수량 늘리기',
} as const);

export const site = /* @__PURE__ */ localized('site', {
  name: 'Scene Shop',
  tagline: '드라마 속 그 장면, 그 옷',
  footerNotice: '이 사이트는 포트폴리오용으로 제작된 프로젝트이며, 실제 서비스가 아닙니다.',
  footerNoOrder: '실제 주문, 결제, 배송은 이루어지지 않습니다.',
  loading: '로딩 중…',
  skipToContent: '본문으로 건너뛰기',
} as const);

export const nav = /* @__PURE__ */ localized('nav', {
  main: '주요 메뉴',
  home: '홈',
  shop: '샵',
  style: '스타일',
  search: '검색',
  profile: '내 정보 메뉴',
  profileEdit: '회원정보 수정',
  scrap: '스크랩',
  orders: '주문내역',
  reviews: '리뷰',
  coupons: '쿠폰',
  logout: '로그아웃',
  /** The header's cart link; the count is a word of its own, as the badge shows it. */
  cart: '장바구니',
  cartCount: (n: number) => `장바구니 상품 ${n}`,
} as const);

/** The floating support button (spec §2): the notice board, the chat and the interface language. */
export const support = /* @__PURE__ */ localized('support', {
  open: '고객지원',
  notices: '공지사항',
  chat: '1:1 채팅 상담',
  language: '언어',
  languageFailed: '언어를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const);

export const auth = /* @__PURE__ */ localized('auth', {
  loginTitle: '로그인',
  id: '아이디',
  pwd: '비밀번호',
  idRequired: '아이디를 입력해 주세요.',
  pwdRequired: SHARED_MSG.auth.passwordRequired,
  submit: '로그인',
  submitting: '로그인 중…',
  loginFailed: SHARED_MSG.auth.loginFailed,
  serverError: (message: string) => `서버 오류가 발생했습니다: ${message}`,
  noAccount: '아직 회원이 아니신가요?',
  registerLink: '회원가입',
  checking: '로그인 정보를 확인하는 중…',
} as const);

export const main = /* @__PURE__ */ localized('main', {
  title: '드라마 속 장면의 옷을 찾아보세요',
  intro: '좋아하는 작품을 고르면 등장인물의 스타일과 아이템을 볼 수 있습니다.',
  showListLink: '전체 작품 보기',
} as const);

export const common = /* @__PURE__ */ localized('common', {
  comingSoon: '준비 중인 페이지입니다.',
  comingSoonBody: '이 화면은 곧 제공될 예정입니다.',
  notFoundTitle: '페이지를 찾을 수 없습니다.',
  notFoundBody: '주소가 바뀌었거나 없는 페이지입니다.',
  goHome: '홈으로',
  unexpected: '예기치 못한 오류가 발생했습니다.',
  retry: '다시 시도',
  loading: '불러오는 중…',
  previous: '이전',
  next: '다음',
  pagination: '페이지 이동',
  pageStatus: (page: number, total: number) => `${page} / ${total}`,
} as const);

export const rating = /* @__PURE__ */ localized('rating', {
  label: (score: number) => `5점 만점에 ${score}점`,
} as const);

/** Relative times (spec §9): minutes under an hour, hours under a day, days under four days, then the date. */
export const time = /* @__PURE__ */ localized('time', {
  justNow: '방금 전',
  minutesAgo: (n: number) => `${n}분 전`,
  hoursAgo: (n: number) => `${n}시간 전`,
  daysAgo: (n: number) => `${n}일 전`,
  monthDay: (month: number, day: number) => `${month}월 ${day}일`,
} as const);
