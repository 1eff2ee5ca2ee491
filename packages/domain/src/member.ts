import { SHARED_MSG } from './messages.js';

/**
 * The texts of orders, reviews and the account that the server's answers and the my-page and order screens both
 * show. A module of its own, not in messages.ts: the storefront's first load carries messages.ts whole.
 */
export const MEMBER_MSG = {
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
    telInvalid: '전화번호 형식이 올바르지 않습니다. (예: 010-1234-5678)',
    nameLocked: '이름은 변경할 수 없습니다.',
    passwordConfirmRequired: '비밀번호 확인을 입력해 주세요.',
    passwordRequired: SHARED_MSG.auth.passwordRequired,
    currentPasswordWrong: '현재 비밀번호가 일치하지 않습니다.',
    passwordChangeNotAllowed: '소셜 로그인 계정은 비밀번호를 변경할 수 없습니다.',
    updated: '회원 정보가 수정되었습니다.',
    emailMismatch: '이메일이 일치하지 않습니다.',
    withdrawalBlocked: '주문 처리 중인 상품이 있어 회원 탈퇴를 할 수 없습니다.',
    withdrawn: '회원 탈퇴가 완료되었습니다.',
  },
} as const;
