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

/** Length of popup.path. */
export const POPUP_PATH_MAX = 300;

/** The WHATWG URL parser of every runtime the package runs in (browsers, Node); its lib has neither's types. */
declare const URL: new (text: string, base: string) => { origin: string; pathname: string };

/** An origin no link of ours has: a path read against it that leaves it leads out of the shop. */
const SHOP = 'https://shop.invalid';

/**
 * A path inside the shop, query and fragment included (`/user/shop/productlist?category=상의`): it starts with `/`
 * and, read as a browser reads a link, stays on the shop's origin, so no `//host`, `/\host` or scheme such as
 * `javascript:`. No spaces or control characters either: a browser drops some of them (`/\t/host` leaves the shop).
 */
export function isShopPath(text: string): boolean {
  if (!text.startsWith('/') || /[\s\p{Cc}]/u.test(text)) return false;
  try {
    return new URL(text, SHOP).origin === SHOP;
  } catch {
    return false;
  }
}

/** The guide-path kinds of §2 that lead to one target: a product's page, a show's (character) page. */
const TARGET_PAGE = /^\/user\/(shop\/productlist\/detail|main\/sub)(\/|$)/;
const TARGET_NAMED = /^\/user\/(shop\/productlist\/detail|main\/sub)\/[1-9]\d{0,9}$/;

/** A shop path to a product's or a show's page names which one (§5: a target must be chosen). */
const namesItsTarget = (text: string): boolean => {
  const { pathname } = new URL(text, SHOP);
  return !TARGET_PAGE.test(pathname) || TARGET_NAMED.test(pathname);
};

/**
 * A popup's guide path (§5): a kind chosen (not blank), a path inside the shop, and for a product's or a show's
 * page, its target. Any other page of the shop may be linked too, with its query and fragment. The first broken rule
 * answers.
 */
export const popupPath = z
  .string({ error: badInput })
  .regex(/\S/, { error: issue('adminPromotion.popupPathTypeRequired'), abort: true })
  .max(POPUP_PATH_MAX, { error: badInput, abort: true })
  .refine(isShopPath, { error: issue('adminPromotion.popupPathOutside'), abort: true })
  .refine(namesItsTarget, issue('adminPromotion.popupTargetRequired'));

export const popupInput = z.strictObject({ path: popupPath });
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
