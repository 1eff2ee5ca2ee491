import type { Ctx, Naming } from './cells.js';

/** A variable holding this is sent as a file part (the GraphQL multipart request). */
export const UPLOAD = Symbol('upload');

/** How to call one root field: its arguments (the others keep their defaults). */
export interface GqlEntry extends Naming {
  args?: (x: Ctx) => Record<string, unknown>;
}

const OPEN = { open: true } as const;
const ADMIN_MAY = { owned: { other: 403, admin: 'allow' } } as const;
const A_ONLY = { owned: { other: 403, admin: 'deny' } } as const;
const no = (pick: (x: Ctx) => number) => ({ args: (x: Ctx) => ({ no: pick(x) }) });
const range = () => ({ from: '2024-01-01', to: '2024-12-31' });
const product = { name: '새 상품', price: 1000, stock: 1, category: 'TOP' };
/** The caller's own stored values, so that saving them changes nothing that later cells read. */
const ownAccount = (x: Ctx) => ({
  tel: x.me?.secrets[1] ?? '010-0000-0000',
  zipcode: '06236',
  address: x.me?.secrets[2] ?? '주소',
});

/**
 * One line per Query and Mutation field. Fields about the caller's own rows (my*, set*, scrap…) name nothing of A's:
 * B calls them on B's rows and is allowed. Writes that would end a session carry a wrong e-mail or password.
 */
