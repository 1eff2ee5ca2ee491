import { afterEach, describe, expect, it } from 'vitest';
import { formatWon } from '../../lib/format';
import { chooseLanguage } from '../../lib/i18n/choose-language';
import { axisTicks, compactNumber, countTick, formatChange, formatPercent, percentChange } from './figures';

describe('the figures', () => {
  afterEach(() => chooseLanguage('ko'));

  it('shows won beyond 2^31 exactly in the tables', () => {
    expect(formatWon(7_000_000_123)).toBe('7,000,000,123원');
    expect(formatWon(2 ** 53 - 1)).toBe('9,007,199,254,740,991원');
  });

  it('abbreviates axis ticks with 만 and 억 in Korean, and the language’s own way otherwise', async () => {
    expect([0, 950, 12_000, 1_500_000, 300_000_000, 7_000_000_123].map(compactNumber)).toEqual([
      '0',
      '950',
      '1.2만',
      '150만',
      '3억',
      '70억',
    ]);
    await chooseLanguage('en');
    expect(compactNumber(1_500_000)).toBe('1.5M');
  });

  it('ends a value axis at a round tick at or above the largest value', () => {
    expect(axisTicks(7_670_000, 4)).toEqual([0, 2_000_000, 4_000_000, 6_000_000, 8_000_000]);
    expect(axisTicks(9_500_000, 5)).toEqual([0, 2_000_000, 4_000_000, 6_000_000, 8_000_000, 10_000_000]);
    expect(axisTicks(100, 4)).toEqual([0, 25, 50, 75, 100]);
    expect(axisTicks(20, 5)).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(3, 5)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(0.3, 3)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(axisTicks(0, 4)).toEqual([0, 1]);
  });

  it('ticks a count axis at whole numbers only', () => {
    expect([0, 0.5, 1, 2.5, 3].map(countTick)).toEqual(['0', '', '1', '', '3']);
  });

  it('compares with the previous period in whole percent, signed', () => {
    expect(formatChange(percentChange(112, 100))).toBe('+12%');
    expect(formatChange(percentChange(95, 100))).toBe('−5%');
    expect(formatChange(percentChange(100, 100))).toBe('0%');
    expect(formatChange(percentChange(1, 3))).toBe('−67%');
    expect(formatChange(percentChange(50, 0))).toBe('—');
  });

  it('shows a percent with one decimal at most', () => {
    expect([0, 12.5, 100 / 3, 100].map(formatPercent)).toEqual(['0%', '12.5%', '33.3%', '100%']);
  });
});
