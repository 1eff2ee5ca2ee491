/**
 * The server's one catalogue of user-facing texts. Korean texts quoted by the spec are used to the letter;
 * tests look them up here instead of repeating them.
 */
export const MSG = {
  auth: {
    loginFailed: '아이디 혹은 비밀번호가 틀렸습니다.',
    loginRequired: '로그인이 필요합니다.',
    forbidden: '권한이 없습니다.',
    withdrawn: '탈퇴한 회원입니다.',
    idRule: '아이디는 4~20자의 영문자와 숫자만 허용됩니다.',
    idTaken: '이미 사용 중인 아이디입니다.',
    emailTaken: '이미 등록된 이메일입니다.',
    passwordRule: '비밀번호는 최소 4자, 영문, 숫자, 특수문자를 포함해야 합니다.',
    passwordMismatch: '비밀번호가 일치하지 않습니다.',
    addressRequired: '우편번호와 기본 주소는 필수 항목입니다.',
    nameRequired: '이름은 필수 입력 항목입니다.',
    telRequired: '전화번호는 필수 입력 항목입니다.',
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
    notFound: '요청한 정보를 찾을 수 없습니다.',
    badInput: '입력값을 확인해 주세요.',
    serverError: '서버 오류가 발생했습니다.',
  },
  order: {
    empty: '주문할 상품이 없습니다.',
    badQuantity: '주문 수량을 확인해 주세요.',
    stockShort: (name: string, stock: number) => `${name}의 재고가 부족합니다. (남은 수량 ${stock}개)`,
    unavailable: (name: string) => `${name}은(는) 판매가 종료된 상품입니다.`,
    productMissing: '존재하지 않는 상품이 포함되어 있습니다.',
    couponInvalid: '사용할 수 없는 쿠폰입니다.',
    totalMismatch: '결제 금액이 변경되었습니다. 장바구니를 다시 확인해 주세요.',
    noAddress: '배송지 정보가 없습니다. 회원 정보에서 주소를 입력해 주세요.',
    placedAlert: (no: number) => `주문(${no})이 접수되었습니다.`,
    cancelled: '주문이 성공적으로 취소되었습니다.',
    cannotCancel: '주문접수 상태의 주문만 취소할 수 있습니다.',
  },
  review: {
    contentsRequired: '리뷰 내용을 입력해주세요.',
    contentsTooLong: '리뷰 내용은 40자 이하로 작성해주세요.',
    scoreRequired: '평점을 선택해주세요.',
    notAllowed: '배송이 완료된 주문의 판매 중인 상품에만 리뷰를 한 번 작성할 수 있습니다.',
  },
  account: {
    addressRequired: '주소는 필수 입력 항목입니다.',
    nameRequired: '이름은 필수 입력 항목입니다.',
    telRequired: '전화번호는 필수 입력 항목입니다.',
    nameLocked: '이름은 변경할 수 없습니다.',
    passwordConfirmRequired: '비밀번호 확인을 입력해 주세요.',
    passwordRequired: '비밀번호를 입력해 주세요.',
    currentPasswordWrong: '현재 비밀번호가 일치하지 않습니다.',
    passwordChangeNotAllowed: '소셜 로그인 계정은 비밀번호를 변경할 수 없습니다.',
    updated: '회원 정보가 수정되었습니다.',
    emailMismatch: '이메일이 일치하지 않습니다.',
    withdrawalBlocked: '주문 처리 중인 상품이 있어 회원 탈퇴를 할 수 없습니다.',
    withdrawn: '회원 탈퇴가 완료되었습니다.',
  },
  empty: {
    alerts: '알림 내역이 없습니다.',
  },
} as const;
