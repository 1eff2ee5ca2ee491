import { ACCOUNT_MSG } from './accounts.js';
import { CLAIM_MAIL_MSG, CLAIM_MSG } from './claims.js';
import { MEMBER_MSG } from './member.js';
import { SHARED_MSG } from './messages.js';
import { ALERT_MSG, MAIL_MSG } from './notifications.js';
import { COMMENT_MSG, POST_MSG, UPLOAD_MSG } from './posts.js';
import { SHARED_PROFILE_MSG } from './profile.js';

/**
 * The server's own refusals and notices that reach a page as text (an error's message). The whole catalogue below
 * (SERVER_MSG) adds the texts shared with the client's forms, the alerts and the mails: every text the server answers,
 * stores or mails, in Korean. A message's key is its path in SERVER_MSG (`order.stockShort`); the translations are
 * `locales/<lang>.json`, keyed by the same paths.
 */
const OWN = {
  auth: {
    loginRequired: '로그인이 필요합니다.',
    forbidden: '권한이 없습니다.',
    withdrawn: '탈퇴한 회원입니다.',
    integrationUnavailable: '소셜 로그인으로 가입된 이메일에만 아이디를 연결할 수 있습니다.',
  },
  profile: {
    nicknameRequired: '닉네임을 입력해 주세요.',
    updated: '프로필이 수정되었습니다.',
  },
  follow: {
    self: '자기 자신은 팔로우할 수 없습니다.',
  },
  upload: {
    tooLarge: '파일이 너무 큽니다.',
  },
  account: {
    /** The profile save sent back a field a member may not change (no, id, email, idK, idN) with another value. */
    fieldLocked: (field: string) => `변경할 수 없는 항목입니다: ${field}`,
  },
  /** Requests GraphQL over HTTP cannot serve: the client's mistakes, answered with 400. */
  graphql: {
    subscriptionOverHttp: '구독은 WebSocket(graphql-ws)으로만 요청할 수 있습니다.',
    persistedQueryMismatch: 'persistedQuery의 sha256Hash가 보낸 쿼리의 해시와 다릅니다.',
    persistedQueryVersion: '지원하지 않는 persistedQuery 버전입니다. 버전 1로 보내 주세요.',
  },
  common: {
    badInput: '입력값을 확인해 주세요.',
    /** A key a strict schema does not know (the keys' paths, comma separated). */
    unknownField: (keys: string) => `알 수 없는 입력 항목입니다: ${keys}`,
    tooManyRequests: (minutes: number) => `요청이 너무 많습니다. ${minutes}분 후에 다시 시도해 주세요.`,
    timeout: '요청 시간이 초과되었습니다.',
    tooComplex: '요청이 너무 복잡합니다. 조회 범위를 줄여 주세요.',
    /** The database cannot be reached (down, restarting, or every connection busy past the wait). */
    unavailable: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  },
  order: {
    badQuantity: '주문 수량을 확인해 주세요.',
    stockShort: (name: string, stock: number) => `${name}의 재고가 부족합니다. (남은 수량 ${stock}개)`,
    unavailable: (name: string) => `${name}은(는) 판매가 종료된 상품입니다.`,
    productMissing: '존재하지 않는 상품이 포함되어 있습니다.',
    couponInvalid: '사용할 수 없는 쿠폰입니다.',
    totalMismatch: '결제 금액이 변경되었습니다. 장바구니를 다시 확인해 주세요.',
    cannotCancel: '주문접수 상태의 주문만 취소할 수 있습니다.',
    /** The admin's status select refuses these too (admin console §4); the server is the rule's keeper. */
    stateNotAllowed: '이 주문 상태로는 변경할 수 없습니다.',
    stateOutdated: '주문 상태가 이미 바뀌었습니다. 목록을 새로 고친 뒤 다시 시도해 주세요.',
    reinstateStockShort: '재고가 부족하여 취소된 주문을 되돌릴 수 없습니다.',
    reinstateCouponUsed: '이 주문의 쿠폰이 이미 다른 주문에 사용되어 주문을 되돌릴 수 없습니다.',
    /** A product sold by size ordered without one (a one-size product picks its only option itself). */
    optionRequired: (name: string) => `${name}의 사이즈를 선택해 주세요.`,
    /** An option that is not (or no longer) one of the product's, or an option for a product sold without them. */
    optionMissing: '판매하지 않는 사이즈가 포함되어 있습니다.',
    optionStockShort: (name: string, option: string, stock: number) =>
      `${name} ${option}의 재고가 부족합니다. (남은 수량 ${stock}개)`,
  },
  chat: {
    blank: '메시지를 입력해 주세요.',
    tooLong: (max: number) => `메시지는 ${max}자 이내로 입력해 주세요.`,
    categoryFirst: '문의 유형을 먼저 선택해 주세요.',
    closed: '종료된 상담입니다. 새 상담을 시작해 주세요.',
    cardOnlyMember: '주문 정보는 회원만 첨부할 수 있습니다.',
    shortcutTaken: '이미 사용 중인 단축어입니다.',
  },
  review: {
    notAllowed: '배송이 완료된 주문의 판매 중인 상품에만 리뷰를 한 번 작성할 수 있습니다.',
  },
  post: {
    handledByAdmin: '사용자 신고로 인해 관리자가 처리 중인 게시물입니다.',
    saved: '게시글이 등록되었습니다.',
    updated: '게시글이 수정되었습니다.',
  },
  report: {
    ownPost: '본인의 게시글은 신고할 수 없습니다.',
    already: '이미 신고한 게시글입니다.',
  },
  /**
   * Admin console §5 and §8: product add and edit. The spec gives the add form's messages in English (it describes
   * the console in English); the Korean console says them in Korean, the English one (locales/en.json) as the spec.
   */
  adminProduct: {
    nameRequired: '상품명을 입력해 주세요.',
    priceInvalid: '올바른 가격을 입력해 주세요.',
    contentsRequired: '상품 설명을 입력해 주세요.',
    categoryRequired: '카테고리를 선택해 주세요.',
    stockInvalid: '올바른 재고 수량을 입력해 주세요.',
    discountRateInvalid: '할인율은 0에서 100 사이여야 합니다.',
    editStockInvalid: '재고는 0 이상이어야 합니다.',
    editDiscountRateInvalid: '할인율은 0에서 100 사이여야 합니다.',
    created: '상품이 성공적으로 등록되었습니다.',
    updated: '상품이 수정되었습니다.',
    /** An edit's productDto naming another product than its path. */
    noMismatch: '본문의 상품 번호가 주소의 상품 번호와 다릅니다.',
    optionSizeRequired: '사이즈를 입력해 주세요.',
    optionDuplicate: '같은 사이즈(색상)가 두 번 들어 있습니다.',
    /** An option number the product does not have (another product's, or retired). */
    optionMissing: '이 상품에 없는 옵션입니다. 새로 고친 뒤 다시 시도해 주세요.',
    optionsSaved: '옵션이 저장되었습니다.',
  },
  /** Admin console §5 and §8: coupon issuing, the advertisement notification and popups. */
  adminPromotion: {
    couponNameRequired: '쿠폰 이름을 입력해 주세요.',
    couponRateRequired: '할인율을 입력해 주세요.',
    couponRateNegative: '할인율은 0 이상이어야 합니다.',
    couponRateTooHigh: '할인율은 100 미만이어야 합니다.',
    couponExpired: '유효기간이 이미 지난 쿠폰은 등록할 수 없습니다.',
    couponIssued: '쿠폰 발급이 완료되었습니다!',
    advertisementSent: '광고 알림 전송이 완료되었습니다!',
    popupFileRequired: '파일을 선택해 주세요.',
    popupPathTypeRequired: '유도 경로를 선택해 주세요.',
    popupTargetRequired: '입력 필드를 선택해 주세요.',
    /** A popup's path leading out of the shop (another origin, `javascript:`). */
    popupPathOutside: '쇼핑몰 안의 경로(/로 시작하는 주소)만 연결할 수 있습니다.',
    popupRegistered: '팝업이 등록되었습니다!',
  },
  /** Admin console §5: notice add and edit ('Please fill in all fields.' in the spec's English). */
  adminNotice: {
    fieldsRequired: '모든 항목을 입력해 주세요.',
  },
  /** Admin console: shows, characters, styles and items, and the show-info source behind 'find info'. */
  adminFashion: {
    titleRequired: '작품 제목을 입력해 주세요.',
    titleTooLong: '작품 제목은 100자 이내로 입력해 주세요.',
    titleTaken: '이미 등록된 작품입니다.',
    actorRequired: '배우 이름을 입력해 주세요.',
    actorTooLong: '배우 이름은 50자 이내로 입력해 주세요.',
    characterRequired: '배역 이름을 입력해 주세요.',
    characterTooLong: '배역 이름은 48자 이내로 입력해 주세요.',
    characterTaken: '이미 등록된 인물입니다.',
    fileRequired: '사진 파일을 선택해 주세요.',
    itemNameRequired: '아이템 이름을 입력해 주세요.',
    itemNameTooLong: '아이템 이름은 100자 이내로 입력해 주세요.',
    pathInvalid: '외부 링크는 http:// 또는 https://로 시작하는 500자 이내의 주소여야 합니다.',
    productMissing: '연결할 상품을 찾을 수 없습니다.',
    alreadyLinked: '이미 이 스타일에 연결된 아이템입니다.',
    notLinked: '이 스타일에 연결되지 않은 아이템입니다.',
    imageNotAllowed: '작품 정보 서비스의 이미지만 가져올 수 있습니다.',
    /** A picture of the shop's own (`/uploads/…`) that is not stored. */
    imageMissing: '쇼핑몰에 저장되지 않은 이미지입니다.',
    providerError: '작품 정보 서비스에서 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    providerDown: '작품 정보 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  },
  /** Admin console: the sales statistics' ranges and limits. */
  adminStatistics: {
    dayInvalid: '날짜는 2000-01-01부터 2999-12-31 사이의 YYYY-MM-DD 형식으로 입력해 주세요.',
    rangeReversed: '종료일은 시작일과 같거나 그 뒤여야 합니다.',
    rangeTooLong: '조회 기간은 3660일(약 10년) 이내로 선택해 주세요.',
    tooManyDays: '일별 조회 기간은 366일 이내로 선택해 주세요.',
    datesTogether: '시작일과 종료일을 함께 입력해 주세요.',
    limitInvalid: '조회 개수는 1에서 50 사이여야 합니다.',
    minQuantityInvalid: '최소 수량은 1에서 100000 사이여야 합니다.',
  },
  mail: {
    sendFailed: '메일을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
    /** 배송중: the parcel's courier, waybill number and tracking page, and the order's page. */
    shipped: {
      subject: (no: number) => `[Scene Shop] 주문(${no})의 상품이 발송되었습니다`,
      text: (no: number, courier: string, trackingNo: string, trackingUrl: string, orderUrl: string) =>
        `주문(${no})의 상품이 발송되었습니다.\n택배사: ${courier}\n송장번호: ${trackingNo}\n배송 조회: ${trackingUrl}\n주문 상세: ${orderUrl}`,
      html: (no: number, courier: string, trackingNo: string, trackingUrl: string, orderUrl: string) =>
        `<p>주문(${no})의 상품이 발송되었습니다.</p><p>택배사: ${courier}<br>송장번호: <strong>${trackingNo}</strong></p><p><a href="${trackingUrl}">배송 조회</a> · <a href="${orderUrl}">주문 상세</a></p>`,
    },
  },
  /** Issue 25: parcels (courier and waybill number), the console's CSV of waybill numbers, overdue deliveries. */
  delivery: {
    unknownCourier: (name: string) => `등록되지 않은 택배사입니다: ${name}`,
    trackingNoFormat: '송장번호는 영문과 숫자로만 입력해 주세요.',
    trackingNoLength: (courier: string, min: number, max: number) => `${courier} 송장번호는 ${min}~${max}자리입니다.`,
    trackingNoDigits: (courier: string, length: number) => `${courier} 송장번호는 ${length}자리입니다.`,
    parcelRequired: '배송중으로 변경하려면 택배사와 송장번호를 입력해 주세요.',
    parcelOnlyShipping: '택배사와 송장번호는 배송중으로 변경할 때만 입력할 수 있습니다.',
    csvTooLarge: (kb: number) => `CSV 파일은 ${kb}KB 이하만 올릴 수 있습니다.`,
    csvTooManyRows: (max: number) => `한 번에 ${max}건까지 등록할 수 있습니다.`,
    csvUnreadable: 'CSV 파일을 읽을 수 없습니다. 형식을 확인해 주세요.',
    csvColumns: '주문번호, 택배사, 송장번호 열이 필요합니다.',
    csvEmpty: '등록할 행이 없습니다.',
    rowBlank: '주문번호, 택배사, 송장번호를 모두 입력해 주세요.',
    rowOrderNo: (value: string) => `주문번호 형식이 아닙니다: ${value}`,
    rowOrderNotFound: (no: string) => `주문번호 ${no}의 주문을 찾을 수 없습니다.`,
    rowNotReceived: (no: string, state: string) => `주문번호 ${no}은(는) ${state} 상태라 발송할 수 없습니다.`,
    rowDuplicate: (no: string) => `주문번호 ${no}이(가) 파일에 두 번 이상 있습니다.`,
    notShipping: (no: number) => `주문 ${no}은(는) 배송중이 아닙니다. 목록을 새로 고친 뒤 다시 시도해 주세요.`,
  },
  social: {
    names: { KAKAO: '카카오', NAVER: '네이버' },
    notConfigured: (name: string) => `${name} 로그인은 현재 사용할 수 없습니다.`,
    stateInvalid: '로그인 요청이 올바르지 않습니다. 처음부터 다시 시도해 주세요.',
    stateExpired: '로그인 요청 시간이 지났습니다. 처음부터 다시 시도해 주세요.',
    codeRejected: (name: string) => `${name} 인증이 만료되었거나 올바르지 않습니다. 다시 로그인해 주세요.`,
    tokenRejected: (name: string) => `${name} 인증에 실패했습니다. 다시 로그인해 주세요.`,
    providerError: (name: string) => `${name} 로그인 서비스에서 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.`,
    providerDown: (name: string) => `${name} 로그인 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.`,
    emailRequired: (name: string) => `${name} 계정의 이메일 제공에 동의해야 가입할 수 있습니다.`,
    emailOfOwnId: '이미 아이디로 가입된 이메일입니다. 아이디로 로그인한 뒤 회원정보 수정에서 계정을 연동해 주세요.',
    emailOfProvider: (name: string) => `이미 ${name} 계정으로 가입된 이메일입니다. ${name} 로그인을 이용해 주세요.`,
    ticketInvalid: '가입 정보가 만료되었습니다. 소셜 로그인을 다시 시도해 주세요.',
    alreadyMember: '이미 가입된 계정입니다. 로그인해 주세요.',
    linkOwnIdOnly: '아이디로 가입한 계정만 소셜 계정을 연동할 수 있습니다.',
    alreadyLinked: (name: string) => `이미 ${name} 계정이 연동되어 있습니다.`,
    linkedElsewhere: (name: string) => `이 ${name} 계정은 이미 다른 회원에게 연동되어 있습니다.`,
    linkEmailMismatch: (name: string) => `${name} 계정의 이메일이 회원 정보의 이메일과 달라 연동할 수 없습니다.`,
    linked: (name: string) => `${name} 계정이 연동되었습니다.`,
  },
  /** Issue 26: payments through Toss Payments, refunds and the reconciliation. */
  payment: {
    demo: '데모 결제 (실제 결제되지 않음)',
    orderNameMore: (name: string, others: number) => `${name} 외 ${others}건`,
    memberCancelReason: '고객 요청으로 주문 취소',
    adminCancelReason: '관리자 주문 취소',
    returnReason: '반품 환불',
    notFound: '결제 정보를 찾을 수 없습니다.',
    amountMismatch: '결제 금액이 주문 금액과 다릅니다.',
    notAwaiting: '결제를 기다리는 주문이 아닙니다. 주문 내역을 확인해 주세요.',
    inProgress: '결제를 확인하고 있습니다. 잠시 후 다시 시도해 주세요.',
    rejected: (reason: string) => `결제가 승인되지 않았습니다. (${reason})`,
    providerDown: '결제 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    refundRefused: (reason: string) => `결제사가 환불을 거절했습니다. (${reason})`,
    refundTooMuch: (max: number) => `환불할 수 있는 금액은 ${max}원입니다.`,
    refundInProgress: '같은 환불이 처리 중입니다. 잠시 후 다시 확인해 주세요.',
    notPaid: '결제가 완료되지 않은 주문입니다.',
    reinstateRefunded: '환불되었거나 결제되지 않은 주문은 되돌릴 수 없습니다.',
    holdExpiredReason: '결제 대기 시간 만료로 주문 취소',
    accountCancelRefused: (reason: string) =>
      `결제사에서 가상계좌 결제를 취소하지 못해 주문을 취소하지 않았습니다. 잠시 후 다시 시도해 주세요. (${reason})`,
    lateRefundReason: '해제된 주문의 결제 자동 환불',
    /** The buyer's account a deposited virtual account is refunded to (Toss Payments' refundReceiveAccount). */
    refundAccount: {
      bank: '환불받을 은행을 선택해 주세요.',
      number: (max: number) => `환불 계좌번호는 숫자 ${max}자리 이내로 입력해 주세요.`,
      holder: (max: number) => `예금주명을 ${max}자 이내로 입력해 주세요.`,
      required: '가상계좌로 입금된 주문은 환불받을 계좌를 입력해야 환불할 수 있습니다.',
      notApplicable: '환불 계좌는 가상계좌로 입금된 주문에만 입력할 수 있습니다.',
      exchange: '교환 신청에는 환불 계좌를 입력하지 않습니다.',
    },
  },
  /** Issue 25: 알림 받기, a member waiting for a sold-out size; the alert and the mail when it is back. */
  restock: {
    optionMissing: '판매하지 않는 사이즈입니다.',
    notSoldOut: '재고가 있는 사이즈는 알림을 신청할 수 없습니다. 바로 구매해 주세요.',
    alert: (product: string, option: string) => `알림 신청하신 ${product} ${option} 사이즈가 다시 입고되었습니다.`,
    mail: {
      subject: (product: string, option: string) => `[Scene Shop] ${product} ${option} 사이즈가 다시 입고되었습니다`,
      text: (product: string, option: string, url: string) =>
        `알림 신청하신 ${product} ${option} 사이즈가 다시 입고되었습니다.\n재고가 한정되어 있으니 서둘러 주세요.\n상품 보기: ${url}`,
      html: (product: string, option: string, url: string) =>
        `<p>알림 신청하신 <strong>${product} ${option}</strong> 사이즈가 다시 입고되었습니다.</p><p>재고가 한정되어 있으니 서둘러 주세요.</p><p><a href="${url}">상품 보기</a></p>`,
    },
  },
} as const;

