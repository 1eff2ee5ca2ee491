import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { ColorFamily, ProductCategory } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { checkProduct, parseInteger } from './admin-product.rules.js';

const valid = {
  name: '셔츠',
  price: 10000,
  contents: '면 셔츠',
  category: ProductCategory.TOP,
  stock: 3,
  discountRate: 10,
};
const m = MSG.adminProduct;

describe('product rules (admin-console §5)', () => {
  it('reads numbers as integers the way the form does', () => {
    expect(parseInteger('12')).toBe(12);
    expect(parseInteger(' 12abc')).toBe(12);
    expect(parseInteger(12.9)).toBe(12);
    expect(parseInteger('abc')).toBeNull();
    expect(parseInteger('')).toBeNull();
    expect(parseInteger(null)).toBeNull();
  });

  it('answers each rule of the add form with its English text', () => {
    const cases: [object, string][] = [
      [{ name: '  ' }, m.nameRequired],
      [{ price: 0 }, m.priceInvalid],
      [{ price: null }, m.priceInvalid],
      [{ contents: '' }, m.contentsRequired],
      [{ category: null }, m.categoryRequired],
      [{ stock: null }, m.stockInvalid],
      [{ stock: -1 }, m.stockInvalid],
      [{ discountRate: 101 }, m.discountRateInvalid],
      [{ discountRate: -1 }, m.discountRateInvalid],
    ];
    for (const [change, message] of cases)
      expect(() => checkProduct({ ...valid, ...change }, 'create'), message).toThrow(message);
  });

  it('answers the edit form’s stock and rate rules in Korean', () => {
    expect(() => checkProduct({ ...valid, stock: -1 }, 'update')).toThrow(m.editStockInvalid);
    expect(() => checkProduct({ ...valid, discountRate: 150 }, 'update')).toThrow(m.editDiscountRateInvalid);
  });

  it('keeps the colour family only when the form sends one (null clears it) and refuses an unknown one', () => {
    expect(checkProduct(valid, 'update')).not.toHaveProperty('colorFamily');
    expect(checkProduct({ ...valid, colorFamily: ColorFamily.PINK }, 'create').colorFamily).toBe(ColorFamily.PINK);
    expect(checkProduct({ ...valid, colorFamily: null }, 'update').colorFamily).toBeNull();
    expect(() => checkProduct({ ...valid, colorFamily: 'teal' as ColorFamily }, 'create')).toThrow(MSG.common.badInput);
  });

  it('keeps valid fields, trimmed, with a missing rate as 0 and the bounds 0 and 100 allowed', () => {
    expect(checkProduct({ ...valid, name: ' 셔츠 ', discountRate: null }, 'create')).toEqual({
      ...valid,
      discountRate: 0,
    });
    expect(checkProduct({ ...valid, stock: 0, discountRate: 100 }, 'update')).toMatchObject({
      stock: 0,
      discountRate: 100,
    });
  });
});
