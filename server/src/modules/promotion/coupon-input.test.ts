import { addDays, couponRules } from '@scene-shop/domain';
import { describe, expect, it } from 'vitest';
import { parseInput } from '../../common/input.js';
import { MSG } from '../../common/messages.js';

const TODAY = '2026-02-25';
/** A coupon as the console's form sends it: the rate may be missing. */
interface CouponDraft {
  name: string;
  discountRate?: number | null;
  expiryDate?: string | null;
}

const checkCoupon = (draft: CouponDraft, today: string) =>
  parseInput(
    couponRules(() => today),
    draft,
  );
const problem = (draft: Parameters<typeof checkCoupon>[0]) => {
  try {
    checkCoupon(draft, TODAY);
  } catch (e) {
    return (e as Error).message;
  }
  return null;
};

describe('the coupon rules (admin console §5)', () => {
  it('answers each broken rule with its message, in the order the spec gives them', () => {
    expect(problem({ name: ' ', discountRate: 10 })).toBe(MSG.adminPromotion.couponNameRequired);
    expect(problem({ name: '봄', discountRate: null })).toBe(MSG.adminPromotion.couponRateRequired);
    expect(problem({ name: '봄' })).toBe(MSG.adminPromotion.couponRateRequired);
    expect(problem({ name: '봄', discountRate: -1 })).toBe(MSG.adminPromotion.couponRateNegative);
    expect(problem({ name: '봄', discountRate: 100 })).toBe(MSG.adminPromotion.couponRateTooHigh);
    expect(problem({ name: '봄', discountRate: 2.5 })).toBe(MSG.common.badInput);
    expect(problem({ name: '봄', discountRate: 10, expiryDate: '2026-02-24' })).toBe(MSG.adminPromotion.couponExpired);
    expect(problem({ name: '봄', discountRate: 10, expiryDate: '2026-02-30' })).toBe(MSG.common.badInput);
    expect(problem({ name: '봄', discountRate: 10, expiryDate: 'tomorrow' })).toBe(MSG.common.badInput);
  });

  it('accepts 0 and 99, today as the last day, and fills an empty expiry with 7 days from today', () => {
    expect(checkCoupon({ name: ' 봄 ', discountRate: 0, expiryDate: TODAY }, TODAY)).toEqual({
      name: '봄',
      discountRate: 0,
      expiryDate: TODAY,
    });
    expect(checkCoupon({ name: '봄', discountRate: 99, expiryDate: '' }, TODAY).expiryDate).toBe('2026-03-04');
    expect(checkCoupon({ name: '봄', discountRate: 99, expiryDate: null }, TODAY).expiryDate).toBe('2026-03-04');
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2028-02-25', 7)).toBe('2028-03-03');
  });
});
