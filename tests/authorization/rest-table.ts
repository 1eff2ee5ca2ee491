import type { Ctx, Naming } from './cells.js';

/** How to call one shim: its path parameters (beyond the shared ones below), query, body, and a file part. */
export interface RestEntry extends Naming {
  params?: (x: Ctx) => Record<string, string | number>;
  query?: (x: Ctx) => Record<string, string | number>;
  body?: (x: Ctx) => Record<string, unknown>;
  file?: true;
}

/** Path parameters that mean the same in every route. A parameter neither here nor in its entry fails the suite. */
export const SHARED_PARAMS: Record<string, (x: Ctx) => string | number> = {
  userNo: (x) => x.named,
  from: (x) => x.named,
  followerNo: (x) => x.named,
  followeeNo: (x) => x.w.c.no,
  orderNo: (x) => x.w.orderNo,
  orderProductNo: (x) => x.w.reviewableLineNo,
  characterNo: (x) => x.w.characterNo,
  postNo: (x) => x.w.cPostNo,
  commentNo: (x) => x.w.cCommentNo,
  chatNo: (x) => x.w.chatNo,
  alertNo: (x) => x.w.alertNo,
  showNo: (x) => x.w.showNo,
  styleNo: (x) => x.w.styleNo,
  itemNo: (x) => x.w.itemNo,
  term: () => '상품',
  title: () => '드라마',
};

const OPEN = { open: true } as const;
/** A's row that B may not touch and the admin may read or moderate. */
const ADMIN_MAY = { owned: { other: 403, admin: 'allow' } } as const;
/** A's row that only A may touch. */
const A_ONLY = { owned: { other: 403, admin: 'deny' } } as const;
/** A's order line to review: refused like any line the caller may not review. */
const LINE = { owned: { other: 409, admin: 'deny' } } as const;
const no = (pick: (x: Ctx) => number) => ({ params: (x: Ctx) => ({ no: pick(x) }) });
const named = (x: Ctx) => ({ userNo: x.named });
const profile = (x: Ctx) => {
  const p = x.w.people.find((m) => m.no === x.named)!;
  return { name: '테스트', tel: p.secrets[1]!, zipcode: '06236', address: p.secrets[2]! };
};
const png = { file: true } as const;

/**
 * One line per shim route. The bodies are valid, so a refusal can only come from the policy; writes that would end
 * the owner's session (withdrawal, a new password) carry a wrong e-mail or none, so the owner's later cells still run.
 */
