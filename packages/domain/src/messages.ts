/**
 * The Korean texts that both the server and the client show, to the letter of the spec. Each side's catalogue
 * spreads these in and adds its own; tests look texts up from the catalogues instead of repeating them.
 */
export const SHARED_MSG = {
  auth: {
    loginFailed: '아이디 혹은 비밀번호가 틀렸습니다.',
    passwordRule: '비밀번호는 최소 4자, 영문, 숫자, 특수문자를 포함해야 합니다.',
    passwordMismatch: '비밀번호가 일치하지 않습니다.',
    nameRequired: '이름은 필수 입력 항목입니다.',
    telRequired: '전화번호는 필수 입력 항목입니다.',
  },
  common: {
    notFound: '요청한 정보를 찾을 수 없습니다.',
    serverError: '서버 오류가 발생했습니다.',
  },
  order: {
    empty: '주문할 상품이 없습니다.',
    noAddress: '배송지 정보가 없습니다. 회원 정보에서 주소를 입력해 주세요.',
    cancelled: '주문이 성공적으로 취소되었습니다.',
  },
  review: {
    contentsRequired: '리뷰 내용을 입력해주세요.',
    contentsTooLong: '리뷰 내용은 40자 이하로 작성해주세요.',
    scoreRequired: '평점을 선택해주세요.',
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
  alert: {
    empty: '알림 내역이 없습니다.',
  },
} as const;
