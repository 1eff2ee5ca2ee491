import type { Ctx, Rule } from './cells.js';

/** A variable holding this is sent as a file part (the GraphQL multipart request). */
export const UPLOAD = Symbol('upload');

/** Who may call one root field (the rule), and how: its arguments (the others keep their defaults). */
export interface GqlEntry extends Rule {
  args?: (x: Ctx) => Record<string, unknown>;
}

const ADMIN_MAY = { owned: { other: 403, admin: 'allow' } } as const;
const A_ONLY = { owned: { other: 403, admin: 'deny' } } as const;
const no = (pick: (x: Ctx) => number) => ({ args: (x: Ctx) => ({ no: pick(x) }) });
/** A courier's export naming no order of the shop: every row refused, nothing imported. */
const TRACKING_CSV = '주문번호,택배사,송장번호\n2401019999999,CJ대한통운,123456789012';
const range = () => ({ from: '2024-01-01', to: '2024-12-31' });
const product = { name: '새 상품', price: 1000, stock: 1, category: 'TOP' };
/** The caller's own stored values, so that saving them changes nothing that later cells read. */
const ownAccount = (x: Ctx) => ({
  tel: x.me?.secrets[1] ?? '010-0000-0000',
  zipcode: '06236',
  address: x.me?.secrets[2] ?? '주소',
});

/**
 * One line per Query and Mutation field, with who may call it as the specification gives it; written by hand, never
 * read from the resolvers' @Authorized. GraphQL takes the caller from the token, so no field names a member to act
 * as: fields about the caller's own rows (my*, set*, scrap…) are `member`, and B calls them on B's rows. Writes that
 * would end a session carry a wrong e-mail or password.
 */
