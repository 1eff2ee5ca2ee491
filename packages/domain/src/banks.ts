/**
 * The banks a refund may go to, by Toss Payments' bank codes (the `bank` of `refundReceiveAccount`), with their
 * Korean names as a member knows them (proper names: the same in every language) and the short name a masked
 * account shows ('국민 ****5678').
 */
export const REFUND_BANKS = [
  { code: '06', name: 'KB국민은행', short: '국민' },
  { code: '88', name: '신한은행', short: '신한' },
  { code: '20', name: '우리은행', short: '우리' },
  { code: '81', name: '하나은행', short: '하나' },
  { code: '11', name: 'NH농협은행', short: '농협' },
  { code: '12', name: '단위농협', short: '단위농협' },
  { code: '03', name: 'IBK기업은행', short: '기업' },
  { code: '02', name: 'KDB산업은행', short: '산업' },
  { code: '07', name: 'Sh수협은행', short: '수협' },
  { code: '23', name: 'SC제일은행', short: 'SC제일' },
  { code: '27', name: '씨티은행', short: '씨티' },
  { code: '90', name: '카카오뱅크', short: '카카오뱅크' },
  { code: '89', name: '케이뱅크', short: '케이뱅크' },
  { code: '92', name: '토스뱅크', short: '토스뱅크' },
  { code: '31', name: 'iM뱅크(대구)', short: 'iM뱅크' },
  { code: '32', name: '부산은행', short: '부산' },
  { code: '39', name: '경남은행', short: '경남' },
  { code: '34', name: '광주은행', short: '광주' },
  { code: '37', name: '전북은행', short: '전북' },
  { code: '35', name: '제주은행', short: '제주' },
  { code: '71', name: '우체국예금보험', short: '우체국' },
  { code: '45', name: '새마을금고', short: '새마을' },
  { code: '48', name: '신협', short: '신협' },
  { code: '50', name: '저축은행중앙회', short: '저축은행' },
  { code: '64', name: '산림조합', short: '산림조합' },
  { code: '54', name: '홍콩상하이은행', short: 'HSBC' },
] as const;

export type RefundBankCode = (typeof REFUND_BANKS)[number]['code'];

export const REFUND_BANK_CODES = REFUND_BANKS.map((b) => b.code) as [RefundBankCode, ...RefundBankCode[]];

/** An account as it may be shown anywhere: the bank's short name and the number's last four digits ('국민 ****5678'). */
export function maskRefundAccount(account: { bank: string; accountNumber: string }): string {
  const bank = REFUND_BANKS.find((b) => b.code === account.bank)?.short ?? account.bank;
  return `${bank} ****${account.accountNumber.slice(-4)}`;
}
