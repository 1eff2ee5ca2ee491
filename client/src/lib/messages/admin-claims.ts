import { localized } from '../i18n/localized.js';

/** The console's returns and exchanges (issue 25): the list, its filters and each claim's decisions. */
export const adminClaims = /* @__PURE__ */ localized('adminClaims', {
  title: '반품/교환 관리',
  state: '상태',
  type: '종류',
  all: '전체',
  loading: '반품/교환 신청을 불러오는 중…',
  error: '반품/교환 신청을 불러오지 못했습니다.',
  empty: '반품/교환 신청이 없습니다.',
  pagination: '반품/교환 페이지 이동',
  claimLabel: (no: number) => `신청 ${no}`,
  order: (no: number) => `주문 ${no}`,
  product: '상품',
  reason: '사유',
  exchangeTo: '교환 옵션',
  refund: '환불 금액',
  rejectReason: '거절 사유',
  history: '처리 내역',
  byAdmin: '관리자',
  byMember: '회원',
  approve: '승인',
  reject: '거절',
  confirmReject: '거절하기',
  cancel: '취소',
  receive: '수거 완료',
  refundRetry: '환불 다시 시도',
  /** A virtual account's refund Toss refused: tried again to an account the admin types. */
  refundOtherAccount: '다른 계좌로 환불',
  sendExchange: '교환품 발송',
  done: (no: number) => `신청 ${no}을(를) 처리했습니다.`,
  failed: '처리하지 못했습니다.',
} as const);
