import { z } from 'zod';
import { pageArgs, rowNo } from './common.js';

/** The alerts' categories, stored and answered by these Korean values; 전체 (all) is a filter, not a category. */
export const ALERT_CATEGORY = { ORDER: '주문', COMMUNITY: '커뮤니티', PROMOTION: '프로모션' } as const;

/** Column length of alert.content and alert.path. */
export const ALERT_TEXT_MAX = 300;
/** The alert popup shows 4 a page (§9). */
export const ALERT_PAGE_SIZE = 4;

/** A page of the member's alerts, newest first; no category means all. */
export const alertListArgs = pageArgs(10).extend({ category: z.enum(ALERT_CATEGORY).nullish() });
export type AlertListArgsValue = z.output<typeof alertListArgs>;

/** The documented list call (§7) names the member in its path; a query string has no null. */
export const alertListQuery = alertListArgs.extend({ category: z.enum(ALERT_CATEGORY).optional() });
export const alertMemberRef = z.strictObject({ userNo: rowNo() });
export const alertRef = z.strictObject({ alertNo: rowNo() });

/** A site path an alert leads to, starting with /. */
const sitePath = z
  .string()
  .max(ALERT_TEXT_MAX)
  .regex(/^\/\S*$/)
  .nullish();
const alertText = z.string().min(1).max(ALERT_TEXT_MAX);

/** The admin's alert to one member, in their own words. */
export const sendAlertInput = z.strictObject({
  userNo: rowNo(),
  category: z.enum(ALERT_CATEGORY),
  content: alertText,
  path: sitePath,
});
export type SendAlertInputValue = z.output<typeof sendAlertInput>;

/** The admin's advertisement notification to every member: a text and the site page it leads to. */
export const advertisementInput = z.strictObject({ content: alertText, path: sitePath });
export type AdvertisementInputValue = z.output<typeof advertisementInput>;

/** The old clients' request for the alert of a comment they wrote (`from` is the caller). */
export const commentAlertInput = z.strictObject({ from: rowNo(), commentNo: rowNo() });
export type CommentAlertInputValue = z.output<typeof commentAlertInput>;

/** The same for a follow they made. */
export const followAlertInput = z.strictObject({ from: rowNo(), followeeNo: rowNo() });
export type FollowAlertInputValue = z.output<typeof followAlertInput>;

/** A sold-out size a member asks to be told of when it is back in stock (issue 25's 알림 받기). */
export const restockAlertRef = z.strictObject({ optionNo: rowNo() });
export type RestockAlertRef = z.output<typeof restockAlertRef>;
