/**
 * The community profile's texts (spec §5) that the server and the client both show. They sit apart from SHARED_MSG
 * (messages.ts): the first page's bundle carries that module whole, and only the style pages show these.
 */
export const SHARED_PROFILE_MSG = {
  nicknameTooLong: '닉네임은 10자 이하로 입력해 주세요.',
  bioTooLong: '소개는 30자 이하로 입력해 주세요.',
  nicknameTaken: '이미 사용 중인 닉네임입니다.',
  withdrawnMember: '탈퇴한 회원',
} as const;
