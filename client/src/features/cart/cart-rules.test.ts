import { describe, expect, it } from 'vitest';
import { addItem } from '../../lib/cart-add';
import { cartTotal, lineKey, lineTotal, needsSize, type CartProduct } from '../../lib/cart-lines';
import { applyServerState, isOrderable, removeItems, setOption, setQuantity } from './cart-rules';

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
    expect(setQuantity(items, '1', 0)[0]!.quantity).toBe(1);
    expect(setQuantity(items, '1', 9)[0]!.quantity).toBe(3);
    expect(setQuantity(items, '1', 2)[0]!.quantity).toBe(2);
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
    expect(removeItems(items, ['1']).map((i) => i.product.no)).toEqual([2]);
  });

  it('keeps each size of a product as its own line, priced with its difference and capped by its own stock', () => {
    const s = { no: 11, label: 'S', stock: 2, priceDelta: 0 };
    const xl = { no: 14, label: 'XL', stock: 5, priceDelta: 3000 };
    let items = addItem([], product({ stock: 7 }), 3, s);
    items = addItem(items, product({ stock: 7 }), 1, xl);
    items = addItem(items, product({ stock: 7 }), 1, s);
    expect(items.map((i) => [lineKey(i), i.quantity])).toEqual([
      ['1:11', 2],
      ['1:14', 1],
    ]);
    expect(lineTotal(items[1]!)).toBe(16915 + 3000);
    const checked = applyServerState(items, [
      { no: 1, stock: 5, available: true, price: 19900, discountRate: 15, options: [{ ...s, stock: 0 }, xl] },
    ]);
    expect(checked.map(isOrderable)).toEqual([false, true]);
    expect(removeItems(checked, ['1:11']).map(lineKey)).toEqual(['1:14']);
  });

  it('asks for a size on a line added without one, and gives a one-size product its only size', () => {
    const sizes = [
      { no: 21, label: 'M', stock: 4, priceDelta: 0 },
      { no: 22, label: 'L', stock: 0, priceDelta: 0 },
    ];
    const look = applyServerState(addItem([], product(), 1), [
      { no: 1, stock: 4, available: true, price: 19900, discountRate: 15, options: sizes },
    ]);
    expect(needsSize(look[0]!)).toBe(true);
    expect(isOrderable(look[0]!)).toBe(false);
    const chosen = setOption(look, '1', sizes[0]!);
    expect(chosen.map(lineKey)).toEqual(['1:21']);
    expect(isOrderable(chosen[0]!)).toBe(true);
    const free = applyServerState(addItem([], product({ no: 3 }), 1), [
      { no: 3, stock: 9, available: true, price: 5000, discountRate: 0, options: [{ ...sizes[0]!, label: 'FREE' }] },
    ]);
    expect(free[0]!.option).toMatchObject({ label: 'FREE' });
  });
});