export const GQL_TABLE: Record<string, GqlEntry> = {
  'Query.adminCharacter': no((x) => x.w.characterNo),
  'Query.adminCoupons': {},
  'Query.adminItems': {},
  'Query.adminNotice': no((x) => x.w.noticeNo),
  'Query.adminOrder': no((x) => x.w.orderNo),
  'Query.adminOrders': {},
  'Query.adminPopups': {},
  'Query.adminPosts': {},
  'Query.adminProduct': no((x) => x.w.productNo),
  'Query.adminProductNames': { args: () => ({ term: '상품' }) },
  'Query.adminProductSales': no((x) => x.w.productNo),
  'Query.adminProducts': {},
  'Query.adminReportInfos': {},
  'Query.adminReportedPosts': {},
  'Query.adminShow': no((x) => x.w.showNo),
  'Query.adminShows': {},
  'Query.auditTrail': { args: () => ({ subject: 'ORDER' }) },
  'Query.autocomplete': { args: () => ({ category: 'PRODUCT', term: '상품' }) },
  'Query.bestProducts': { args: range },
  // The answer is about the caller: may I review that line? B reads false, never anything of A's.
  'Query.canReview': {
    owned: { other: 'allow', admin: 'allow' },
    args: (x) => ({ orderProductNo: x.w.reviewableLineNo }),
  },
  'Query.canWithdraw': OPEN,
  'Query.cannedReplies': {},
  'Query.cartStock': { args: (x) => ({ productNos: [x.w.productNo] }) },
  'Query.character': no((x) => x.w.characterNo),
  'Query.chatConversation': { ...ADMIN_MAY, args: (x) => ({ chatNo: x.w.chatNo }) },
  'Query.chatMessages': { ...ADMIN_MAY, args: (x) => ({ chatNo: x.w.chatNo }) },
  'Query.chatRooms': { args: () => ({ closed: false }) },
  'Query.checkPassword': { ...OPEN, args: () => ({ pwd: 'wrong1!' }) },
  'Query.emailCheck': { args: (x) => ({ email: x.w.a.email }) },
  'Query.feed': OPEN,
  'Query.findShowInfo': { args: () => ({ title: '드라마' }) },
  'Query.followList': { ...OPEN, args: (x) => ({ kind: 'FOLLOWER', userNo: x.w.a.no }) },
  'Query.hasUnreadAlerts': OPEN,
  'Query.idExists': { args: (x) => ({ id: x.w.a.id }) },
  'Query.itemAutocomplete': { args: () => ({ term: '아이템' }) },
  'Query.latestReviews': {},
  'Query.me': {},
  'Query.member': no((x) => x.w.a.no),
  'Query.myAlerts': OPEN,
  'Query.myChatUnread': OPEN,
  'Query.myCoupons': OPEN,
  'Query.myOrders': OPEN,
  'Query.myPosts': OPEN,
  'Query.myReviews': OPEN,
  'Query.myScraps': OPEN,
  'Query.nicknameAvailable': { ...OPEN, args: () => ({ nickname: '새닉' }) },
  'Query.notice': no((x) => x.w.noticeNo),
  'Query.notices': {},
  'Query.order': { ...ADMIN_MAY, ...no((x) => x.w.orderNo) },
  'Query.popularPosts': {},
  'Query.popups': {},
  // Another member's post in the trash does not exist for anyone but its author and the admin.
  'Query.post': { owned: { other: 404, admin: 'allow' }, ...no((x) => x.w.trashedPostNo) },
  'Query.product': no((x) => x.w.productNo),
  'Query.productReviews': { args: (x) => ({ productNo: x.w.productNo }) },
  'Query.products': {},
  'Query.profile': { ...OPEN, args: (x) => ({ userNo: x.w.a.no }) },
  'Query.profilePosts': { ...OPEN, args: (x) => ({ userNo: x.w.a.no }) },
  'Query.promotionTargets': { args: () => ({ term: '상품', type: 'PRODUCT' }) },
  'Query.purchasedProducts': OPEN,
  'Query.randomScene': {},
  'Query.returnRates': { args: range },
  'Query.review': no((x) => x.w.reviewNo),
  'Query.salesByCharacter': { args: range },
  'Query.salesByShow': { args: range },
  'Query.salesByStyle': { args: range },
  'Query.salesSeries': { args: range },
  'Query.scrapState': { args: (x) => ({ characterNo: x.w.characterNo }) },
  'Query.search': { args: () => ({ category: 'USER', term: '닉' }) },
  'Query.show': no((x) => x.w.showNo),
  'Query.showAutocomplete': { args: () => ({ term: '드라마' }) },
  'Query.shows': {},
  'Query.socialProviders': {},
  'Query.trashedPosts': OPEN,
  'Query.usableCoupons': OPEN,

  'Mutation.addCharacter': {
    args: (x) => ({ actor: '배우', character: '인물', showNo: x.w.showNo, pic: 'https://example.com/a.png' }),
  },
  'Mutation.addCharacterManually': {
    args: (x) => ({ actorName: '배우', characterName: '인물', showNo: x.w.showNo, file: UPLOAD }),
  },
  'Mutation.addItem': { args: (x) => ({ styleNo: x.w.styleNo, input: { name: '새 아이템' }, file: UPLOAD }) },
  'Mutation.addShow': { args: () => ({ title: '새 드라마', pic: 'https://example.com/a.png' }) },
  'Mutation.addShowManually': { args: () => ({ title: '새 드라마', file: UPLOAD }) },
  'Mutation.addStyle': { args: (x) => ({ characterNo: x.w.characterNo, file: UPLOAD }) },
  'Mutation.adminDeletePost': no((x) => x.w.postNo),
  'Mutation.cancelOrder': { ...ADMIN_MAY, ...no((x) => x.w.own.graphql.orderNo) },
  'Mutation.changeOrderState': { args: (x) => ({ no: x.w.orderNo, state: 'SHIPPING' }) },
  'Mutation.chatTyping': { ...ADMIN_MAY, args: (x) => ({ chatNo: x.w.chatNo }) },
  'Mutation.completeSocialLogin': { credentials: true, args: () => ({ code: 'c', provider: 'KAKAO', state: 's' }) },
  'Mutation.completeSocialSignup': {
    credentials: true,
    args: () => ({ ticket: 'not-a-ticket', input: { name: '새', tel: '010-1', zipcode: '06236', address: '주소' } }),
  },
  'Mutation.createNotice': { args: () => ({ input: { title: '새 안내', category: 'PAYMENT', contents: '내용' } }) },
  'Mutation.createProduct': { args: () => ({ input: product }) },
  'Mutation.deleteAlert': { ...ADMIN_MAY, ...no((x) => x.w.own.graphql.alertNo) },
  'Mutation.deleteCannedReply': no((x) => x.w.cannedReplyNo),
  'Mutation.deleteCharacter': no((x) => x.w.spare.characterNo),
  'Mutation.deleteComment': { ...ADMIN_MAY, ...no((x) => x.w.own.graphql.commentNo) },
  'Mutation.deleteItem': no((x) => x.w.spare.itemNo),
  'Mutation.deleteNotice': no((x) => x.w.spareNoticeNo),
  'Mutation.deletePopup': no((x) => x.w.popupNo),
  'Mutation.deletePost': { ...ADMIN_MAY, ...no((x) => x.w.own.graphql.postNo) },
  'Mutation.deleteReview': { ...ADMIN_MAY, ...no((x) => x.w.own.graphql.reviewNo) },
  'Mutation.deleteShow': no((x) => x.w.spare.showNo),
  'Mutation.deleteStyle': no((x) => x.w.spare.styleNo),
  'Mutation.endChat': { ...ADMIN_MAY, ends: true, args: (x) => ({ chatNo: x.w.chatNo }) },
  'Mutation.endProductSale': no((x) => x.w.spare.productNo),
  'Mutation.integrateOwnId': {
    args: (x) => ({ input: { id: 'taken', pwd: 'pass1234!', name: '새', email: x.w.a.email, ...ownAccount(x) } }),
  },
  'Mutation.issueCoupon': { args: () => ({ input: { name: '새 쿠폰', discountRate: 5, expiryDate: '2999-12-31' } }) },
  'Mutation.linkItem': { args: (x) => ({ itemNo: x.w.spare.itemNo, styleNo: x.w.styleNo }) },
  'Mutation.login': { credentials: true, args: (x) => ({ id: x.w.a.id, pwd: 'wrong1!' }) },
  'Mutation.markAlertRead': { ...ADMIN_MAY, ...no((x) => x.w.alertNo) },
  'Mutation.markChatRead': { ...ADMIN_MAY, args: (x) => ({ chatNo: x.w.chatNo, upTo: x.w.chatMessageNo }) },
  'Mutation.markProductSoldOut': no((x) => x.w.spare.productNo),
  'Mutation.openChat': OPEN,
  'Mutation.placeOrder': {
    ...OPEN,
    args: (x) => ({
      input: { totalAmount: 18000, items: [{ productNo: x.w.productNo, quantity: 1, resultPrice: 18000 }] },
    }),
  },
  'Mutation.purgePost': { ...A_ONLY, ...no((x) => x.w.own.graphql.purgeNo) },
  'Mutation.register': {
    args: (x) => ({ input: { id: 'taken', pwd: 'pass1234!', name: '새', email: x.w.a.email, ...ownAccount(x) } }),
  },
  'Mutation.registerPopup': { args: () => ({ path: '/shop' }) },
  'Mutation.removeFollower': { ...OPEN, args: (x) => ({ userNo: x.w.c.no }) },
  'Mutation.reportPost': { ...OPEN, args: (x) => ({ postNo: x.w.cPostNo, category: 'INSULT' }) },
  'Mutation.requestPasswordReset': { args: (x) => ({ id: x.w.a.id, email: 'wrong@authz.example' }) },
  'Mutation.restorePost': { ...A_ONLY, ...no((x) => x.w.own.graphql.restoreNo) },
  'Mutation.saveCannedReply': { args: () => ({ input: { shortcut: '감사', content: '감사합니다' } }) },
  'Mutation.scrapCharacter': { ...OPEN, args: (x) => ({ characterNo: x.w.characterNo }) },
  'Mutation.sendAdvertisement': { args: () => ({ input: { content: '광고', path: '/' } }) },
  'Mutation.sendAlert': { args: (x) => ({ input: { userNo: x.w.a.no, category: 'PROMOTION', content: '알림' } }) },
  'Mutation.sendChatMessage': { ...ADMIN_MAY, args: (x) => ({ input: { chatNo: x.w.chatNo, content: '안녕하세요' } }) },
  'Mutation.sendVerificationCode': { args: () => ({ email: 'new-member@authz.example' }) },
  'Mutation.setChatCategory': { ...ADMIN_MAY, args: (x) => ({ chatNo: x.w.chatNo, category: 'PRODUCT' }) },
  'Mutation.setCommentLike': { ...OPEN, args: (x) => ({ commentNo: x.w.cCommentNo, liked: true }) },
  'Mutation.setFollow': { ...OPEN, args: (x) => ({ userNo: x.w.c.no, following: true }) },
  'Mutation.setPopupShown': { args: (x) => ({ no: x.w.popupNo, isShow: false }) },
  'Mutation.setPostLike': { ...OPEN, args: (x) => ({ postNo: x.w.cPostNo, liked: true }) },
  'Mutation.startSocialLink': { ...OPEN, credentials: true, args: () => ({ password: 'wrong1!', provider: 'KAKAO' }) },
  'Mutation.startSocialLogin': { args: () => ({ provider: 'KAKAO' }) },
  'Mutation.unlinkItem': { args: (x) => ({ itemNo: x.w.itemNo, styleNo: x.w.styleNo }) },
  'Mutation.unscrapCharacter': { ...OPEN, args: (x) => ({ characterNo: x.w.spare.characterNo }) },
  'Mutation.updateItem': { args: (x) => ({ no: x.w.itemNo, input: { name: '고친 아이템' } }) },
  'Mutation.updateMyAccount': { ...OPEN, args: (x) => ({ input: ownAccount(x) }) },
  'Mutation.updateMyProfile': { ...OPEN, args: () => ({ input: { bio: '소개' } }) },
  'Mutation.updateNotice': {
    args: (x) => ({ no: x.w.noticeNo, input: { title: '고친 안내', category: 'PAYMENT', contents: '내용' } }),
  },
  'Mutation.updatePost': { ...A_ONLY, args: (x) => ({ no: x.w.postNo, input: { content: '고친 글' } }) },
  'Mutation.updateProduct': { args: (x) => ({ no: x.w.productNo, input: product }) },
  // The admin may read and delete a review, never write in its author's name.
  'Mutation.updateReview': {
    ...A_ONLY,
    args: (x) => ({ no: x.w.reviewNo, input: { contents: '고친 리뷰', score: 3 } }),
  },
  'Mutation.verifyEmailCode': { args: () => ({ email: 'new-member@authz.example', code: '000000' }) },
  'Mutation.withdraw': { ...OPEN, args: () => ({ email: 'not-mine@authz.example' }) },
  'Mutation.writeComment': { ...OPEN, args: (x) => ({ input: { postNo: x.w.cPostNo, content: '댓글' } }) },
  'Mutation.writePost': { ...OPEN, args: () => ({ input: { content: '새 글' }, image: UPLOAD }) },
  // A's order line: refused like any line the caller may not review (409), for the admin too.
  'Mutation.writeReview': {
    owned: { other: 409, admin: 'deny' },
    args: (x) => ({ orderProductNo: x.w.reviewableLineNo, input: { contents: '새 리뷰', score: 4 } }),
  },
};
