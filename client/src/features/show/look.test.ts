import { describe, expect, it } from 'vitest';
import type { CartItem, CartProduct } from '../../lib/cart-lines';
import { addLook, type LookItem } from './look';

const product = (no: number, over: Partial<CartProduct> = {}): CartProduct => ({
  no,
  name: `상품 ${no}`,
  pic: null,
  price: 10000,
  discountRate: 0,
  stock: 5,
  available: true,
  ...over,
});
const item = (no: number, own: CartProduct | null, alternatives: CartProduct[] = []): LookItem => ({
  no,
  name: `아이템 ${no}`,
  product: own,
  alternatives,
});
const quantities = (cart: CartItem[]) => Object.fromEntries(cart.map((i) => [i.product.no, i.quantity]));

describe('buy the whole look', () => {
  it('adds each buyable product once, and the first alternative where the product is sold out or ended', () => {
    const look = [
      item(1, product(11)),
      item(2, product(12, { stock: 0 }), [product(21, { stock: 0 }), product(22), product(23)]),
      item(3, product(13, { available: false }), [product(31)]),
    ];
    const { cart, lines } = addLook([], look);
    expect(quantities(cart)).toEqual({ 11: 1, 22: 1, 31: 1 });
    expect(lines.map((l) => (l.added ? [l.product.no, l.insteadOf] : l.reason))).toEqual([
      [11, null],
      [22, '상품 12'],
      [31, '상품 13'],
    ]);
    // The cart keeps its own fields only.
    expect(Object.keys(cart[0]!.product).sort()).toEqual(Object.keys(product(1)).sort());
  });

  it("takes the alternative in the shopper's size for a product sold out in it, the product when none is left", () => {
    const look = [
      // On sale in other sizes: the server offers alternatives only because the shopper's size is sold out.
      item(1, product(11), [product(21, { stock: 0 }), product(22)]),
      item(2, product(12), [product(23, { stock: 0 })]),
    ];
    const { cart, lines } = addLook([], look);
    expect(quantities(cart)).toEqual({ 22: 1, 12: 1 });
    expect(lines.map((l) => (l.added ? [l.product.no, l.insteadOf] : l.reason))).toEqual([
      [22, '상품 11'],
      [12, null],
    ]);
  });

  it('says why an item could not go in: no product, nothing in stock, or the cart already holds the stock', () => {
    const scarce = product(40, { stock: 1 });
    const { cart, lines } = addLook(
      [{ product: product(50, { stock: 2 }), quantity: 2 }],
      [
        item(1, null),
        item(2, product(12, { stock: 0 })),
        item(3, product(50, { stock: 2 })),
        item(4, scarce),
        item(5, scarce),
      ],
    );
    expect(lines.map((l) => (l.added ? 'added' : l.reason))).toEqual([
      'noProduct',
      'noStock',
      'atStock',
      'added',
      'atStock',
    ]);
    expect(quantities(cart)).toEqual({ 50: 2, 40: 1 });
  });

  it('merges with what the cart holds, up to the stock', () => {
    const { cart } = addLook(
      [{ product: product(60, { stock: 3 }), quantity: 2 }],
      [item(1, product(60, { stock: 3 }))],
    );
    expect(quantities(cart)).toEqual({ 60: 3 });
  });
});