export const REST_TABLE: Record<string, RestEntry> = {
  'POST /api/user/auth/login': { credentials: true, body: (x) => ({ id: x.w.a.id, pwd: 'wrong1!' }) },
  'GET /api/user/info': OPEN,
  'GET /api/user/auth/check': { query: () => ({ id: 'nobody1' }) },
  'POST /api/user/auth/send-verification-code': { body: () => ({ email: 'new-member@authz.example' }) },
  'POST /api/user/auth/verify-code': { body: () => ({ email: 'new-member@authz.example', code: '000000' }) },
  'GET /api/user/emailCheck': { query: (x) => ({ email: x.w.a.email }) },
  'POST /api/user/auth/register': {
    body: (x) => ({ ...profile(x), id: 'taken', pwd: 'pass1234!', email: x.w.a.email, tel: '010-1' }),
  },
  'POST /api/password-reset': { body: (x) => ({ id: x.w.a.id, email: 'wrong@authz.example' }) },
  'GET /api/user/update/:userNo': {},
  'PUT /api/user/update/:userNo': { body: profile },
  'POST /api/user/validate-password': { body: (x) => ({ no: x.named, pwd: 'wrong1!' }) },
  'GET /api/user/passwordCheck': { query: (x) => ({ no: x.named }) },
  'PUT /api/user/mypage/delete': { body: (x) => ({ userNo: x.named, email: 'not-mine@authz.example' }) },
  'POST /api/naver/delete-token': { ...OPEN, body: () => ({ naverTokenValue: 'revoked' }) },
  'GET /api/nickname/check/:nickname': { ...OPEN, params: () => ({ nickname: '새닉' }) },
  'POST /api/kakao': { credentials: true, body: () => ({ accessToken: 'not-a-token' }) },
  'POST /api/naver/token': { credentials: true, body: () => ({ code: 'c', state: 's' }) },
  'POST /api/naver': { credentials: true, body: () => ({ accessToken: 'not-a-token' }) },
  'POST /api/naver/user-info': { ...OPEN, credentials: true, body: () => ({ accessToken: 'not-a-token' }) },
  'GET /api/user/check/:providerId/:userNo': { params: (x) => ({ providerId: x.w.a.secrets[3]! }) },
  'GET /api/main/showDataAll': {},
  'POST /api/admin/show/diy': { ...png, body: () => ({ title: '새 드라마' }) },
  'POST /api/admin/show/:showNo/character/diy': { ...png, body: () => ({ actorName: '배우', characterName: '인물' }) },
  'POST /api/admin/fashion/character/:no/style': { ...png, ...no((x) => x.w.characterNo) },
  'POST /api/admin/fashion/:styleNo/item': { ...png, body: () => ({ name: '새 아이템', match: 'SIMILAR' }) },
  'GET /api/admin/fashion/character/:no/style': no((x) => x.w.characterNo),
  'GET /api/admin/fashion/character/:no/item': no((x) => x.w.characterNo),
  'POST /api/admin/fashion/:styleNo/item/:itemNo': { params: (x) => ({ itemNo: x.w.spare.itemNo }) },
  'DELETE /api/admin/style/:no': no((x) => x.w.spare.styleNo),
  'DELETE /api/admin/item/:styleNo/:itemNo': {},
  'DELETE /api/admin/item/:no': no((x) => x.w.spare.itemNo),
  'GET /api/admin/item/autocomplete': { query: () => ({ term: '아이템' }) },
  'GET /api/admin/item/autocomplete/:term': {},
  'GET /api/admin/item': {},
  'GET /api/admin/show/autocomplete/:term': {},
  'GET /api/admin/scrap/show/:title': {},
  'GET /api/admin/scrap/actors/:title': {},
  'POST /api/admin/show': { body: () => ({ title: '새 드라마', pic: 'https://example.com/a.png' }) },
  'GET /api/admin/fashion/show/:no': no((x) => x.w.showNo),
  'POST /api/admin/show/:showNo/character': {
    body: () => ({ actor: '배우', character: '인물', pic: 'https://example.com/a.png' }),
  },
  'DELETE /api/admin/show/:no': no((x) => x.w.spare.showNo),
  'DELETE /api/admin/character/:no': no((x) => x.w.spare.characterNo),
  'GET /api/main/showData': {},
  'GET /api/main/showNewReview': {},
  'GET /api/main/showStyleBest': {},
  'GET /api/main/popup': {},
  'GET /api/main/forRandom': {},
  'GET /api/main/random/:n': { params: () => ({ n: 2 }) },
  'GET /api/main/sub/:no': no((x) => x.w.showNo),
  'GET /api/main/scrap/count/:characterNo': {},
  'GET /api/main/like/:characterNo/:userNo': {},
  'POST /api/main/scrap': { body: (x) => ({ characterNo: x.w.characterNo, userNo: x.named }) },
  'DELETE /api/main/scrap/:characterNo/:userNo': {},
  'GET /api/myScrapPage/:userNo': {},
  'GET /api/list': {},
  'GET /api/list/category/:category': { params: () => ({ category: '전체' }) },
  'GET /api/list/product/:no': no((x) => x.w.productNo),
  'GET /api/admin/product/:no/reviews': no((x) => x.w.productNo),
  'POST /api/list/review/:orderProductNo': {
    ...LINE,
    body: (x) => ({ userNo: x.named, contents: '새 리뷰', score: 4 }),
  },
  // The admin may read and delete a review, never write in its author's name.
  'PUT /api/review/update/:no': {
    ...A_ONLY,
    ...no((x) => x.w.reviewNo),
    body: (x) => ({ userNo: x.named, contents: '고친 리뷰', score: 3 }),
  },
  'DELETE /api/review/delete/:no': { ...ADMIN_MAY, ...no((x) => x.w.own.rest.reviewNo) },
  'GET /api/mypage/review/:userNo': {},
  'GET /api/mypage/review/detail/:no': { ...ADMIN_MAY, ...no((x) => x.w.reviewNo) },
  'GET /api/review/check/:userNo/:orderProductNo': {},
  'GET /api/admin/product/autocomplete': { query: () => ({ term: '상품' }) },
  'GET /api/admin/product/autocomplete/:term': {},
  'GET /api/admin/product': {},
  'GET /api/admin/product/:no': no((x) => x.w.productNo),
  'PUT /api/admin/product/soldout/:no': no((x) => x.w.spare.productNo),
  'DELETE /api/admin/product/:no': no((x) => x.w.spare.productNo),
  'POST /api/admin/product': { body: () => ({ name: '새 상품', price: 1000, stock: 1, category: '상의' }) },
  'PUT /api/admin/product/:no': {
    ...no((x) => x.w.spare.productNo),
    body: () => ({ name: '고친 상품', price: 1000, stock: 1, category: '상의' }),
  },
  'POST /api/cart/stock': { body: (x) => ({ productNos: [x.w.productNo], userNo: x.named }) },
  'POST /api/order': {
    body: (x) => ({
      userNo: x.named,
      items: [{ productNo: x.w.productNo, quantity: 1, resultPrice: 18000 }],
      totalAmount: 18000,
    }),
  },
  'GET /api/order/orderlist/:userNo': {},
  'GET /api/order/orderdetail/:orderNo': { ...ADMIN_MAY, query: named },
  'DELETE /api/cancel/:orderNo': { ...ADMIN_MAY, params: (x) => ({ orderNo: x.w.own.rest.orderNo }) },
  'GET /api/admin/orders': {},
  'GET /api/admin/orders/detail/:no': no((x) => x.w.orderNo),
  'PUT /api/admin/orders/:no/status': { ...no((x) => x.w.orderNo), body: () => ({ status: '배송중' }) },
  'GET /api/coupon/order/:userNo': {},
  'GET /api/coupon/:userNo': {},
  'GET /api/admin/coupons': {},
  'GET /api/admin/coupons/active': {},
  'POST /api/admin/coupon': { body: () => ({ name: '새 쿠폰', discountRate: 5, expiryDate: '2999-12-31' }) },
  'POST /api/admin/advertise': { body: () => ({ content: '광고', path: '/' }) },
  'GET /api/admin/promotion/autocomplete/:type/:term': { params: () => ({ type: 'PRODUCT' }) },
  'GET /api/admin/popups': {},
  'POST /admin/popup': { ...png, body: () => ({ path: '/shop' }) },
  'DELETE /admin/popup/:no': no((x) => x.w.popupNo),
  'PUT /admin/popup/:no/status': { ...no((x) => x.w.popupNo), body: () => ({ status: false }) },
  'GET /api/admin/help/notice': {},
  'GET /api/admin/help/notice/:no': no((x) => x.w.noticeNo),
  'POST /api/admin/help/notice': { body: () => ({ title: '새 안내', category: '결제', contents: '내용' }) },
  'PUT /api/admin/help/notice/:no': {
    ...no((x) => x.w.noticeNo),
    body: () => ({ title: '고친 안내', category: '결제', contents: '내용' }),
  },
  'DELETE /api/admin/help/notice/:no': no((x) => x.w.spareNoticeNo),
  'GET /api/user/notice': {},
  'GET /api/user/notice/:no': no((x) => x.w.noticeNo),
  'GET /api/posts/user/follow/followee/:userNo': OPEN,
  'GET /api/posts/user/follow/follower/:userNo': OPEN,
  'GET /api/posts/user/follow/:userNo': OPEN,
  'GET /api/posts/user/follow/:followeeNo/:followerNo': OPEN,
  'POST /api/posts/user/follow': { body: (x) => ({ followeeNo: x.w.c.no, followerNo: x.named }) },
  // A follows C: the follower or the followee may end it; the admin is neither.
  'DELETE /api/posts/user/follow/:followeeNo/:followerNo': {
    ...A_ONLY,
    params: (x) => ({ followeeNo: x.w.dNo, followerNo: x.w.a.no }),
  },
  'GET /api/posts/user/:userNo': OPEN,
  'PUT /api/posts/user/:userNo': { body: () => ({ bio: '소개' }) },
  'GET /posts/latest': OPEN,
  'GET /posts/popular': OPEN,
  'GET /api/posts/followOrPopular/:userNo': {},
  'GET /api/posts/list/:userNo': {},
  'GET /api/posts/deleted/:userNo': {},
  // Another member's post in the trash does not exist for anyone but its author and the admin.
  'GET /api/posts/detail/:postNo': {
    owned: { other: 404, admin: 'allow' },
    params: (x) => ({ postNo: x.w.trashedPostNo }),
  },
  'POST /api/posts/detail': { ...png, body: (x) => ({ userNo: x.named, content: '새 글' }) },
  'PUT /api/posts/detail': { ...A_ONLY, body: (x) => ({ no: x.w.postNo, userNo: x.named, content: '고친 글' }) },
  'DELETE /api/posts/soft-delete/:no': { ...ADMIN_MAY, ...no((x) => x.w.own.rest.postNo) },
  'PUT /api/posts/restore/:no': { ...A_ONLY, ...no((x) => x.w.own.rest.restoreNo) },
  'DELETE /api/posts/permanent-delete/:no': { ...A_ONLY, ...no((x) => x.w.own.rest.purgeNo) },
  'GET /api/posts/product/:userNo': {},
  'GET /api/posts/postlike/:postNo': OPEN,
  'GET /api/posts/postlike/check/:postNo/:userNo': {},
  'POST /api/posts/postlike': { body: (x) => ({ postNo: x.w.cPostNo, userNo: x.named }) },
  'DELETE /api/posts/postlike/:postNo/:userNo': {},
  'GET /api/posts/report/:userNo/:postNo': {},
  'POST /api/posts/report': { body: (x) => ({ postNo: x.w.cPostNo, userNo: x.named, category: '욕설' }) },
  'POST /api/posts/comment': { body: (x) => ({ postNo: x.w.cPostNo, userNo: x.named, content: '댓글' }) },
  'DELETE /api/posts/comment/:no': { ...ADMIN_MAY, ...no((x) => x.w.own.rest.commentNo) },
  'GET /api/posts/commentlike/:commentNo': OPEN,
  'GET /api/posts/commentlike/check/:commentNo/:userNo': {},
  'POST /api/posts/commentlike': { body: (x) => ({ commentNo: x.w.cCommentNo, userNo: x.named }) },
  'DELETE /api/posts/commentlike/:commentNo/:userNo': {},
  'GET /api/admin/posts': {},
  'GET /api/admin/posts/reported': {},
  'GET /api/admin/posts/reportedInfos': {},
  'DELETE /api/admin/posts/:no': no((x) => x.w.postNo),
  'GET /api/alert/:userNo': {},
  'GET /api/alert/Readcheck/:userNo': {},
  'PUT /api/alert/:alertNo': ADMIN_MAY,
  'DELETE /api/alert/:alertNo': { ...ADMIN_MAY, params: (x) => ({ alertNo: x.w.own.rest.alertNo }) },
  'POST /api/alert/reply/post/:from': { body: (x) => ({ commentNo: x.w.commentNo }) },
  'POST /api/alert/reply/recomment/:from': { body: (x) => ({ commentNo: x.w.replyNo }) },
  'POST /api/alert/follow/from/:from': { body: (x) => ({ followeeNo: x.w.c.no }) },
  'GET /api/chat/user/:userNo': {},
  // The admin may act on A's room naming A (the reader); naming anyone else with A's room is refused, the admin too.
  'PUT /api/chat/user/:userNo/:chatNo': { ...A_ONLY, ends: true },
  'PUT /api/chat/user/:userNo/:chatNo/:category': { ...A_ONLY, params: () => ({ category: 'PRODUCT' }) },
  'GET /api/chat/admin': {},
  'GET /api/chat/admin/:chatNo': {},
  'GET /api/user/search/product': { query: () => ({ term: '상품' }) },
  'GET /api/user/search/:category': { params: () => ({ category: 'product' }), query: () => ({ term: '상품' }) },
  'GET /api/user/search/:category/:name': { params: () => ({ category: 'product', name: '상품' }) },
  'GET /api/admin/statistics/orders/monthly-revenue': {},
  'GET /api/admin/statistics/products/best': {},
  'GET /api/admin/statistics/products/monthly-best': {},
  'GET /api/admin/statistics/products/return-rate': {},
};
