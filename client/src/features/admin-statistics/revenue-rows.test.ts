import { describe, expect, it } from 'vitest';
import { dateParts, revenueRows, unitsOffered } from './revenue-rows';

const point = (period: string, revenue: number) => ({ period, revenue, orders: 1, quantity: 2 });

describe('the revenue rows', () => {
  it('has every month of the range, the unsold ones at 0, beside the same place a period earlier', () => {
    const rows = revenueRows(
      {
        total: { from: '2024-01-01', to: '2024-12-31' },
        previous: { from: '2023-01-01', to: '2023-12-31' },
        points: [point('2024-01', 5_000_000_000), point('2024-03', 300)],
        previousPoints: [point('2023-03', 100)],
      },
      'MONTH',
      '2025-06-01',
    );
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({
      period: '2024-01',
      last: '2024-01',
      revenue: 5_000_000_000,
      orders: 1,
      quantity: 2,
      previousRevenue: 0,
      upcoming: false,
    });
    expect(rows[1]).toEqual({
      period: '2024-02',
      last: '2024-02',
      revenue: 0,
      orders: 0,
      quantity: 0,
      previousRevenue: 0,
      upcoming: false,
    });
    expect(rows[2]!.previousRevenue).toBe(100);
  });

  it('marks the months after the current one (in Korea) as upcoming, not as months that sold nothing', () => {
    const rows = revenueRows(
      {
        total: { from: '2026-01-01', to: '2026-12-31' },
        previous: { from: '2025-01-01', to: '2025-12-31' },
        points: [point('2026-11', 40)],
        previousPoints: [point('2025-12', 90)],
      },
      'MONTH',
      '2026-11-28',
    );
    expect(rows.filter((r) => r.upcoming).map((r) => r.period)).toEqual(['2026-12']);
    expect(rows.at(-1)!.previousRevenue).toBe(90);
    expect(rows.at(-2)).toMatchObject({ period: '2026-11', revenue: 40, upcoming: false });
  });

  it('leaves the previous figure out past the end of a shorter previous period', () => {
    const rows = revenueRows({
      total: { from: '2024-01-20', to: '2024-03-05' },
      previous: { from: '2023-12-05', to: '2024-01-19' },
      points: [],
      previousPoints: [point('2023-12', 7), point('2024-01', 9)],
    });
    expect(rows.map((r) => [r.period, r.previousRevenue])).toEqual([
      ['2024-01', 7],
      ['2024-02', 9],
      ['2024-03', null],
    ]);
  });

  it('cuts days into weeks ending on Sunday, each beside the same days of a period that may be shorter', () => {
    // Thursday 30 January to Monday 10 February 2025, beside a previous period of 9 days only.
    const rows = revenueRows(
      {
        total: { from: '2025-01-30', to: '2025-02-10' },
        previous: { from: '2025-01-21', to: '2025-01-29' },
        points: [point('2025-02-01', 10), point('2025-02-02', 20), point('2025-02-03', 40)],
        previousPoints: [point('2025-01-21', 1), point('2025-01-25', 2), point('2025-01-29', 4)],
      },
      'WEEK',
    );
    expect(rows.map((r) => [r.period, r.last, r.revenue, r.orders, r.previousRevenue])).toEqual([
      ['2025-01-30', '2025-02-02', 30, 2, 1],
      ['2025-02-03', '2025-02-09', 40, 1, 6],
      ['2025-02-10', '2025-02-10', 0, 0, null],
    ]);
  });

  it('offers days and weeks up to 92 days, months always', () => {
    expect(unitsOffered({ from: '2024-01-01', to: '2024-04-01' })).toEqual(['DAY', 'WEEK', 'MONTH']);
    expect(unitsOffered({ from: '2024-01-01', to: '2024-04-02' })).toEqual(['MONTH']);
  });

  it('names a month or a day as people write it', () => {
    expect(dateParts('2024-03')).toEqual({ year: '2024', month: '3', day: '' });
    expect(dateParts('2024-03-05')).toEqual({ year: '2024', month: '3', day: '5' });
  });
});
