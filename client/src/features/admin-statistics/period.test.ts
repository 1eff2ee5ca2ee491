import { describe, expect, it } from 'vitest';
import {
  isValidRange,
  monthOf,
  monthsOf,
  periodFromParams,
  periodSearch,
  rangeOf,
  seoulToday,
  yearsOffered,
} from './period';

/** 2026-03-31 23:30 in UTC is already 1 April in Korea. */
const NOW = new Date('2026-03-31T23:30:00Z');
const params = (query: string) => new URLSearchParams(query);

describe('the period', () => {
  it('goes by the calendar in Korea', () => {
    expect(seoulToday(NOW)).toBe('2026-04-01');
    expect(yearsOffered(NOW)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020]);
  });

  it('reads a year or a range from the URL, and this year from anything else', () => {
    expect(periodFromParams(params('year=2024'), NOW)).toEqual({ kind: 'year', year: 2024 });
    expect(periodFromParams(params('from=2024-02-01&to=2024-02-29'), NOW)).toEqual({
      kind: 'range',
      from: '2024-02-01',
      to: '2024-02-29',
    });
    for (const bad of ['', 'year=2019', 'year=2027', 'year=abc', 'from=2024-02-01&to=2024-02-30']) {
      expect(periodFromParams(params(bad), NOW), bad).toEqual({ kind: 'year', year: 2026 });
    }
  });

  it('writes it back, leaving this year out', () => {
    expect(periodSearch({ kind: 'year', year: 2026 }, NOW)).toBe('');
    expect(periodSearch({ kind: 'year', year: 2024 }, NOW)).toBe('?year=2024');
    expect(periodSearch({ kind: 'range', from: '2024-01-05', to: '2024-03-01' }, NOW)).toBe(
      '?from=2024-01-05&to=2024-03-01',
    );
  });

  it('takes a range of real days in the years offered, the first not after the second', () => {
    expect(isValidRange('2024-01-01', '2024-01-01', NOW)).toBe(true);
    expect(isValidRange('2024-01-02', '2024-01-01', NOW)).toBe(false);
    expect(isValidRange('2019-12-31', '2024-01-01', NOW)).toBe(false);
    expect(isValidRange('2024-01-01', '2027-01-01', NOW)).toBe(false);
    expect(isValidRange('2023-02-29', '2023-03-01', NOW)).toBe(false);
    expect(isValidRange('2024-1-1', '2024-03-01', NOW)).toBe(false);
  });

  it('has days from the first of January to the last of December for a year', () => {
    expect(rangeOf({ kind: 'year', year: 2024 })).toEqual({ from: '2024-01-01', to: '2024-12-31' });
  });
});

describe("this month's range", () => {
  it('is the current month while the range reaches today', () => {
    expect(monthOf(rangeOf({ kind: 'year', year: 2026 }), NOW)).toEqual({ from: '2026-04-01', to: '2026-04-30' });
  });

  it("is the range's last month otherwise, a whole one in a year", () => {
    expect(monthOf(rangeOf({ kind: 'year', year: 2024 }), NOW)).toEqual({ from: '2024-12-01', to: '2024-12-31' });
  });

  it('stays inside a range that cuts the month', () => {
    expect(monthOf({ from: '2024-02-10', to: '2024-02-20' }, NOW)).toEqual({ from: '2024-02-10', to: '2024-02-20' });
    expect(monthOf({ from: '2023-11-10', to: '2024-02-20' }, NOW)).toEqual({ from: '2024-02-01', to: '2024-02-20' });
  });
});

describe('the months of a range', () => {
  it('lists every month it touches, across years', () => {
    expect(monthsOf({ from: '2023-11-30', to: '2024-02-01' })).toEqual(['2023-11', '2023-12', '2024-01', '2024-02']);
    expect(monthsOf({ from: '2024-05-03', to: '2024-05-04' })).toEqual(['2024-05']);
    expect(monthsOf(rangeOf({ kind: 'year', year: 2024 }))).toHaveLength(12);
  });
});
