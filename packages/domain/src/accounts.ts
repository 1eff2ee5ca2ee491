/**
 * The texts of registration, the mailed codes and the password reset (spec §5, §8) that the server's answers and the
 * client's forms both show. A module of its own, not in messages.ts: the storefront's first load carries messages.ts
 * whole, these only the sign-in pages need.
 */
export const ACCOUNT_MSG = {
  idRule: '아이디는 4~20자의 영문자와 숫자만 허용됩니다.',
  idTaken: '이미 사용 중인 아이디입니다.',
  addressRequired: '우편번호와 기본 주소는 필수 항목입니다.',
  telInvalid: '전화번호 형식이 올바르지 않습니다. (예: 010-1234-5678)',
  emailInvalid: '올바른 이메일 주소를 입력해 주세요.',
  codeSent: '인증번호가 이메일로 전송되었습니다.',
  codeSendFailed: '인증번호 발송 실패',
  codeVerified: '인증이 완료되었습니다.',
  codeMismatch: '인증번호가 일치하지 않습니다.',
  codeFailed: '인증번호 검증 실패',
  emailUnverified: '이메일 인증이 완료되지 않았습니다.',
  emailTaken: '이미 등록된 이메일입니다.',
  emailCheckFailed: '이메일 확인 중 오류가 발생했습니다.',
  resetSent: '임시 비밀번호가 전달되었습니다.',
  resetFailed: '메일 또는 아이디를 확인해주세요',
} as const;
