import type { EntityManager } from '@mikro-orm/postgresql';
import { StatsUnit, type SalesPoint, type SalesSeries, type SalesTotals } from './statistics.types.js';
import { daysOf, monthsOf, previousRange, type DayRange } from './stats-range.js';

interface BucketRow {
  current: boolean;
  period: string;
  orders: number;
  quantity: string;
  revenue: string;
  cancelled_orders: number;
}

type Sums = Omit<SalesPoint, 'period'> & { cancelledOrders: number };
const ZERO: Sums = { revenue: 0, orders: 0, quantity: 0, cancelledOrders: 0 };

function series(periods: string[], rows: BucketRow[]): { points: SalesPoint[]; sums: Sums } {
  const byPeriod = new Map(rows.map((r) => [r.period, r]));
  const sums = { ...ZERO };
  const points = periods.map((period) => {
    const row = byPeriod.get(period);
    const point = row
      ? { period, revenue: Number(row.revenue), orders: row.orders, quantity: Number(row.quantity) }
      : { period, revenue: 0, orders: 0, quantity: 0 };
    sums.revenue += point.revenue;
    sums.orders += point.orders;
    sums.quantity += point.quantity;
    sums.cancelledOrders += row?.cancelled_orders ?? 0;
    return point;
  });
  return { points, sums };
}

const totals = (range: DayRange, sums: Sums): SalesTotals => ({ ...range, ...sums });

/**
 * Sales per day or month of a range and of the period right before it, from the day rollup: one statement (the two
 * periods are adjacent, so one range read covers both). Days or months without sales are 0 points.
 */
export async function salesSeries(em: EntityManager, range: DayRange, unit: StatsUnit): Promise<SalesSeries> {
  const previous = previousRange(range);
  const format = unit === StatsUnit.DAY ? 'YYYY-MM-DD' : 'YYYY-MM';
  const rows = await em.execute<BucketRow[]>(
    `select day >= ?::date as current, to_char(day, '${format}') as period, sum(orders)::int as orders,
        sum(quantity)::bigint as quantity, sum(revenue)::bigint as revenue, sum(cancelled_orders)::int as cancelled_orders
       from sales_day_rollup where day between ? and ?
      group by 1, 2`,
    [range.from, previous.from, range.to],
  );
  const periodsOf = unit === StatsUnit.DAY ? daysOf : monthsOf;
  const now = series(
    periodsOf(range),
    rows.filter((r) => r.current),
  );
  const before = series(
    periodsOf(previous),
    rows.filter((r) => !r.current),
  );
  return {
    unit,
    points: now.points,
    total: totals(range, now.sums),
    previousPoints: before.points,
    previous: totals(previous, before.sums),
  };
}
