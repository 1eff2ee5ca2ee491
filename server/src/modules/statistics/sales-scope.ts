import type { EntityManager } from '@mikro-orm/postgresql';
import { ALL_TIME } from './sales-rollup.js';
import { granules, previousRange, type DayRange, type Run } from './stats-range.js';

/** SQL with its `?` parameters, in the order they appear. */
export interface Sql {
  sql: string;
  params: (string | number)[];
}

/** What a product statistic reads: the granules of the period and of the period it is compared with. */
export interface SalesScope {
  current: Run[];
  previous: Run[];
}

const ALL: Run[] = [{ grain: 'a', from: ALL_TIME, to: ALL_TIME }];

/** All time, compared with nothing: the shims' default. */
export const ALL_TIME_SCOPE: SalesScope = { current: ALL, previous: [] };

const isSingle = (runs: Run[]) => runs.length === 1 && runs[0]!.from === runs[0]!.to;

/**
 * The granules of a range and of its previous period. A range that holds every day with orders reads the one
 * all-time granule instead of years, months and days; finding that out is one index-only statement, needed only
 * when the range is not a single granule anyway.
 */
export async function salesScope(em: EntityManager, range: DayRange): Promise<SalesScope> {
  const previous = granules(previousRange(range));
  const current = granules(range);
  if (isSingle(current)) return { current, previous };
  const [bounds] = await em.execute<{ first: string | null; last: string | null }[]>(
    `select to_char(min(day), 'YYYY-MM-DD') as first, to_char(max(day), 'YYYY-MM-DD') as last from sales_day_rollup`,
  );
  const holdsAll = !bounds?.first || (range.from <= bounds.first && bounds.last! <= range.to);
  return { current: holdsAll ? ALL : current, previous };
}

/** `alias`'s rows in the runs (false for none). */
export function inRuns(alias: string, runs: Run[]): Sql {
  if (runs.length === 0) return { sql: 'false', params: [] };
  return {
    sql: `(${runs
      .map((r) =>
        r.from === r.to
          ? `(${alias}.grain = ? and ${alias}.period = ?)`
          : `(${alias}.grain = ? and ${alias}.period between ? and ?)`,
      )
      .join(' or ')})`,
    params: runs.flatMap((r) => (r.from === r.to ? [r.grain, r.from] : [r.grain, r.from, r.to])),
  };
}

/**
 * Per product over the runs: product_no, quantity, revenue, delivered_quantity, cancelled_quantity. A single
 * granule is its rows as they are, so an ORDER BY quantity over it reads the top index in order.
 */
export function productTotals(runs: Run[]): Sql {
  const where = inRuns('r', runs);
  if (isSingle(runs)) {
    return {
      sql: `select r.product_no, r.quantity, r.revenue, r.delivered_quantity, r.cancelled_quantity
              from sales_product_rollup r where ${where.sql}`,
      params: where.params,
    };
  }
  return {
    sql: `select r.product_no, sum(r.quantity)::bigint as quantity, sum(r.revenue)::bigint as revenue,
              sum(r.delivered_quantity)::bigint as delivered_quantity,
              sum(r.cancelled_quantity)::bigint as cancelled_quantity
            from sales_product_rollup r where ${where.sql} group by r.product_no`,
    params: where.params,
  };
}
