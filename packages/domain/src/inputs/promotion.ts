import { z } from 'zod';
import { issue } from '../keys.js';
import { pageArgs, rowNo, rowRef, type PageArgsValue } from './common.js';
import { addDays, calendarDay, koreaToday } from './korea-day.js';

export { addDays, koreaToday };

/** Admin console §5: a coupon issued without an expiry is valid for 7 days from today. */
export const COUPON_DEFAULT_DAYS = 7;
export const COUPON_NAME_MAX = 100;
/** Admin console §9: the coupon table holds 8 a page, the popup table 3. */
export const COUPON_PAGE_SIZE = 8;
export const POPUP_PAGE_SIZE = 3;

const nameRequired = issue('adminPromotion.couponNameRequired');
const rateRequired = issue('adminPromotion.couponRateRequired');
const badInput = issue('common.badInput');

/**
 * The §5 coupon rules in the spec's order, against the day `today` gives (Korea time): a name; a rate, required,
 * 0 or more and below 100; an empty expiry becomes today + 7 days, a past one is refused. The first broken rule
 * answers.
 */
export const couponRules = (today: () => string) =>
  z.strictObject({
    name: z.string({ error: nameRequired }).trim().min(1, nameRequired).max(COUPON_NAME_MAX, badInput),
    discountRate: z
      // A missing rate is the spec's 'enter a rate'; any other type mismatch is bad input.
      .int({ error: (problem) => (problem.input == null ? rateRequired : undefined) })
      .min(0, issue('adminPromotion.couponRateNegative'))
      .max(99, issue('adminPromotion.couponRateTooHigh')),
    /** YYYY-MM-DD; empty or absent means the default validity. */
    expiryDate: z
      .string()
      .trim()
      .nullish()
      .transform((day, ctx) => {
        const on = today();
        if (!day) return addDays(on, COUPON_DEFAULT_DAYS);
        if (!calendarDay().safeParse(day).success) ctx.issues.push({ code: 'custom', message: badInput, input: day });
        else if (day < on)
          ctx.issues.push({ code: 'custom', message: issue('adminPromotion.couponExpired'), input: day });
        return day;
      }),
  });

/** Issuing a coupon, against today in Korea. */
export const couponInput = couponRules(koreaToday);
export type CouponInputValue = z.output<typeof couponInput>;

/** The coupon table: every coupon, or only those still valid today. */
export const adminCouponsArgs = pageArgs(COUPON_PAGE_SIZE).extend({ activeOnly: z.boolean().default(false) });
export type AdminCouponsArgsValue = z.output<typeof adminCouponsArgs>;

/** A member a documented coupon path names (the caller, or any member for the admin). */
export const couponMemberRef = z.strictObject({ userNo: rowNo() });
export type CouponMemberRef = z.output<typeof couponMemberRef>;

/** A member's usable coupons, a page at a time. */
export type MemberCouponsArgsValue = PageArgsValue & CouponMemberRef;

/** The three guide-path kinds of §2: the product list, one product's page, one show's (character) page. */
export const POPUP_PATH = /^\/user\/shop\/productlist(\/detail\/[1-9]\d{0,9})?$|^\/user\/main\/sub\/[1-9]\d{0,9}$/;

/** A popup's guide path (§5): a kind chosen, and for a product or a show, its target. */
export const popupInput = z.strictObject({
  path: z
    .string({ error: badInput })
    .regex(/\S/, issue('adminPromotion.popupPathTypeRequired'))
    .regex(POPUP_PATH, issue('adminPromotion.popupTargetRequired')),
});
export type PopupInputValue = z.output<typeof popupInput>;

/** Shows or hides a popup on the home page. */
export const popupShownInput = rowRef.extend({ isShow: z.boolean() });
export type PopupShownInputValue = z.output<typeof popupShownInput>;

/** PUT /admin/popup/{no}/status: shown or not as `status`. */
export const popupStatusBody = z.strictObject({ status: popupShownInput.shape.isShow });

/** What an advertisement or a popup leads to (besides the product list, which needs no target). */
export const PROMOTION_TARGET_TYPE = { PRODUCT: 'product', SHOW: 'show' } as const;

/** The header search's bound on a term, which the target autocomplete shares. */
export const PROMOTION_TERM_MAX = 50;

/** Products on sale or shows matching a term; a blank term finds nothing. No NUL: PostgreSQL text cannot hold one. */
export const promotionTargetArgs = z.strictObject({
  type: z.enum(PROMOTION_TARGET_TYPE),
  term: z
    .string()
    .trim()
    .max(PROMOTION_TERM_MAX)
    .refine((term) => !term.includes('\0')),
});
export type PromotionTargetArgsValue = z.output<typeof promotionTargetArgs>;
