import type { EntityManager } from '@mikro-orm/postgresql';
import { rangeTerms, singleGranule, type Term } from './range-terms.js';
import { ALL_TIME } from './sales-rollup.js';
import { daysOf, monthOf, previousRange, type DayRange } from './stats-range.js';

/** SQL with its `?` parameters, in the order they appear. */
export interface Sql {
  sql: string;
  params: (string | number)[];
}

/** What a product statistic reads: the granules of the period and of the period it is compared with. */
export interface SalesScope {
  current: Term[];
  previous: Term[];
}

/** All time, compared with nothing: the shims' default. */
export const ALL_TIME_SCOPE: SalesScope = {
  current: [{ grain: 'a', from: ALL_TIME, to: ALL_TIME, sign: 1 }],
  previous: [],
};

interface DayOrders {
  first: string | null;
  last: string | null;
  day: string | null;
  orders: number | null;
}

/**
 * The granules of a range and of its previous period. A range that is one granule (a day, a month, a quarter, a
 * year) is read as it is, and so is its previous period then. Any other is cut at the first and last day with
 * sales and read as the granules adding up to it with about the fewest rows (range-terms.ts), weighing the days of
 * its first and last months by their orders: one statement over the day rollup finds both.
 */
export async function salesScope(em: EntityManager, range: DayRange): Promise<SalesScope> {
  const previous = previousRange(range);
  const single = singleGranule(range);
  if (single) return { current: [single], previous: [singleGranule(previous)!] };
  const edges = [monthOf(range.from), monthOf(range.to)];
  const rows = await em.execute<DayOrders[]>(
    `with bounds as (
       select to_char(min(day), 'YYYY-MM-DD') as first, to_char(max(day), 'YYYY-MM-DD') as last from sales_day_rollup)
     select bounds.*, d.day, d.orders from bounds left join (
       select to_char(day, 'YYYY-MM-DD') as day, sum(orders + cancelled_orders)::int as orders from sales_day_rollup
        where day between ? and ? or day between ? and ? group by day) d on true`,
    edges.flatMap((m) => [m.from, m.to]),
  );
  const [bounds] = rows;
  if (!bounds?.first) return { current: [], previous: [] };
  const orders = new Map(edges.flatMap((m) => daysOf(m)).map((day) => [day, 0]));
  for (const r of rows) if (r.day) orders.set(r.day, r.orders!);
  const sales = { days: { from: bounds.first, to: bounds.last! }, orders };
  return { current: rangeTerms(range, sales), previous: rangeTerms(previous, sales) };
}

/** A one-granule scope with nothing taken away: its rows are the totals as they are, in the top index's order. */
const isSingle = (terms: Term[]) => terms.length === 1 && terms[0]!.sign === 1 && terms[0]!.from === terms[0]!.to;

/**
 * Columns of units, added up as int: PostgreSQL sums int into a bigint kept in place, where a bigint's sum takes a
 * 128-bit state of its own per product (a long range adds up some 80,000 products). A product's units in one
 * granule stay far below 2^31 (an order line holds at most 999).
 */
const UNITS = new Set(['quantity', 'delivered_quantity', 'cancelled_quantity']);

/**
 * The rows of the terms' granules as one table `r(product_no, ...columns)`, each column times its term's sign (so a
 * sum adds or takes away the granule): one index range scan per term. `where` narrows every term's rows (`r.`…),
 * its parameters repeated for each.
 */
export function termRows(terms: Term[], columns: string[], where: Sql = { sql: '', params: [] }): Sql {
  if (terms.length === 0) {
    return {
      sql: `(select null::int as product_no, ${columns.map((c) => `null::bigint as ${c}`).join(', ')} where false) r`,
      params: [],
    };
  }
  const column = (t: Term, c: string) => `${t.sign < 0 ? '-' : ''}r.${c}${UNITS.has(c) ? '::int' : ''} as ${c}`;
  const arm = (t: Term) =>
    `select r.product_no, ${columns.map((c) => column(t, c)).join(', ')}
       from sales_product_rollup r where r.grain = ? and r.period between ? and ?${where.sql}`;
  return {
    sql: `(${terms.map(arm).join(' union all ')}) r`,
    params: terms.flatMap((t) => [t.grain, t.from, t.to, ...where.params]),
  };
}

/** Per product over the terms: product_no and each column's sum (a single granule: its rows as they are). */
export function productTotals(terms: Term[], columns: string[]): Sql {
  if (isSingle(terms)) {
    const [t] = terms as [Term];
    return {
      sql: `select r.product_no, ${columns.map((c) => `r.${c}`).join(', ')}
              from sales_product_rollup r where r.grain = ? and r.period = ?`,
      params: [t.grain, t.from],
    };
  }
  const rows = termRows(terms, columns);
  return {
    sql: `select r.product_no, ${columns.map((c) => `sum(r.${c})::bigint as ${c}`).join(', ')}
            from ${rows.sql} group by r.product_no`,
    params: rows.params,
  };
}

/** One product's sum of a column over the terms (0 for none), `productNo` an SQL expression: a lookup per term. */
export function productSum(terms: Term[], column: string, productNo: string): Sql {
  const rows = termRows(terms, [column], { sql: ` and r.product_no = ${productNo}`, params: [] });
  return { sql: `coalesce((select sum(r.${column}) from ${rows.sql}), 0)`, params: rows.params };
}
