import { MSG } from '../../lib/messages';
import { daysOf, monthsOf, seoulToday, type DayRange } from './period';

/** What one point of the revenue chart covers: a day, a week (Monday to Sunday, cut by the range) or a month. */
export type RevenueUnit = 'DAY' | 'WEEK' | 'MONTH';

/** Up to a quarter's days the chart offers days and weeks beside months (the server gives at most 366 day points). */
export const SHORT_RANGE_DAYS = 92;

/** The units the chart offers for a range: months always, days and weeks for a short range. */
export function unitsOffered(range: DayRange): RevenueUnit[] {
  return daysOf(range).length <= SHORT_RANGE_DAYS ? ['DAY', 'WEEK', 'MONTH'] : ['MONTH'];
}

/** The points to ask the server for: weeks are added up here from its days. */
export const serverUnit = (unit: RevenueUnit) => (unit === 'MONTH' ? 'MONTH' : 'DAY');

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

/** One point of the revenue chart and table, beside the same place in the previous period. */
export interface RevenueRow {
  /** 'YYYY-MM' for a month; a day's or a week's first day, 'YYYY-MM-DD'. */
  period: string;
  /** A week's last day within the range; the same as `period` otherwise. */
  last: string;
  revenue: number;
  orders: number;
  quantity: number;
  /** The previous period's figure at the same place (its first point beside this one's first); none past its end. */
  previousRevenue: number | null;
  /** A month after the current one (in Korea): it has no figures yet, which is not the same as selling nothing. */
  upcoming: boolean;
}

/** The range's days cut into weeks that end on Sunday, as [first, last] indexes of its days. */
function weeks(days: readonly string[]): [number, number][] {
  const cuts: [number, number][] = [];
  days.forEach((day, i) => {
    if (i === 0 || new Date(`${day}T00:00:00Z`).getUTCDay() === 1) cuts.push([i, i]);
    else cuts.at(-1)![1] = i;
  });
  return cuts;
}

/**
 * Every point of the range, with nothing sold as 0 (the server may leave such points out), lined up with the
 * previous period's in order: January beside the January before for a year, the n-th day beside the n-th day
 * before for days, and a week beside the same days of the previous period. Points after today (in Korea) are
 * marked upcoming.
 */
export function revenueRows(series: SeriesLike, unit: RevenueUnit = 'MONTH', today = seoulToday()): RevenueRow[] {
  const now = unit === 'MONTH' ? today.slice(0, 7) : today;
  const current = new Map(series.points.map((p) => [p.period, p]));
  const previous = new Map(series.previousPoints.map((p) => [p.period, p]));
  const periodsOf = unit === 'MONTH' ? monthsOf : daysOf;
  const mine = periodsOf(series.total);
  const before = periodsOf(series.previous);
  const spans: [number, number][] = unit === 'WEEK' ? weeks(mine) : mine.map((_, i) => [i, i]);
  const sum = (from: Map<string, PointLike>, periods: readonly string[], pick: (p: PointLike) => number) =>
    periods.reduce((total, period) => total + (from.has(period) ? pick(from.get(period)!) : 0), 0);
  return spans.map(([first, last]) => {
    const own = mine.slice(first, last + 1);
    const earlier = before.slice(first, last + 1);
    return {
      period: own[0]!,
      last: own.at(-1)!,
      revenue: sum(current, own, (p) => p.revenue),
      orders: sum(current, own, (p) => p.orders),
      quantity: sum(current, own, (p) => p.quantity),
      previousRevenue: earlier.length === 0 ? null : sum(previous, earlier, (p) => p.revenue),
      upcoming: own[0]! > now,
    };
  });
}

/** 'YYYY-MM' or 'YYYY-MM-DD' -> its parts as people write them ('2024', '3', '5'). */
export function dateParts(period: string): { year: string; month: string; day: string } {
  const [year = '', month = '', day = ''] = period.split('-');
  return { year, month: String(Number(month)), day: day && String(Number(day)) };
}

/** A point's name in full, for the table and the tooltip: '2024년 3월', '2024년 3월 5일', '2024-03-04 ~ 2024-03-10'. */
export function pointName(row: RevenueRow, unit: RevenueUnit): string {
  const T = MSG.adminStatistics;
  const { year, month, day } = dateParts(row.period);
  if (unit === 'MONTH') return T.yearMonth(year, month);
  return unit === 'DAY' ? T.yearMonthDay(year, month, day) : T.range(row.period, row.last);
}

/** A point's short name under the chart: '3월', '3/5', '3/4~'. */
export function pointTick(row: RevenueRow, unit: RevenueUnit): string {
  const T = MSG.adminStatistics;
  const { month, day } = dateParts(row.period);
  if (unit === 'MONTH') return T.monthLabel(month);
  return unit === 'DAY' ? T.dayLabel(month, day) : T.weekLabel(month, day);
}
