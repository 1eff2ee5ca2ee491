import { z } from 'zod';
import { issue } from '../keys.js';
import { pageArgs } from './common.js';

/** The help notices' categories (admin console §2), stored and answered by these Korean values. */
export const NOTICE_CATEGORY = {
  ORDER_STATUS: '주문상태',
  PAYMENT: '결제',
  RETURN_REFUND: '반품/환불',
  DELIVERY: '배송',
  PROMOTION_COUPON: '프로모션/쿠폰',
  PRODUCT_INQUIRY: '상품문의',
  COMMUNITY: '커뮤니티',
} as const;

/** Column lengths of notice.title and the bound on a notice's text. */
export const NOTICE_TITLE_MAX = 200;
export const NOTICE_CONTENTS_MAX = 10_000;

const fieldsRequired = issue('adminNotice.fieldsRequired');
const noticeText = (max: number) =>
  z.string({ error: fieldsRequired }).trim().min(1, fieldsRequired).max(max, issue('common.badInput'));

/** Admin console §5, adding or editing: title, category and contents are all required (blank counts as missing). */
export const noticeInput = z.strictObject({
  title: noticeText(NOTICE_TITLE_MAX),
  category: z.enum(NOTICE_CATEGORY, { error: fieldsRequired }),
  contents: noticeText(NOTICE_CONTENTS_MAX),
});
export type NoticeInputValue = z.output<typeof noticeInput>;

/** The notices list: a page, of one category or of all. */
export const noticeListArgs = pageArgs(10).extend({ category: z.enum(NOTICE_CATEGORY).nullish() });
export type NoticeListArgsValue = z.output<typeof noticeListArgs>;
