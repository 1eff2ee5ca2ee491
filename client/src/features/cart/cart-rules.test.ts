import { describe, expect, it } from 'vitest';
import { addItem } from '../../lib/cart-add';
import { cartTotal, lineTotal, type CartProduct } from '../../lib/cart-lines';
import { applyServerState, isOrderable, removeItems, setQuantity } from './cart-rules';

const product = (over: Partial<CartProduct> = {}): CartProduct => ({
  no: 1,
  name: '셔츠',
  pic: null,
  price: 19900,
  discountRate: 15,
  stock: 3,
  available: true,
  ...over,
});

describe('cart rules', () => {
  it('merges the same product and caps the quantity at the stock', () => {
    let items = addItem([], product(), 2);
    items = addItem(items, product(), 2);
    expect(items).toEqual([{ product: product(), quantity: 3 }]);
    items = addItem(items, product({ no: 2 }), 1);
    expect(items.map((i) => [i.product.no, i.quantity])).toEqual([
      [1, 3],
      [2, 1],
    ]);
  });

  it('does not add a sold-out or discontinued product', () => {
    expect(addItem([], product({ stock: 0 }), 1)).toEqual([]);
    expect(addItem([], product({ available: false }), 1)).toEqual([]);
  });

  it('keeps quantities within 1..stock', () => {
    const items = addItem([], product(), 1);
    expect(setQuantity(items, 1, 0)[0]!.quantity).toBe(1);
    expect(setQuantity(items, 1, 9)[0]!.quantity).toBe(3);
    expect(setQuantity(items, 1, 2)[0]!.quantity).toBe(2);
  });

  it('applies the server state: stock lowers quantities, prices update, unknown products become unavailable', () => {
    const items = [...addItem([], product(), 3), ...addItem([], product({ no: 2 }), 1)];
    const checked = applyServerState(items, [{ no: 1, stock: 2, available: true, price: 21000, discountRate: 10 }]);
    expect(checked[0]!.product).toMatchObject({ price: 21000, discountRate: 10 });
    expect(checked[0]).toMatchObject({ quantity: 2, product: { stock: 2 } });
    expect(checked[1]).toMatchObject({ product: { available: false, stock: 0 } });
    expect(checked.map(isOrderable)).toEqual([true, false]);
  });

  it('totals at the discounted price', () => {
    const items = addItem(addItem([], product(), 2), product({ no: 2, price: 10000, discountRate: 0 }), 1);
    expect(lineTotal(items[0]!)).toBe(16915 * 2);
    expect(cartTotal(items)).toBe(16915 * 2 + 10000);
    expect(removeItems(items, [1]).map((i) => i.product.no)).toEqual([2]);
  });
});
