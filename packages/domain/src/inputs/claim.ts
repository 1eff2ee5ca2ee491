import { z } from 'zod';
import { issue } from '../keys.js';
import { pageArgs, rowNo, rowRef } from './common.js';
import { refundAccountInput } from './payment.js';

/**
 * Returns and exchanges (issue 25): a claim is its own record on one order line, beside the order, whose documented
 * states (주문접수, 배송중, 배송완료, 주문취소) never change for it. Stored and answered by these English values; the
 * Korean names are the catalogue's (`claim.types.*`, `claim.states.*`, `claim.reasons.*`).
 */
export const CLAIM_TYPE = { RETURN: 'RETURN', EXCHANGE: 'EXCHANGE' } as const;
export type ClaimType = (typeof CLAIM_TYPE)[keyof typeof CLAIM_TYPE];

/** 요청 → 승인 or 거절 → 수거완료 → 환불완료 (a return) or 교환발송 (an exchange). */
export const CLAIM_STATE = {
  REQUESTED: 'REQUESTED',
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
  RECEIVED: 'RECEIVED',
  REFUNDED: 'REFUNDED',
  EXCHANGE_SENT: 'EXCHANGE_SENT',
} as const;
export type ClaimState = (typeof CLAIM_STATE)[keyof typeof CLAIM_STATE];

/** Why the member sends the line back: the list the form offers. */
export const CLAIM_REASON = {
  CHANGED_MIND: 'CHANGED_MIND',
  SIZE: 'SIZE',
  DEFECT: 'DEFECT',
  WRONG_ITEM: 'WRONG_ITEM',
  LATE: 'LATE',
  OTHER: 'OTHER',
} as const;
export type ClaimReason = (typeof CLAIM_REASON)[keyof typeof CLAIM_REASON];

export const CLAIM_TEXT_MAX = 500;
export const CLAIM_PHOTOS_MAX = 3;
export const CLAIM_REJECT_REASON_MAX = 200;

/** A member's request on one of their delivered lines; an exchange names the option it wants instead. */
export const claimInput = z
  .strictObject({
    orderProductNo: rowNo(),
    type: z.enum(CLAIM_TYPE),
    reason: z.enum(CLAIM_REASON, { error: issue('claim.reasonRequired') }),
    text: z.string().trim().max(CLAIM_TEXT_MAX, issue('claim.textTooLong', CLAIM_TEXT_MAX)).default(''),
    optionNo: rowNo().nullish(),
    /** A return of a line paid into a virtual account: where its refund goes (Toss pays it to no card). */
    refundAccount: refundAccountInput.nullish(),
  })
  .superRefine((claim, ctx) => {
    if (claim.type === CLAIM_TYPE.EXCHANGE && !claim.optionNo) {
      ctx.addIssue({ code: 'custom', path: ['optionNo'], message: issue('claim.optionRequired') });
    }
    if (claim.type === CLAIM_TYPE.RETURN && claim.optionNo) {
      ctx.addIssue({ code: 'custom', path: ['optionNo'], message: issue('claim.optionInvalid') });
    }
    if (claim.type === CLAIM_TYPE.EXCHANGE && claim.refundAccount) {
      ctx.addIssue({ code: 'custom', path: ['refundAccount'], message: issue('payment.refundAccount.exchange') });
    }
  });
export type ClaimInputValue = z.output<typeof claimInput>;

/** The admin refuses a request, saying why (the member reads it). */
export const claimRejection = rowRef.extend({
  reason: z
    .string()
    .trim()
    .min(1, issue('claim.rejectReasonRequired'))
    .max(CLAIM_REJECT_REASON_MAX, issue('claim.rejectReasonTooLong', CLAIM_REJECT_REASON_MAX)),
});
export type ClaimRejectionValue = z.output<typeof claimRejection>;

/** PUT /api/admin/claims/{no}/reject: the reason. */
export const claimRejectionBody = claimRejection.pick({ reason: true }).strict();

/**
 * The console's retry of a return's refund; for a virtual account paid into, with another account than the member's
 * (one Toss refused).
 */
export const claimRefundRetry = rowRef.extend({ refundAccount: refundAccountInput.nullish() });
export type ClaimRefundRetryValue = z.output<typeof claimRefundRetry>;

/** PUT /api/admin/claims/{no}/refund: an optional JSON body with the refund account. */
export const claimRefundRetryBody = z.strictObject({ refundAccount: refundAccountInput.optional() });

/** The console's list: a page of claims, newest first, narrowed by state, type and order. */
export const adminClaimFilter = z.strictObject({
  state: z.enum(CLAIM_STATE).nullish(),
  type: z.enum(CLAIM_TYPE).nullish(),
  orderNo: rowNo().nullish(),
});
export type AdminClaimFilterValue = z.output<typeof adminClaimFilter>;
export const adminClaimsArgs = pageArgs(10).extend(adminClaimFilter.shape);
export type AdminClaimsArgsValue = z.output<typeof adminClaimsArgs>;

/** The member's own claims, newest first. */
export const myClaimsArgs = pageArgs(10);