export const GQL_TABLE: Record<string, GqlEntry> = {
  'Query.adminCharacter': { who: 'admin', ...no((x) => x.w.characterNo) },
  'Query.adminCoupons': { who: 'admin' },
  'Query.adminItems': { who: 'admin' },
  'Query.adminNotice': { who: 'admin', ...no((x) => x.w.noticeNo) },
  'Query.adminOrder': { who: 'admin', ...no((x) => x.w.orderNo) },
  'Query.adminOrders': { who: 'admin' },
  'Query.adminPopups': { who: 'admin' },
  'Query.adminPosts': { who: 'admin' },
  'Query.adminProduct': { who: 'admin', ...no((x) => x.w.productNo) },
  'Query.adminProductNames': { who: 'admin', args: () => ({ term: '상품' }) },
  'Query.adminProductSales': { who: 'admin', ...no((x) => x.w.productNo) },
  'Query.adminProducts': { who: 'admin' },
  'Query.adminReportInfos': { who: 'admin' },
  'Query.adminReportedPosts': { who: 'admin' },
  'Query.adminShow': { who: 'admin', ...no((x) => x.w.showNo) },
  'Query.adminShows': { who: 'admin' },
  'Query.auditTrail': { who: 'admin', args: () => ({ subject: 'ORDER' }) },
  'Query.autocomplete': { who: 'public', args: () => ({ category: 'PRODUCT', term: '상품' }) },
  'Query.bestProducts': { who: 'admin', args: range },
  // The answer is about the caller: may I review that line? B reads false, never anything of A's.
  'Query.canReview': {
    who: 'member',
    owned: { other: 'allow', admin: 'allow' },
    args: (x) => ({ orderProductNo: x.w.reviewableLineNo }),
  },
  'Query.canWithdraw': { who: 'member' },
  'Query.claim': { who: 'member', ...ADMIN_MAY, ...no((x) => x.w.claimNo) },
  'Query.myClaims': { who: 'member' },
  'Query.exchangeOptions': { who: 'member', ...A_ONLY, args: (x) => ({ orderProductNo: x.w.reviewableLineNo }) },
  'Query.adminClaims': { who: 'admin' },
  // A's line already has an open claim: A is answered 409, B and the admin (who never asks in A's name) 403.
  'Mutation.requestClaim': {
    who: 'member',
    ...A_ONLY,
    args: (x) => ({ input: { orderProductNo: x.w.reviewableLineNo, type: 'RETURN', reason: 'SIZE' } }),
  },
  'Mutation.approveClaim': { who: 'admin', ...no((x) => x.w.claimNo) },
  'Mutation.rejectClaim': { who: 'admin', args: (x) => ({ no: x.w.claimNo, reason: '사유' }) },
  'Mutation.receiveClaim': { who: 'admin', ...no((x) => x.w.claimNo) },
  'Mutation.refundClaim': { who: 'admin', ...no((x) => x.w.claimNo) },
  'Mutation.sendExchange': { who: 'admin', ...no((x) => x.w.claimNo) },
  'Query.cannedReplies': { who: 'admin' },
  'Query.cartStock': { who: 'public', args: (x) => ({ productNos: [x.w.productNo] }) },
  'Query.character': { who: 'public', ...no((x) => x.w.characterNo) },
  'Query.chatConversation': { who: 'member', ...ADMIN_MAY, args: (x) => ({ chatNo: x.w.chatNo }) },
  'Query.chatMessages': { who: 'member', ...ADMIN_MAY, args: (x) => ({ chatNo: x.w.chatNo }) },
  'Query.chatRooms': { who: 'admin', args: () => ({ closed: false }) },
  'Query.checkPassword': { who: 'member', args: () => ({ pwd: 'wrong1!' }) },
  'Query.couriers': { who: 'admin' },
  'Query.emailCheck': { who: 'public', args: (x) => ({ email: x.w.a.email }) },
  'Query.feed': { who: 'member' },
  'Query.findShowInfo': { who: 'admin', args: () => ({ title: '드라마' }) },
  'Query.followList': { who: 'member', args: (x) => ({ kind: 'FOLLOWER', userNo: x.w.a.no }) },
  'Query.hasUnreadAlerts': { who: 'member' },
  'Query.idExists': { who: 'public', args: (x) => ({ id: x.w.a.id }) },
  'Query.itemAutocomplete': { who: 'admin', args: () => ({ term: '아이템' }) },
  'Query.latestReviews': { who: 'public' },
  'Query.me': { who: 'public' },
  'Query.member': { who: 'public', ...no((x) => x.w.a.no) },
  'Query.myAlerts': { who: 'member' },
  'Query.myChat': { who: 'member' },
  'Query.myChatUnread': { who: 'member' },
  'Query.myCoupons': { who: 'member' },
  'Query.myOrders': { who: 'member' },
  'Query.myPosts': { who: 'member' },
  'Query.myReviews': { who: 'member' },
  'Query.myScraps': { who: 'member' },
  'Query.nicknameAvailable': { who: 'member', args: () => ({ nickname: '새닉' }) },
  'Query.notice': { who: 'public', ...no((x) => x.w.noticeNo) },
  'Query.notices': { who: 'public' },
  'Query.order': { who: 'member', ...ADMIN_MAY, ...no((x) => x.w.orderNo) },
  'Query.overdueDeliveries': { who: 'admin' },
  'Query.popularPosts': { who: 'public' },
  'Query.popups': { who: 'public' },
  // Another member's post in the trash does not exist for anyone but its author and the admin.
  'Query.post': { who: 'member', owned: { other: 404, admin: 'allow' }, ...no((x) => x.w.trashedPostNo) },
  'Query.product': { who: 'public', ...no((x) => x.w.productNo) },
  'Query.productReviews': { who: 'public', args: (x) => ({ productNo: x.w.productNo }) },
  'Query.products': { who: 'public' },
  'Query.profile': { who: 'member', args: (x) => ({ userNo: x.w.a.no }) },
  'Query.profilePosts': { who: 'member', args: (x) => ({ userNo: x.w.a.no }) },
  'Query.promotionTargets': { who: 'admin', args: () => ({ term: '상품', type: 'PRODUCT' }) },
  'Query.purchasedProducts': { who: 'member' },
  'Query.randomScene': { who: 'public' },
  'Query.returnRates': { who: 'admin', args: range },
  'Query.review': { who: 'public', ...no((x) => x.w.reviewNo) },
  'Query.salesByCharacter': { who: 'admin', args: range },
  // Issue 26: in the world's demo mode there is no checkout (null) and no payment to name (404); whose payment it is
  // is pinned by server/src/modules/payment/payment.test.ts against the fake provider.
  'Query.paymentCheckout': { who: 'member', args: (x) => ({ orderNo: x.w.orderNo }) },
  'Query.paymentReconciliations': { who: 'admin' },
  'Query.paymentSettings': { who: 'public' },
  'Query.salesByShow': { who: 'admin', args: range },
  'Query.salesByStyle': { who: 'admin', args: range },
  'Query.salesSeries': { who: 'admin', args: range },
  'Query.scrapState': { who: 'public', args: (x) => ({ characterNo: x.w.characterNo }) },
  'Query.search': { who: 'public', args: () => ({ category: 'USER', term: '닉' }) },
  'Query.show': { who: 'public', ...no((x) => x.w.showNo) },
  'Query.showAutocomplete': { who: 'admin', args: () => ({ term: '드라마' }) },
  'Query.shows': { who: 'public' },
  'Query.socialProviders': { who: 'public' },
  'Query.suggestions': { who: 'public', args: () => ({ term: '닉' }) },
  'Query.trashedPosts': { who: 'member' },
  'Query.usableCoupons': { who: 'member' },

  'Mutation.addCharacter': {
    who: 'admin',
    args: (x) => ({ actor: '배우', character: '인물', showNo: x.w.showNo, pic: 'https://example.com/a.png' }),
  },
  'Mutation.addCharacterManually': {
    who: 'admin',
    args: (x) => ({ actorName: '배우', characterName: '인물', showNo: x.w.showNo, file: UPLOAD }),
  },
  'Mutation.addItem': {
    who: 'admin',
    args: (x) => ({ styleNo: x.w.styleNo, input: { name: '새 아이템' }, file: UPLOAD }),
  },
  'Mutation.addShow': { who: 'admin', args: () => ({ title: '새 드라마', pic: 'https://example.com/a.png' }) },
  'Mutation.addShowManually': { who: 'admin', args: () => ({ title: '새 드라마', file: UPLOAD }) },
  'Mutation.addStyle': { who: 'admin', args: (x) => ({ characterNo: x.w.characterNo, file: UPLOAD }) },
  'Mutation.adminDeletePost': { who: 'admin', ...no((x) => x.w.postNo) },
  'Mutation.adminDismissReports': { who: 'admin', ...no((x) => x.w.postNo) },
  'Mutation.cancelOrder': { who: 'member', ...ADMIN_MAY, ...no((x) => x.w.own.graphql.orderNo) },
  'Mutation.cancelRestockAlert': { who: 'member', args: (x) => ({ optionNo: x.w.soldOutOptionNo }) },
  'Mutation.changeOrderState': {
    who: 'admin',
    args: (x) => ({ no: x.w.orderNo, state: 'SHIPPING', parcel: { courierCode: 'cj', trackingNo: '123456789012' } }),
  },
  'Mutation.confirmPayment': {
    who: 'member',
    args: () => ({ input: { paymentKey: 'tgen_matrix', orderId: 'order-1-matrix', amount: 1000 } }),
  },
  'Mutation.chatTyping': { who: 'member', ...ADMIN_MAY, args: (x) => ({ chatNo: x.w.chatNo }) },
  'Mutation.completeSocialLogin': {
    who: 'public',
    credentials: true,
    args: () => ({ code: 'c', provider: 'KAKAO', state: 's' }),
  },
  'Mutation.completeSocialSignup': {
    who: 'public',
    credentials: true,
    args: () => ({
      ticket: 'not-a-ticket',
      input: { name: '새', tel: '010-1234-5678', zipcode: '06236', address: '주소' },
    }),
  },
  'Mutation.createNotice': {
    who: 'admin',
    args: () => ({ input: { title: '새 안내', category: 'PAYMENT', contents: '내용' } }),
  },
  'Mutation.createProduct': { who: 'admin', args: () => ({ input: product }) },
  'Mutation.deleteAlert': { who: 'member', ...ADMIN_MAY, ...no((x) => x.w.own.graphql.alertNo) },
  'Mutation.deleteCannedReply': { who: 'admin', ...no((x) => x.w.cannedReplyNo) },
  'Mutation.deleteCharacter': { who: 'admin', ...no((x) => x.w.spare.characterNo) },
  'Mutation.deleteComment': { who: 'member', ...ADMIN_MAY, ...no((x) => x.w.own.graphql.commentNo) },
  'Mutation.deleteItem': { who: 'admin', ...no((x) => x.w.spare.itemNo) },
  'Mutation.deleteNotice': { who: 'admin', ...no((x) => x.w.spareNoticeNo) },
  'Mutation.deletePopup': { who: 'admin', ...no((x) => x.w.popupNo) },
  'Mutation.deletePost': { who: 'member', ...ADMIN_MAY, ...no((x) => x.w.own.graphql.postNo) },
  'Mutation.deleteReview': { who: 'member', ...ADMIN_MAY, ...no((x) => x.w.own.graphql.reviewNo) },
  'Mutation.deleteShow': { who: 'admin', ...no((x) => x.w.spare.showNo) },
  'Mutation.deleteStyle': { who: 'admin', ...no((x) => x.w.spare.styleNo) },
  'Mutation.endChat': { who: 'member', ...ADMIN_MAY, ends: true, args: (x) => ({ chatNo: x.w.chatNo }) },
  'Mutation.endProductSale': { who: 'admin', ...no((x) => x.w.spare.productNo) },
  'Mutation.failPayment': { who: 'member', args: () => ({ input: { orderId: 'order-1-matrix' } }) },
  'Mutation.integrateOwnId': {
    who: 'public',
    args: (x) => ({ input: { id: 'taken', pwd: 'pass1234!', name: '새', email: x.w.a.email, ...ownAccount(x) } }),
  },
  'Mutation.importTrackingNumbers': { who: 'admin', args: () => ({ csv: TRACKING_CSV }) },
  'Mutation.issueCoupon': {
    who: 'admin',
    args: () => ({ input: { name: '새 쿠폰', discountRate: 5, expiryDate: '2999-12-31' } }),
  },
  'Mutation.linkItem': { who: 'admin', args: (x) => ({ itemNo: x.w.spare.itemNo, styleNo: x.w.styleNo }) },
  'Mutation.login': { who: 'public', credentials: true, args: (x) => ({ id: x.w.a.id, pwd: 'wrong1!' }) },
  'Mutation.markAlertRead': { who: 'member', ...ADMIN_MAY, ...no((x) => x.w.alertNo) },
  'Mutation.markAllAlertsRead': { who: 'member' },
  'Mutation.markChatRead': {
    who: 'member',
    ...ADMIN_MAY,
    args: (x) => ({ chatNo: x.w.chatNo, upTo: x.w.chatMessageNo }),
  },
  'Mutation.markDelivered': { who: 'admin', args: (x) => ({ nos: [x.w.orderNo] }) },
  'Mutation.markProductSoldOut': { who: 'admin', ...no((x) => x.w.spare.productNo) },
  'Mutation.openChat': { who: 'member' },
  'Mutation.placeOrder': {
    who: 'member',
    args: (x) => ({
      input: { totalAmount: 18000, items: [{ productNo: x.w.productNo, quantity: 1, resultPrice: 18000 }] },
    }),
  },
  'Mutation.previewTrackingImport': { who: 'admin', args: () => ({ csv: TRACKING_CSV }) },
  'Mutation.purgePost': { who: 'member', ...A_ONLY, ...no((x) => x.w.own.graphql.purgeNo) },
  'Mutation.reconcilePayments': { who: 'admin', args: () => ({ day: '2024-01-01' }) },
  'Mutation.register': {
    who: 'public',
    args: (x) => ({ input: { id: 'taken', pwd: 'pass1234!', name: '새', email: x.w.a.email, ...ownAccount(x) } }),
  },
  'Mutation.registerPopup': { who: 'admin', args: () => ({ path: '/shop' }) },
  'Mutation.removeFollower': { who: 'member', args: (x) => ({ userNo: x.w.c.no }) },
  'Mutation.reportPost': { who: 'member', args: (x) => ({ postNo: x.w.cPostNo, category: 'INSULT' }) },
  'Mutation.requestRestockAlert': { who: 'member', args: (x) => ({ optionNo: x.w.soldOutOptionNo }) },
  'Mutation.requestPasswordReset': { who: 'public', args: (x) => ({ id: x.w.a.id, email: 'wrong@authz.example' }) },
  'Mutation.restorePost': { who: 'member', ...A_ONLY, ...no((x) => x.w.own.graphql.restoreNo) },
  'Mutation.saveCannedReply': { who: 'admin', args: () => ({ input: { shortcut: '감사', content: '감사합니다' } }) },
  'Mutation.saveProductOptions': { who: 'admin', args: (x) => ({ productNo: x.w.spare.productNo, options: [] }) },
  'Mutation.saveSizeGuide': { who: 'admin', args: (x) => ({ productNo: x.w.spare.productNo, sizeGuide: null }) },
  'Mutation.scrapCharacter': { who: 'member', args: (x) => ({ characterNo: x.w.characterNo }) },
  'Mutation.sendAdvertisement': { who: 'admin', args: () => ({ input: { content: '광고', path: '/' } }) },
  'Mutation.sendAlert': {
    who: 'admin',
    args: (x) => ({ input: { userNo: x.w.a.no, category: 'PROMOTION', content: '알림' } }),
  },
  'Mutation.sendChatMessage': {
    who: 'member',
    ...ADMIN_MAY,
    args: (x) => ({ input: { chatNo: x.w.chatNo, content: '안녕하세요' } }),
  },
  'Mutation.sendVerificationCode': { who: 'public', args: () => ({ email: 'new-member@authz.example' }) },
  'Mutation.setChatCategory': {
    who: 'member',
    ...ADMIN_MAY,
    args: (x) => ({ chatNo: x.w.chatNo, category: 'PRODUCT' }),
  },
  'Mutation.setCommentLike': { who: 'member', args: (x) => ({ commentNo: x.w.cCommentNo, liked: true }) },
  'Mutation.setFollow': { who: 'member', args: (x) => ({ userNo: x.w.c.no, following: true }) },
  // Korean, as a member without a kept language reads everything already.
  'Mutation.setLanguage': { who: 'member', args: () => ({ language: 'ko' }) },
  'Mutation.setPopupShown': { who: 'admin', args: (x) => ({ no: x.w.popupNo, isShow: false }) },
  'Mutation.setPostLike': { who: 'member', args: (x) => ({ postNo: x.w.cPostNo, liked: true }) },
  'Mutation.startSocialLink': {
    who: 'member',
    credentials: true,
    args: () => ({ password: 'wrong1!', provider: 'KAKAO' }),
  },
  'Mutation.startSocialLogin': { who: 'public', args: () => ({ provider: 'KAKAO' }) },
  'Mutation.unlinkItem': { who: 'admin', args: (x) => ({ itemNo: x.w.itemNo, styleNo: x.w.styleNo }) },
  'Mutation.unscrapCharacter': { who: 'member', args: (x) => ({ characterNo: x.w.spare.characterNo }) },
  'Mutation.updateItem': { who: 'admin', args: (x) => ({ no: x.w.itemNo, input: { name: '고친 아이템' } }) },
  'Mutation.updateMyAccount': { who: 'member', args: (x) => ({ input: ownAccount(x) }) },
  'Mutation.updateMyProfile': { who: 'member', args: () => ({ input: { bio: '소개' } }) },
  'Mutation.updateNotice': {
    who: 'admin',
    args: (x) => ({ no: x.w.noticeNo, input: { title: '고친 안내', category: 'PAYMENT', contents: '내용' } }),
  },
  'Mutation.updatePost': { who: 'member', ...A_ONLY, args: (x) => ({ no: x.w.postNo, input: { content: '고친 글' } }) },
  'Mutation.updateProduct': { who: 'admin', args: (x) => ({ no: x.w.productNo, input: product }) },
  // The admin may read and delete a review, never write in its author's name.
  'Mutation.updateReview': {
    who: 'member',
    ...A_ONLY,
    args: (x) => ({ no: x.w.reviewNo, input: { contents: '고친 리뷰', score: 3 } }),
  },
  'Mutation.verifyEmailCode': { who: 'public', args: () => ({ email: 'new-member@authz.example', code: '000000' }) },
  'Mutation.withdraw': { who: 'member', args: () => ({ email: 'not-mine@authz.example' }) },
  'Mutation.writeComment': { who: 'member', args: (x) => ({ input: { postNo: x.w.cPostNo, content: '댓글' } }) },
  'Mutation.writePost': { who: 'member', args: () => ({ input: { content: '새 글' }, image: UPLOAD }) },
  // A's order line: refused like any line the caller may not review (409), for the admin too.
  'Mutation.writeReview': {
    who: 'member',
    owned: { other: 409, admin: 'deny' },
    args: (x) => ({ orderProductNo: x.w.reviewableLineNo, input: { contents: '새 리뷰', score: 4 } }),
  },
};
