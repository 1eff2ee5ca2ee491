import { describe, expect, it } from 'vitest';
import { discountShares } from './claim-refund.js';

describe("a line's share of the coupon discount", () => {
  it('splits by price and always adds up to the discount', () => {
    expect(discountShares([10000, 20000], 3000)).toEqual([1000, 2000]);
    expect(discountShares([9990, 9990, 9990], 2997)).toEqual([999, 999, 999]);
    const odd = discountShares([3333, 3333, 3334], 1001);
    expect(odd.reduce((a, b) => a + b, 0)).toBe(1001);
    expect(discountShares([5000], 0)).toEqual([0]);
  });
});
