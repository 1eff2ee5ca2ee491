import { msg } from '@scene-shop/domain';
import { badInput } from '../../common/errors.js';

/** Admin console §9: a coupon issued without an expiry is valid for 7 days from today. */
export const COUPON_DEFAULT_DAYS = 7;
export const COUPON_NAME_MAX = 100;

export interface CouponDraft {
  name: string;
  discountRate?: number | null;
  /** YYYY-MM-DD; empty or absent means the default validity. */
  expiryDate?: string | null;
}

export interface CouponValues {
  name: string;
  discountRate: number;
  expiryDate: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day `days` after `day` (both YYYY-MM-DD), computed in UTC so no time zone shifts it. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const isRealDay = (day: string) => DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/**
 * The §5 coupon rules in the spec's order, against `today` (Korea time): a rate is required, 0 or more and below
 * 100; an empty expiry becomes today + 7 days; a past expiry is refused. The first broken rule answers.
 */
export function checkCoupon(draft: CouponDraft, today: string): CouponValues {
  const name = draft.name.trim();
  if (!name) throw badInput(msg('adminPromotion.couponNameRequired'), 'name');
  if (name.length > COUPON_NAME_MAX) throw badInput(msg('common.badInput'), 'name');
  const rate = draft.discountRate;
  if (rate === null || rate === undefined) throw badInput(msg('adminPromotion.couponRateRequired'), 'discountRate');
  if (!Number.isInteger(rate)) throw badInput(msg('common.badInput'), 'discountRate');
  if (rate < 0) throw badInput(msg('adminPromotion.couponRateNegative'), 'discountRate');
  if (rate >= 100) throw badInput(msg('adminPromotion.couponRateTooHigh'), 'discountRate');
  const expiry = draft.expiryDate?.trim() || addDays(today, COUPON_DEFAULT_DAYS);
  if (!isRealDay(expiry)) throw badInput(msg('common.badInput'), 'expiryDate');
  if (expiry < today) throw badInput(msg('adminPromotion.couponExpired'), 'expiryDate');
  return { name, discountRate: rate, expiryDate: expiry };
}
