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
    passwordRequired: '비밀번호를 입력해 주세요.',
  },
  common: {
    notFound: '요청한 정보를 찾을 수 없습니다.',
    serverError: '서버 오류가 발생했습니다.',
  },
  alert: {
    empty: '알림 내역이 없습니다.',
  },
} as const;
