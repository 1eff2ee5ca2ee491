/**
 * Every path the app links or navigates to, built in one place so a moved route is changed once.
 * The router's own route patterns are relative segments and stay in app/routes.
 */
export const paths = {
  home: () => '/user/main',
  showList: () => '/user/main/show',
  show: (no: number) => `/user/main/sub/${no}`,

  productList: () => '/user/shop/productlist',
  product: (no: number) => `/user/shop/productlist/detail/${no}`,
  review: (no: number) => `/user/shop/review/${no}`,
  cart: () => '/user/shop/cart',
  order: () => '/user/shop/order/detail',
  purchase: () => '/user/shop/purchase',

  login: () => '/user/auth/login',
  register: () => '/user/auth/register',

  style: () => '/user/style',
  styleDetail: (no: number) => `/user/style/detail/${no}`,
  styleWrite: (productNo: number) => `/user/style/write/${productNo}`,
  chat: () => '/user/chat',
  styleGuide: () => '/user/test',

  myOrders: () => '/user/mypage/order',
  myOrder: (no: number) => `/user/mypage/order/${no}`,
  myReviews: () => '/user/mypage/review',
  /** The order number lets the page show the product after a reload or from a link (the line alone cannot). */
  reviewWrite: (orderProductNo: number, orderNo: number) =>
    `/user/mypage/review/write/${orderProductNo}?order=${orderNo}`,
  reviewEdit: (no: number) => `/user/mypage/review/edit/${no}`,
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
  playground: () => '/playground',
} as const;
