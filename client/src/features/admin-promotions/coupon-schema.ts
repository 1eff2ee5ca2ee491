import { z } from 'zod';
import { seoulDay } from '../../lib/format';
import { MSG } from '../../lib/messages';

/** Admin console §9: a coupon without an expiry is valid for 7 days from today. */
export const COUPON_DEFAULT_DAYS = 7;

export interface CouponFormValues {
  name: string;
  discountRate: string;
  expiryDate: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in Korea as YYYY-MM-DD, the date input's minimum (the server judges expiry in Korea time too). */
export function koreaToday(now = new Date()): string {
  const { year, month, day } = seoulDay(now);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The calendar day `days` after a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The §5 coupon rules, checked in the spec's order: the rate is required, 0 or more and below 100 (parsed as an
 * integer); an empty expiry becomes 7 days from today; a past one is refused. The output is the mutation's input.
 */
export function couponSchema(today: string) {
  const m = MSG.adminPromotions.couponForm;
  return z
    .object({
      name: z.string().trim().min(1, m.nameRequired),
      discountRate: z
        .string()
        .trim()
        .min(1, m.rateRequired)
        .transform((s) => Number.parseInt(s, 10))
        .refine((n) => Number.isFinite(n), m.rateRequired)
        .refine((n) => n >= 0, m.rateNegative)
        .refine((n) => n < 100, m.rateTooHigh),
      expiryDate: z
        .string()
        .transform((s) => s.trim() || addDays(today, COUPON_DEFAULT_DAYS))
        .refine((s) => s >= today, m.expired),
    })
    .strict();
}
