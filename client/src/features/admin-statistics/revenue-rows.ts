import { monthsOf, seoulToday, type DayRange } from './period';

export interface PointLike {
  period: string;
  revenue: number;
  orders: number;
  quantity: number;
}

export interface SeriesLike {
  points: readonly PointLike[];
  previousPoints: readonly PointLike[];
  total: DayRange;
  previous: DayRange;
}

/** One month of the revenue chart and table, beside the same place in the previous period. */
export interface RevenueRow {
  /** 'YYYY-MM'. */
  period: string;
  revenue: number;
  orders: number;
  quantity: number;
  /** The previous period's month at the same place (its first month beside this one's first); none past its end. */
  previousRevenue: number | null;
  /** A month after the current one (in Korea): it has no figures yet, which is not the same as selling nothing. */
  upcoming: boolean;
}

/**
 * Every month of the range, with nothing sold as 0 (the server may leave such months out), lined up with the
 * previous period's months in order: January beside the January before for a year. Months after the current one
 * are marked upcoming.
 */
export function revenueRows(series: SeriesLike, today = seoulToday()): RevenueRow[] {
  const thisMonth = today.slice(0, 7);
  const current = new Map(series.points.map((p) => [p.period, p]));
  const previous = new Map(series.previousPoints.map((p) => [p.period, p]));
  const previousMonths = monthsOf(series.previous);
  return monthsOf(series.total).map((period, i) => {
    const point = current.get(period);
    const before = previousMonths[i];
    return {
      period,
      revenue: point?.revenue ?? 0,
      orders: point?.orders ?? 0,
      quantity: point?.quantity ?? 0,
      previousRevenue: before === undefined ? null : (previous.get(before)?.revenue ?? 0),
      upcoming: period > thisMonth,
    };
  });
}

/** 'YYYY-MM' -> its year and month as people write them ('2024', '3'). */
export function yearAndMonth(period: string): { year: string; month: string } {
  const [year = '', month = ''] = period.split('-');
  return { year, month: String(Number(month)) };
}
