import { describe, expect, it } from 'vitest';
import { couponDiscount } from '@scene-shop/domain';
import { mergeItems, priceLine } from './order-pricing.js';

describe('order pricing', () => {
  it('prices a line at the rounded discounted unit price', () => {
    expect(priceLine(1, 3, 19900, 15)).toEqual({ productNo: 1, quantity: 3, unitPrice: 16915, price: 50745 });
    expect(priceLine(1, 2, 10010, 5)).toMatchObject({ unitPrice: 9510, price: 19020 });
  });

  it('takes the coupon as a rounded percentage of the total', () => {
    expect(couponDiscount(50745, 10)).toBe(5075);
    expect(couponDiscount(0, 30)).toBe(0);
  });

  it('merges repeated products and orders them by number', () => {
    const merged = mergeItems([
      { productNo: 9, quantity: 1, resultPrice: 100 },
      { productNo: 2, quantity: 1, resultPrice: 50 },
      { productNo: 9, quantity: 2, resultPrice: 200 },
    ]);
    expect(merged).toEqual([
      { productNo: 2, quantity: 1, resultPrice: 50 },
      { productNo: 9, quantity: 3, resultPrice: 300 },
    ]);
  });
});
