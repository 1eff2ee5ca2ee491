import { describe, expect, it } from 'vitest';
import { type CartItem } from '../../../lib/cart-lines';
import { applyServerState } from '../cart-rules';
import { changedProducts } from './cart-check';

const item = (no: number, over: Partial<CartItem['product']> = {}, quantity = 2): CartItem => ({
  product: { no, name: `상품${no}`, pic: null, price: 10000, discountRate: 10, stock: 5, available: true, ...over },
  quantity,
});

const server = (
  no: number,
  over: Partial<{ stock: number; available: boolean; price: number; discountRate: number }> = {},
) => ({
  __typename: 'Product' as const,
  no,
  stock: 5,
  available: true,
  price: 10000,
  discountRate: 10,
  ...over,
});

describe('cart re-check', () => {
  it('applies the stock, the availability and the current price', () => {
    const before = [item(1), item(2), item(3), item(4)];
    const after = applyServerState(before, [
      server(1, { stock: 1 }),
      server(2, { price: 12000 }),
      server(3, { available: false }),
    ]);
    expect(after.map((i) => [i.product.no, i.quantity, i.product.stock, i.product.available, i.product.price])).toEqual(
      [
        [1, 1, 1, true, 10000],
        [2, 2, 5, true, 12000],
        [3, 2, 5, false, 10000],
        [4, 2, 0, false, 10000], // unknown to the server: unavailable
      ],
    );
    expect([...changedProducts(before, after)].sort()).toEqual(['1', '2', '3', '4']);
  });

  it('does not call a mere stock count change a change the member must look at', () => {
    const before = [item(1)];
    expect(changedProducts(before, applyServerState(before, [server(1, { stock: 4 })])).size).toBe(0);
  });
});
