import type { Ctx, Rule } from './cells.js';

/** Who may call one shim (the rule), and how: its path parameters (beyond the shared ones below), query, body, file. */
export interface RestEntry extends Rule {
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
 * One line per shim route, with who may call it as the specification gives it (storefront and community §6, admin
 * console §6: every console call is the admin's; a path or body naming a member names the caller, or any member for
 * the admin where it only reads). Written by hand: the routes' own `policy`, `reader` and `author` are never read.
 * The bodies are valid, so a refusal can only come from the rule; writes that would end the owner's session
 * (withdrawal, a new password) carry a wrong e-mail or none, so the owner's later cells still run.
 */
export const REST_TABLE: Record<string, RestEntry> = {
  'POST /api/user/auth/login': { who: 'public', credentials: true, body: (x) => ({ id: x.w.a.id, pwd: 'wrong1!' }) },
  'GET /api/user/info': { who: 'member' },
  'GET /api/user/auth/check': { who: 'public', query: () => ({ id: 'nobody1' }) },
  'POST /api/user/auth/send-verification-code': { who: 'public', body: () => ({ email: 'new-member@authz.example' }) },
  'POST /api/user/auth/verify-code': {
    who: 'public',
    body: () => ({ email: 'new-member@authz.example', code: '000000' }),
  },
  'GET /api/user/emailCheck': { who: 'public', query: (x) => ({ email: x.w.a.email }) },
  'POST /api/user/auth/register': {
    who: 'public',
    body: (x) => ({ ...profile(x), id: 'taken', pwd: 'pass1234!', email: x.w.a.email, tel: '010-1234-5678' }),
  },
  'POST /api/password-reset': { who: 'public', body: (x) => ({ id: x.w.a.id, email: 'wrong@authz.example' }) },
  'GET /api/user/update/:userNo': { who: 'owner' },
  'PUT /api/user/update/:userNo': { who: 'author', body: profile },
  'POST /api/user/validate-password': { who: 'author', body: (x) => ({ no: x.named, pwd: 'wrong1!' }) },
  'GET /api/user/passwordCheck': { who: 'owner', query: (x) => ({ no: x.named }) },
  'PUT /api/user/mypage/delete': { who: 'author', body: (x) => ({ userNo: x.named, email: 'not-mine@authz.example' }) },
  'POST /api/naver/delete-token': { who: 'member', body: () => ({ naverTokenValue: 'revoked' }) },
  'GET /api/nickname/check/:nickname': { who: 'member', params: () => ({ nickname: '새닉' }) },
  'POST /api/kakao': { who: 'public', credentials: true, body: () => ({ accessToken: 'not-a-token' }) },
  'POST /api/naver/token': { who: 'public', credentials: true, body: () => ({ code: 'c', state: 's' }) },
  'POST /api/naver': { who: 'public', credentials: true, body: () => ({ accessToken: 'not-a-token' }) },
  'POST /api/naver/user-info': { who: 'member', credentials: true, body: () => ({ accessToken: 'not-a-token' }) },
  'GET /api/user/check/:providerId/:userNo': { who: 'owner', params: (x) => ({ providerId: x.w.a.secrets[3]! }) },
  'GET /api/main/showDataAll': { who: 'public' },
  'POST /api/admin/show/diy': { who: 'admin', ...png, body: () => ({ title: '새 드라마' }) },
  'POST /api/admin/show/:showNo/character/diy': {
    who: 'admin',
    ...png,
    body: () => ({ actorName: '배우', characterName: '인물' }),
  },
  'POST /api/admin/fashion/character/:no/style': { who: 'admin', ...png, ...no((x) => x.w.characterNo) },
  'POST /api/admin/fashion/:styleNo/item': {
    who: 'admin',
    ...png,
    body: () => ({ name: '새 아이템', match: 'SIMILAR' }),
  },
  'GET /api/admin/fashion/character/:no/style': { who: 'admin', ...no((x) => x.w.characterNo) },
  'GET /api/admin/fashion/character/:no/item': { who: 'admin', ...no((x) => x.w.characterNo) },
  'POST /api/admin/fashion/:styleNo/item/:itemNo': { who: 'admin', params: (x) => ({ itemNo: x.w.spare.itemNo }) },
  'DELETE /api/admin/style/:no': { who: 'admin', ...no((x) => x.w.spare.styleNo) },
  'DELETE /api/admin/item/:styleNo/:itemNo': { who: 'admin' },
  'DELETE /api/admin/item/:no': { who: 'admin', ...no((x) => x.w.spare.itemNo) },
  'GET /api/admin/item/autocomplete': { who: 'admin', query: () => ({ term: '아이템' }) },
  'GET /api/admin/item/autocomplete/:term': { who: 'admin' },
  'GET /api/admin/item': { who: 'admin' },
  'GET /api/admin/show/autocomplete/:term': { who: 'admin' },
  'GET /api/admin/scrap/show/:title': { who: 'admin' },
  'GET /api/admin/scrap/actors/:title': { who: 'admin' },
  'POST /api/admin/show': { who: 'admin', body: () => ({ title: '새 드라마', pic: 'https://example.com/a.png' }) },
  'GET /api/admin/fashion/show/:no': { who: 'admin', ...no((x) => x.w.showNo) },
  'POST /api/admin/show/:showNo/character': {
    who: 'admin',
    body: () => ({ actor: '배우', character: '인물', pic: 'https://example.com/a.png' }),
  },
  'DELETE /api/admin/show/:no': { who: 'admin', ...no((x) => x.w.spare.showNo) },
  'DELETE /api/admin/character/:no': { who: 'admin', ...no((x) => x.w.spare.characterNo) },
  'GET /api/main/showData': { who: 'public' },
  'GET /api/main/showNewReview': { who: 'public' },
  'GET /api/main/showStyleBest': { who: 'public' },
  'GET /api/main/popup': { who: 'public' },
  'GET /api/main/forRandom': { who: 'public' },
  'GET /api/main/random/:n': { who: 'public', params: () => ({ n: 2 }) },
  'GET /api/main/sub/:no': { who: 'public', ...no((x) => x.w.showNo) },
  'GET /api/main/scrap/count/:characterNo': { who: 'public' },
  'GET /api/main/like/:characterNo/:userNo': { who: 'owner' },
  'POST /api/restock-alerts': { who: 'member', body: (x) => ({ optionNo: x.w.soldOutOptionNo }) },
  'DELETE /api/restock-alerts/:optionNo': { who: 'member', params: (x) => ({ optionNo: x.w.soldOutOptionNo }) },
  'POST /api/main/scrap': { who: 'author', body: (x) => ({ characterNo: x.w.characterNo, userNo: x.named }) },
  'DELETE /api/main/scrap/:characterNo/:userNo': { who: 'author' },
  'GET /api/myScrapPage/:userNo': { who: 'owner' },
  'GET /api/list': { who: 'public' },
  'GET /api/list/category/:category': { who: 'public', params: () => ({ category: '전체' }) },
  'GET /api/list/product/:no': { who: 'public', ...no((x) => x.w.productNo) },
  'GET /api/admin/product/:no/reviews': { who: 'public', ...no((x) => x.w.productNo) },
  'POST /api/list/review/:orderProductNo': {
    who: 'author',
    ...LINE,
    body: (x) => ({ userNo: x.named, contents: '새 리뷰', score: 4 }),
  },
  // The admin may read and delete a review, never write in its author's name.
  'PUT /api/review/update/:no': {
    who: 'author',
    ...A_ONLY,
    ...no((x) => x.w.reviewNo),
    body: (x) => ({ userNo: x.named, contents: '고친 리뷰', score: 3 }),
  },
  'DELETE /api/review/delete/:no': { who: 'member', ...ADMIN_MAY, ...no((x) => x.w.own.rest.reviewNo) },
  'GET /api/mypage/review/:userNo': { who: 'owner' },
  'GET /api/mypage/review/detail/:no': { who: 'member', ...ADMIN_MAY, ...no((x) => x.w.reviewNo) },
  'GET /api/review/check/:userNo/:orderProductNo': { who: 'owner' },
  'POST /api/claims': {
    who: 'member',
    ...A_ONLY,
    body: (x) => ({ orderProductNo: x.w.reviewableLineNo, type: 'RETURN', reason: 'SIZE' }),
    ...png,
  },
  'GET /api/claims/me': { who: 'member' },
  'GET /api/claims/:no': { who: 'member', ...ADMIN_MAY, ...no((x) => x.w.claimNo) },
  'GET /api/admin/claims': { who: 'admin' },
  'PUT /api/admin/claims/:no/approve': { who: 'admin', ...no((x) => x.w.claimNo) },
  'PUT /api/admin/claims/:no/reject': { who: 'admin', ...no((x) => x.w.claimNo), body: () => ({ reason: '사유' }) },
  'PUT /api/admin/claims/:no/receive': { who: 'admin', ...no((x) => x.w.claimNo) },
  'PUT /api/admin/claims/:no/refund': { who: 'admin', ...no((x) => x.w.claimNo) },
  'PUT /api/admin/claims/:no/send-exchange': { who: 'admin', ...no((x) => x.w.claimNo) },
  'GET /api/admin/product/autocomplete': { who: 'admin', query: () => ({ term: '상품' }) },
  'GET /api/admin/product/autocomplete/:term': { who: 'admin' },
  'GET /api/admin/product': { who: 'admin' },
  'GET /api/admin/product/:no': { who: 'admin', ...no((x) => x.w.productNo) },
  'PUT /api/admin/product/soldout/:no': { who: 'admin', ...no((x) => x.w.spare.productNo) },
  'DELETE /api/admin/product/:no': { who: 'admin', ...no((x) => x.w.spare.productNo) },
  'POST /api/admin/product': {
    who: 'admin',
    body: () => ({ name: '새 상품', price: 1000, stock: 1, category: '상의' }),
  },
  'PUT /api/admin/product/:no': {
    who: 'admin',
    ...no((x) => x.w.spare.productNo),
    body: () => ({ name: '고친 상품', price: 1000, stock: 1, category: '상의' }),
  },
  'POST /api/cart/stock': { who: 'owner', body: (x) => ({ productNos: [x.w.productNo], userNo: x.named }) },
  'POST /api/order': {
    who: 'author',
    body: (x) => ({
      userNo: x.named,
      items: [{ productNo: x.w.productNo, quantity: 1, resultPrice: 18000 }],
      totalAmount: 18000,
    }),
  },
  'GET /api/order/orderlist/:userNo': { who: 'owner' },
  'GET /api/order/orderdetail/:orderNo': { who: 'owner', ...ADMIN_MAY, query: named },
  'DELETE /api/cancel/:orderNo': { who: 'member', ...ADMIN_MAY, params: (x) => ({ orderNo: x.w.own.rest.orderNo }) },
  // Issue 26. The world runs in demo mode (no payment to name): a member's call finds none (404); whose payment it
  // is, and the webhook's verification, are pinned by server/src/modules/payment/payment.test.ts against the fake.
  'POST /api/payments/confirm': {
    who: 'member',
    body: () => ({ paymentKey: 'tgen_matrix', orderId: 'order-1-matrix', amount: 1000 }),
  },
  'POST /api/payments/fail': { who: 'member', body: () => ({ orderId: 'order-1-matrix' }) },
  'POST /api/payments/webhook': {
    who: 'public',
    body: () => ({
      eventType: 'PAYMENT_STATUS_CHANGED',
      createdAt: '2026-01-01T00:00:00+09:00',
      data: { paymentKey: 'tgen_matrix', orderId: 'order-1-matrix', status: 'DONE' },
    }),
  },
  'GET /api/admin/orders': { who: 'admin' },
  'GET /api/admin/orders/detail/:no': { who: 'admin', ...no((x) => x.w.orderNo) },
  'PUT /api/admin/orders/:no/status': { who: 'admin', ...no((x) => x.w.orderNo), body: () => ({ status: '배송중' }) },
  'GET /api/coupon/order/:userNo': { who: 'owner' },
  'GET /api/coupon/:userNo': { who: 'owner' },
  'GET /api/admin/coupons': { who: 'admin' },
  'GET /api/admin/coupons/active': { who: 'admin' },
  'POST /api/admin/coupon': {
    who: 'admin',
    body: () => ({ name: '새 쿠폰', discountRate: 5, expiryDate: '2999-12-31' }),
  },
  'POST /api/admin/advertise': { who: 'admin', body: () => ({ content: '광고', path: '/' }) },
  'GET /api/admin/promotion/autocomplete/:type/:term': { who: 'admin', params: () => ({ type: 'PRODUCT' }) },
  'GET /api/admin/popups': { who: 'admin' },
  'POST /admin/popup': { who: 'admin', ...png, body: () => ({ path: '/shop' }) },
  'DELETE /admin/popup/:no': { who: 'admin', ...no((x) => x.w.popupNo) },
  'PUT /admin/popup/:no/status': { who: 'admin', ...no((x) => x.w.popupNo), body: () => ({ status: false }) },
  'GET /api/admin/help/notice': { who: 'admin' },
  'GET /api/admin/help/notice/:no': { who: 'admin', ...no((x) => x.w.noticeNo) },
  'POST /api/admin/help/notice': {
    who: 'admin',
    body: () => ({ title: '새 안내', category: '결제', contents: '내용' }),
  },
  'PUT /api/admin/help/notice/:no': {
    who: 'admin',
    ...no((x) => x.w.noticeNo),
    body: () => ({ title: '고친 안내', category: '결제', contents: '내용' }),
  },
  'DELETE /api/admin/help/notice/:no': { who: 'admin', ...no((x) => x.w.spareNoticeNo) },
  'GET /api/user/notice': { who: 'public' },
  'GET /api/user/notice/:no': { who: 'public', ...no((x) => x.w.noticeNo) },
  'GET /api/posts/user/follow/followee/:userNo': { who: 'member' },
  'GET /api/posts/user/follow/follower/:userNo': { who: 'member' },
  'GET /api/posts/user/follow/:userNo': { who: 'member' },
  'GET /api/posts/user/follow/:followeeNo/:followerNo': { who: 'member' },
  'POST /api/posts/user/follow': { who: 'author', body: (x) => ({ followeeNo: x.w.c.no, followerNo: x.named }) },
  // A follows C: the follower or the followee may end it; the admin is neither.
  'DELETE /api/posts/user/follow/:followeeNo/:followerNo': {
    who: 'member',
    ...A_ONLY,
    params: (x) => ({ followeeNo: x.w.dNo, followerNo: x.w.a.no }),
  },
  'GET /api/posts/user/:userNo': { who: 'member' },
  'PUT /api/posts/user/:userNo': { who: 'author', body: () => ({ bio: '소개' }) },
  'GET /posts/latest': { who: 'member' },
  'GET /posts/popular': { who: 'member' },
  'GET /api/posts/followOrPopular/:userNo': { who: 'owner' },
  'GET /api/posts/list/:userNo': { who: 'owner' },
  'GET /api/posts/deleted/:userNo': { who: 'owner' },
  // Another member's post in the trash does not exist for anyone but its author and the admin.
  'GET /api/posts/detail/:postNo': {
    who: 'member',
    owned: { other: 404, admin: 'allow' },
    params: (x) => ({ postNo: x.w.trashedPostNo }),
  },
  'POST /api/posts/detail': { who: 'author', ...png, body: (x) => ({ userNo: x.named, content: '새 글' }) },
  'PUT /api/posts/detail': {
    who: 'author',
    ...A_ONLY,
    body: (x) => ({ no: x.w.postNo, userNo: x.named, content: '고친 글' }),
  },
  'DELETE /api/posts/soft-delete/:no': { who: 'member', ...ADMIN_MAY, ...no((x) => x.w.own.rest.postNo) },
  'PUT /api/posts/restore/:no': { who: 'member', ...A_ONLY, ...no((x) => x.w.own.rest.restoreNo) },
  'DELETE /api/posts/permanent-delete/:no': { who: 'member', ...A_ONLY, ...no((x) => x.w.own.rest.purgeNo) },
  'GET /api/posts/product/:userNo': { who: 'owner' },
  'GET /api/posts/postlike/:postNo': { who: 'member' },
  'GET /api/posts/postlike/check/:postNo/:userNo': { who: 'owner' },
  'POST /api/posts/postlike': { who: 'author', body: (x) => ({ postNo: x.w.cPostNo, userNo: x.named }) },
  'DELETE /api/posts/postlike/:postNo/:userNo': { who: 'author' },
  'GET /api/posts/report/:userNo/:postNo': { who: 'owner' },
  'POST /api/posts/report': {
    who: 'author',
    body: (x) => ({ postNo: x.w.cPostNo, userNo: x.named, category: '욕설' }),
  },
  'POST /api/posts/comment': {
    who: 'author',
    body: (x) => ({ postNo: x.w.cPostNo, userNo: x.named, content: '댓글' }),
  },
  'DELETE /api/posts/comment/:no': { who: 'member', ...ADMIN_MAY, ...no((x) => x.w.own.rest.commentNo) },
  'GET /api/posts/commentlike/:commentNo': { who: 'member' },
  'GET /api/posts/commentlike/check/:commentNo/:userNo': { who: 'owner' },
  'POST /api/posts/commentlike': { who: 'author', body: (x) => ({ commentNo: x.w.cCommentNo, userNo: x.named }) },
  'DELETE /api/posts/commentlike/:commentNo/:userNo': { who: 'author' },
  'GET /api/admin/posts': { who: 'admin' },
  'GET /api/admin/posts/reported': { who: 'admin' },
  'GET /api/admin/posts/reportedInfos': { who: 'admin' },
  'DELETE /api/admin/posts/:no': { who: 'admin', ...no((x) => x.w.postNo) },
  'GET /api/alert/:userNo': { who: 'owner' },
  'GET /api/alert/Readcheck/:userNo': { who: 'owner' },
  'PUT /api/alert/:alertNo': { who: 'member', ...ADMIN_MAY },
  'DELETE /api/alert/:alertNo': { who: 'member', ...ADMIN_MAY, params: (x) => ({ alertNo: x.w.own.rest.alertNo }) },
  'POST /api/alert/reply/post/:from': { who: 'author', body: (x) => ({ commentNo: x.w.commentNo }) },
  'POST /api/alert/reply/recomment/:from': { who: 'author', body: (x) => ({ commentNo: x.w.replyNo }) },
  'POST /api/alert/follow/from/:from': { who: 'author', body: (x) => ({ followeeNo: x.w.c.no }) },
  'GET /api/chat/user/:userNo': { who: 'owner' },
  // The admin may act on A's room naming A (the reader); naming anyone else with A's room is refused, the admin too.
  'PUT /api/chat/user/:userNo/:chatNo': { who: 'owner', ...A_ONLY, ends: true },
  'PUT /api/chat/user/:userNo/:chatNo/:category': { who: 'owner', ...A_ONLY, params: () => ({ category: 'PRODUCT' }) },
  'GET /api/chat/admin': { who: 'admin' },
  'GET /api/chat/admin/:chatNo': { who: 'admin' },
  'GET /api/user/search/product': { who: 'public', query: () => ({ term: '상품' }) },
  'GET /api/user/search/:category': {
    who: 'public',
    params: () => ({ category: 'product' }),
    query: () => ({ term: '상품' }),
  },
  'GET /api/user/search/:category/:name': { who: 'public', params: () => ({ category: 'product', name: '상품' }) },
  'GET /api/admin/statistics/orders/monthly-revenue': { who: 'admin' },
  'GET /api/admin/statistics/products/best': { who: 'admin' },
  'GET /api/admin/statistics/products/monthly-best': { who: 'admin' },
  'GET /api/admin/statistics/products/return-rate': { who: 'admin' },
};
