import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../lib/cart-lines';
import { orderAmounts, placeOrderInput } from './order-pricing';

const item = (no: number, price: number, discountRate: number, quantity: number): CartItem => ({
  product: { no, name: `상품${no}`, pic: null, price, discountRate, stock: 10, available: true },
  quantity,
});

describe('order pricing', () => {
  // 19,900원 at 15% is 16,915원; three of them 50,745원; a 15% coupon is 7,611.75 → 7,612원 (rounded as the server does).
  const items = [item(1, 19900, 15, 3), item(2, 10000, 0, 1)];

  it('takes the coupon percentage of the total, rounded to whole won', () => {
    expect(orderAmounts(items, 15)).toEqual({ total: 60745, discount: 9112, pay: 51633 });
    expect(orderAmounts([items[0]!], 15)).toEqual({ total: 50745, discount: 7612, pay: 43133 });
    expect(orderAmounts(items, null)).toEqual({ total: 60745, discount: 0, pay: 60745 });
  });

  it('sends line totals at the discounted unit price, the coupon number and the amount to pay', () => {
    expect(placeOrderInput(items, { no: 8, discountRate: 15 })).toEqual({
      totalAmount: 51633,
      couponNo: 8,
      items: [
        { productNo: 1, quantity: 3, resultPrice: 50745 },
        { productNo: 2, quantity: 1, resultPrice: 10000 },
      ],
    });
    expect(placeOrderInput(items, null).couponNo).toBeNull();
  });
});
