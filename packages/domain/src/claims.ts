/** Won with thousands separators, as a person reads an amount (10,000). */
const won = (amount: number) => amount.toLocaleString('ko-KR');

/**
 * Returns and exchanges (issue 25): the names of their types, states and reasons, the refusals, the member's alerts
 * (an argument is a type's and a state's message) and the mail of each step.
 */
export const CLAIM_MSG = {
  types: { RETURN: '반품', EXCHANGE: '교환' },
  states: {
    REQUESTED: '요청',
    APPROVED: '승인',
    REJECTED: '거절',
    RECEIVED: '수거완료',
    REFUNDED: '환불완료',
    EXCHANGE_SENT: '교환발송',
  },
  reasons: {
    CHANGED_MIND: '단순 변심',
    SIZE: '사이즈가 맞지 않음',
    DEFECT: '상품 불량 또는 파손',
    WRONG_ITEM: '주문과 다른 상품 배송',
    LATE: '배송 지연',
    OTHER: '기타',
  },
  reasonRequired: '사유를 선택해 주세요.',
  textTooLong: (max: number) => `내용은 ${max}자 이내로 입력해 주세요.`,
  optionRequired: '교환받을 옵션을 선택해 주세요.',
  optionInvalid: '이 상품의 다른 옵션으로만 교환할 수 있습니다.',
  optionSoldOut: '교환받을 옵션의 재고가 부족합니다.',
  tooManyPhotos: (max: number) => `사진은 ${max}장까지 첨부할 수 있습니다.`,
  notAllowed: (days: number) => `배송완료 후 ${days}일 이내의 주문 상품만 반품·교환을 신청할 수 있습니다.`,
  alreadyOpen: '이 상품에 대해 진행 중인 반품·교환 신청이 있습니다.',
  rejectReasonRequired: '거절 사유를 입력해 주세요.',
  rejectReasonTooLong: (max: number) => `거절 사유는 ${max}자 이내로 입력해 주세요.`,
  stateNotAllowed: '지금 상태에서는 할 수 없는 처리입니다.',
  stateOutdated: '신청 상태가 이미 바뀌었습니다. 새로 고친 뒤 다시 시도해 주세요.',
  /** The admin's cancel of a delivered order whose lines are being returned: its stock would come back twice. */
  blocksCancel: '반품·교환 신청이 있는 주문은 취소할 수 없습니다. 반품·교환 메뉴에서 처리해 주세요.',
  /** An alert: 'order 12's return: 승인'. */
  alert: (orderNo: number, type: string, state: string) =>
    `주문(${orderNo})의 ${type} 신청이 ${state} 상태가 되었습니다.`,
  refundAlert: (orderNo: number, amount: number) => `주문(${orderNo})의 반품 환불 ${won(amount)}원이 처리되었습니다.`,
} as const;

/** The mail of each step (the alert's words, with the rejection's reason where there is one). */
export const CLAIM_MAIL_MSG = {
  subject: (type: string, state: string) => `[Scene Shop] ${type} 신청 ${state} 안내`,
  text: (orderNo: number, product: string, type: string, state: string, note: string, url: string) =>
    `주문(${orderNo})의 ${product} ${type} 신청이 ${state} 상태가 되었습니다.\n${note}\n마이페이지의 반품/교환 내역에서 자세한 내용을 볼 수 있습니다: ${url}`,
  html: (orderNo: number, product: string, type: string, state: string, note: string, url: string) =>
    `<p>주문(${orderNo})의 <strong>${product}</strong> ${type} 신청이 <strong>${state}</strong> 상태가 되었습니다.</p><p>${note}</p><p><a href="${url}">마이페이지의 반품/교환 내역</a>에서 자세한 내용을 볼 수 있습니다.</p>`,
  rejected: (reason: string) => `거절 사유: ${reason}`,
  refunded: (amount: number) => `환불 금액: ${won(amount)}원`,
  none: '',
} as const;