/** The server's whole catalogue: its own texts, the texts it shares with the client's forms, alerts and mails. */
export const SERVER_MSG = {
  auth: { ...SHARED_MSG.auth, ...ACCOUNT_MSG, ...OWN.auth },
  profile: { ...SHARED_PROFILE_MSG, ...OWN.profile },
  follow: OWN.follow,
  upload: { ...UPLOAD_MSG, ...OWN.upload },
  graphql: OWN.graphql,
  common: { ...SHARED_MSG.common, ...OWN.common },
  order: { ...MEMBER_MSG.order, ...OWN.order, ...ALERT_MSG.order },
  promotionAlert: ALERT_MSG.promotion,
  scrapAlert: ALERT_MSG.scrap,
  review: { ...MEMBER_MSG.review, ...OWN.review },
  post: { ...POST_MSG, ...OWN.post },
  report: OWN.report,
  adminProduct: OWN.adminProduct,
  adminPromotion: OWN.adminPromotion,
  adminNotice: OWN.adminNotice,
  adminFashion: OWN.adminFashion,
  adminStatistics: OWN.adminStatistics,
  comment: COMMENT_MSG,
  chat: OWN.chat,
  communityAlert: ALERT_MSG.community,
  account: { ...MEMBER_MSG.account, ...OWN.account },
  mail: { ...OWN.mail, ...MAIL_MSG, claim: CLAIM_MAIL_MSG },
  delivery: OWN.delivery,
  claim: CLAIM_MSG,
  empty: { alerts: SHARED_MSG.alert.empty },
  social: OWN.social,
  payment: OWN.payment,
  restock: OWN.restock,
} as const;

export type ServerCatalogue = typeof SERVER_MSG;
