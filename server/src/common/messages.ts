import { SHARED_MSG } from '@scene-shop/domain';

/**
 * The server's one catalogue of user-facing texts: the texts the client shows too come from the shared domain
 * package; the rest are the server's own. Korean texts quoted by the spec are used to the letter; tests look them up
 * here instead of repeating them.
 */
export const MSG = {
  auth: {
    ...SHARED_MSG.auth,
    loginRequired: '로그인이 필요합니다.',
    forbidden: '권한이 없습니다.',
    withdrawn: '탈퇴한 회원입니다.',
    idRule: '아이디는 4~20자의 영문자와 숫자만 허용됩니다.',
    idTaken: '이미 사용 중인 아이디입니다.',
    emailTaken: '이미 등록된 이메일입니다.',
    addressRequired: '우편번호와 기본 주소는 필수 항목입니다.',
    emailInvalid: '올바른 이메일 주소를 입력해 주세요.',
    emailUnverified: '이메일 인증이 완료되지 않았습니다.',
  },
  profile: {
    nicknameTooLong: '닉네임은 10자 이하로 입력해 주세요.',
    bioTooLong: '소개는 30자 이하로 입력해 주세요.',
    nicknameTaken: '이미 사용 중인 닉네임입니다.',
    withdrawnMember: '탈퇴한 회원',
  },
  upload: {
    badType: '이미지 파일(jpeg, png, gif)만 올릴 수 있습니다.',
    tooLarge: '파일이 너무 큽니다.',
  },
  common: {
    ...SHARED_MSG.common,
    badInput: '입력값을 확인해 주세요.',
    tooManyRequests: (minutes: number) => `요청이 너무 많습니다. ${minutes}분 후에 다시 시도해 주세요.`,
    timeout: '요청 시간이 초과되었습니다.',
    tooComplex: '요청이 너무 복잡합니다. 조회 범위를 줄여 주세요.',
  },
  order: {
    ...SHARED_MSG.order,
    badQuantity: '주문 수량을 확인해 주세요.',
    stockShort: (name: string, stock: number) => `${name}의 재고가 부족합니다. (남은 수량 ${stock}개)`,
    unavailable: (name: string) => `${name}은(는) 판매가 종료된 상품입니다.`,
    productMissing: '존재하지 않는 상품이 포함되어 있습니다.',
    couponInvalid: '사용할 수 없는 쿠폰입니다.',
    totalMismatch: '결제 금액이 변경되었습니다. 장바구니를 다시 확인해 주세요.',
    placedAlert: (no: number) => `주문(${no})이 접수되었습니다.`,
    cannotCancel: '주문접수 상태의 주문만 취소할 수 있습니다.',
  },
  review: {
    ...SHARED_MSG.review,
    notAllowed: '배송이 완료된 주문의 판매 중인 상품에만 리뷰를 한 번 작성할 수 있습니다.',
  },
  post: {
    contentTooLong: '게시글은 500자 이하로 입력해 주세요.',
    picRequired: '사진을 등록해 주세요.',
    productNotBought: '구매한 상품만 첨부할 수 있습니다.',
    handledByAdmin: '사용자 신고로 인해 관리자가 처리 중인 게시물입니다.',
    saved: '게시글이 등록되었습니다.',
    updated: '게시글이 수정되었습니다.',
  },
  report: {
    ownPost: '본인의 게시글은 신고할 수 없습니다.',
    already: '이미 신고한 게시글입니다.',
  },
  account: SHARED_MSG.account,
  empty: {
    alerts: SHARED_MSG.alert.empty,
  },
} as const;
