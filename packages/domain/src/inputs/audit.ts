import { z } from 'zod';
import { INT_MAX, pageArgs } from './common.js';

/** What the console changes and keeps a history of. */
export const AUDIT_SUBJECT = {
  PRODUCT: 'PRODUCT',
  ORDER: 'ORDER',
  NOTICE: 'NOTICE',
  COUPON: 'COUPON',
  ADVERTISEMENT: 'ADVERTISEMENT',
  POPUP: 'POPUP',
  POST: 'POST',
  SHOW: 'SHOW',
  CHARACTER: 'CHARACTER',
  STYLE: 'STYLE',
  ITEM: 'ITEM',
  CLAIM: 'CLAIM',
} as const;

/** One row's history, or (without a row number, or with 0) all rows of a kind: a page, newest first. */
export const auditTrailArgs = pageArgs(10).extend({
  subject: z.enum(AUDIT_SUBJECT),
  subjectNo: z.int().min(0).max(INT_MAX).nullish(),
});
export type AuditTrailArgsValue = z.output<typeof auditTrailArgs>;
