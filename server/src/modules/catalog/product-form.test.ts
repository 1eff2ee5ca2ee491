import { describe, expect, it } from 'vitest';
import { formNumbers, parseInteger } from './product-form.js';

describe('the documented product calls’ numbers (admin-console §5)', () => {
  it('reads numbers as integers the way the form does', () => {
    expect(parseInteger('12')).toBe(12);
    expect(parseInteger(' 12abc')).toBe(12);
    expect(parseInteger(12.9)).toBe(12);
    expect(parseInteger('abc')).toBeNull();
    expect(parseInteger('')).toBeNull();
    expect(parseInteger(null)).toBeNull();
  });

  it('reads only the price, the stock and the rate, leaving the rest to the schema', () => {
    expect(formNumbers({ name: '12', price: '39000', stock: 3.7, discountRate: '' })).toEqual({
      name: '12',
      price: 39000,
      stock: 3,
      discountRate: null,
    });
  });
});
