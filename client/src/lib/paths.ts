/**
 * Every path the app links or navigates to, built in one place so a moved route is changed once.
 * The router's own route patterns are relative segments and stay in app/routes.
 */
export const paths = {
  home: () => '/user/main',
  showList: () => '/user/main/show',
  /** With a character, the show page opens on that character and its styles. */
  show: (no: number, character?: number) => `/user/main/sub/${no}${character ? `?character=${character}` : ''}`,

  productList: () => '/user/shop/productlist',
  product: (no: number) => `/user/shop/productlist/detail/${no}`,
  review: (no: number) => `/user/shop/review/${no}`,
  cart: () => '/user/shop/cart',
  order: () => '/user/shop/order/detail',
  purchase: () => '/user/shop/purchase',

  login: () => '/user/auth/login',
  register: () => '/user/auth/register',
  registerDone: () => '/user/auth/success',
  findPass: () => '/user/auth/findPass',
  /** Profile completion after a first sign-in with a provider (spec §4: the server answered signup). */
  socialSignup: (provider: 'KAKAO' | 'NAVER') => `/user/auth/signup/${provider.toLowerCase()}`,

  style: () => '/user/style',
  styleDetail: (no: number) => `/user/style/detail/${no}`,
  styleWrite: (productNo?: number) => (productNo ? `/user/style/write/${productNo}` : '/user/style/write'),
  styleEdit: (postNo: number) => `/user/style/write/edit/${postNo}`,
  myPosts: (userNo: number) => `/user/style/list/${userNo}`,
  styleProfile: (userNo: number) => `/user/style/profile/${userNo}`,
  followList: (userNo: number, kind: 'followee' | 'follower') => `/user/style/${userNo}/followList/${kind}`,
  search: (name: string, category: string) => `/user/search?${new URLSearchParams({ name, category }).toString()}`,
  /** With an order, the chat attaches it to the member's next message (exchange or refund). */
  chat: (orderNo?: number) => (orderNo ? `/user/chat?order=${orderNo}` : '/user/chat'),
  styleGuide: () => '/user/test',

  myOrders: () => '/user/mypage/order',
  myOrder: (no: number) => `/user/mypage/order/${no}`,
  myReviews: () => '/user/mypage/review',
  /** The order number lets the page show the product after a reload or from a link (the line alone cannot). */
  reviewWrite: (orderProductNo: number, orderNo: number) =>
    `/user/mypage/review/write/${orderProductNo}?order=${orderNo}`,
  reviewEdit: (no: number) => `/user/mypage/review/edit/${no}`,
  myClaims: () => '/user/mypage/claim',
  /** As for a review: the order number brings the product after a reload. */
  claimNew: (orderProductNo: number, orderNo: number) => `/user/mypage/claim/new/${orderProductNo}?order=${orderNo}`,
  myCoupons: () => '/user/mypage/coupon',
  myScraps: () => '/user/mypage/scrap',
  notices: () => '/user/mypage/notice',
  notice: (no: number) => `/user/mypage/notice/${no}`,
  profileEdit: (userNo: number) => `/user/mypage/update/${userNo}`,
  withdraw: (userNo: number) => `/user/mypage/delete/${userNo}`,
  withdrawn: () => '/user/success/delete',

  admin: () => '/admin',
  adminSection: (section: string) => `/admin/${section}`,
  adminNoPermission: () => '/admin/auth',
  /** The admin chat, on one room when given (the room list stays beside it on a wide screen). */
  adminChat: (room?: number) => (room ? `/admin/help/chat?room=${room}` : '/admin/help/chat'),
  /** The order console opened on one order. */
  adminOrder: (no: number) => `/admin/orders?order=${no}`,
  playground: () => '/playground',
} as const;
