import { describe, expect, it } from 'vitest';
import { koreanText, readIssue } from '../catalogue.js';
import { SERVER_MSG } from '../server-messages.js';
import { COLOR_FAMILY, PRODUCT_CATEGORY, productEditInput, productInput } from './catalog.js';

const valid = {
  name: '셔츠',
  price: 10000,
  contents: '면 셔츠',
  category: PRODUCT_CATEGORY.TOP,
  stock: 3,
  discountRate: 10,
};
const m = SERVER_MSG.adminProduct;

/** The text of the first rule a product breaks (the common text for a value that is no rule's). */
function broken(schema: typeof productInput | typeof productEditInput, value: object): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const message = readIssue(result.error.issues[0]!.message);
  return message ? koreanText(message) : SERVER_MSG.common.badInput;
}

describe('product rules (admin-console §5)', () => {
  it('answers each rule of the add form with its text', () => {
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
    for (const [change, message] of cases) expect(broken(productInput, { ...valid, ...change }), message).toBe(message);
  });

  it('answers the edit form’s stock and rate rules in Korean', () => {
    expect(broken(productEditInput, { ...valid, stock: -1 })).toBe(m.editStockInvalid);
    expect(broken(productEditInput, { ...valid, discountRate: 150 })).toBe(m.editDiscountRateInvalid);
  });

  it('keeps the colour family only when the form sends one (null clears it) and refuses an unknown one', () => {
    expect(productEditInput.parse(valid)).not.toHaveProperty('colorFamily');
    expect(productInput.parse({ ...valid, colorFamily: COLOR_FAMILY.PINK }).colorFamily).toBe(COLOR_FAMILY.PINK);
    expect(productEditInput.parse({ ...valid, colorFamily: null }).colorFamily).toBeNull();
    expect(broken(productInput, { ...valid, colorFamily: 'teal' })).toBe(SERVER_MSG.common.badInput);
  });

  it('keeps valid fields, trimmed, with a missing rate as 0 and the bounds 0 and 100 allowed', () => {
    expect(productInput.parse({ ...valid, name: ' 셔츠 ', discountRate: null })).toEqual({
      ...valid,
      discountRate: 0,
    });
    expect(productEditInput.parse({ ...valid, stock: 0, discountRate: 100 })).toMatchObject({
      stock: 0,
      discountRate: 100,
    });
  });
});
