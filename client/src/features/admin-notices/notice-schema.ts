import { z } from 'zod';
import type { NoticeCategory } from '../../gql/graphql';
import { MSG } from '../../lib/messages';

/** The seven categories, in the spec's order (admin-console §2 Help). */
export const NOTICE_CATEGORIES = [
  'ORDER_STATUS',
  'PAYMENT',
  'RETURN_REFUND',
  'DELIVERY',
  'PROMOTION_COUPON',
  'PRODUCT_INQUIRY',
  'COMMUNITY',
] as const satisfies readonly NoticeCategory[];

/** §5: title, category and contents are all required, with one message for any of them. */
export const noticeSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, { error: () => MSG.adminNotices.fillAllFields }),
  category: z.enum(NOTICE_CATEGORIES, { error: () => MSG.adminNotices.fillAllFields }),
  contents: z
    .string()
    .trim()
    .min(1, { error: () => MSG.adminNotices.fillAllFields }),
});

export type NoticeValues = z.output<typeof noticeSchema>;
/** What the form holds: the choose-prompt is the empty category. */
export type NoticeFormValues = { title: string; category: NoticeCategory | ''; contents: string };

export const emptyNotice: NoticeFormValues = { title: '', category: '', contents: '' };
