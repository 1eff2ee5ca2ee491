/** The admin console: the payments' reconciliation with Toss Payments (issue 26). */
import { localized } from '../i18n/localized.js';

export const adminPayments = /* @__PURE__ */ localized('adminPayments', {
  title: '결제 대사',
  link: '결제 대사 보기',
  backToOrders: '주문 관리로 돌아가기',
  day: '대사할 날짜',
  run: '대사 실행',
  running: '대사 중…',
  failed: '대사를 실행하지 못했습니다.',
  loading: '대사 결과를 불러오는 중…',
  loadError: '대사 결과를 불러오지 못했습니다.',
  empty: '아직 대사한 날짜가 없습니다.',
  checked: (time: string) => `${time} 확인`,
  noDifferences: '차이가 없습니다.',
  differences: (n: number) => `차이 ${n}건`,
  orderNo: '주문번호',
  kind: '항목',
  shop: '쇼핑몰 기록',
  provider: '결제사 기록',
  applied: '쇼핑몰에 반영',
  yes: '반영함',
  no: '확인 필요',
  kinds: {
    status: '결제 상태',
    cancelled: '환불 금액',
    amount: '결제 금액',
    missing: '결제사 기록 없음',
    unreachable: '결제사 연결 실패',
    lateRefund: '해제된 주문의 결제 자동 환불',
  },
} as const);
