import type { EntityManager } from '@mikro-orm/postgresql';
import { rangeTerms, singleGranule, type Term } from './range-terms.js';
import { ALL_TIME } from './sales-rollup.js';
import { previousRange, type DayRange } from './stats-range.js';

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
export const ALL_TIME_SCOPE: SalesScope = { current: [{ grain: 'a', from: ALL_TIME, to: ALL_TIME, sign: 1 }], previous: [] };

/**
 * The granules of a range and of its previous period. A range that is one granule (a day, a month, a quarter, a
 * year) is read as it is, and so is its previous period then; any other is cut at the first and last day with sales,
 * found by one index-only statement, and read as the granules adding up to it with the fewest rows (range-terms.ts).
 */
export async function salesScope(em: EntityManager, range: DayRange): Promise<SalesScope> {
  const previous = previousRange(range);
  const single = singleGranule(range);
  if (single) return { current: [single], previous: [singleGranule(previous)!] };
  const [bounds] = await em.execute<{ first: string | null; last: string | null }[]>(
    `select to_char(min(day), 'YYYY-MM-DD') as first, to_char(max(day), 'YYYY-MM-DD') as last from sales_day_rollup`,
  );
  const sales = bounds?.first ? { from: bounds.first, to: bounds.last! } : null;
  return { current: rangeTerms(range, sales), previous: rangeTerms(previous, sales) };
}

/** A one-granule scope with nothing taken away: its rows are the totals as they are, in the top index's order. */
export const isSingle = (terms: Term[]) => terms.length === 1 && terms[0]!.sign === 1 && terms[0]!.from === terms[0]!.to;

/**
 * The terms as a table `g(grain, first, last, sign)` to join rollup rows `r` to: each term is then one index range
 * scan, and `r.x * g.sign` adds or takes away its rows. No terms: an empty table.
 */
export function termTable(terms: Term[]): Sql {
  if (terms.length === 0) {
    return { sql: '(select null::char(1), null::date, null::date, null::int where false) g(grain, first, last, sign)', params: [] };
  }
  return {
    sql: `(values ${terms.map(() => '(?::char(1), ?::date, ?::date, ?::int)').join(', ')}) g(grain, first, last, sign)`,
    params: terms.flatMap((t) => [t.grain, t.from, t.to, t.sign]),
  };
}

/** `r`'s rows in the terms' granules, joined to their signs. */
export function termRows(terms: Term[]): Sql {
  const table = termTable(terms);
  return {
    sql: `${table.sql} join sales_product_rollup r on r.grain = g.grain and r.period between g.first and g.last`,
    params: table.params,
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
  const rows = termRows(terms);
  return {
    sql: `select r.product_no, ${columns.map((c) => `sum(r.${c} * g.sign)::bigint as ${c}`).join(', ')}
            from ${rows.sql} group by r.product_no`,
    params: rows.params,
  };
}

/** One product's sum of a column over the terms (0 for none): for a few products, each a lookup per term. */
export function productSum(terms: Term[], column: string, productNo: string): Sql {
  const table = termTable(terms);
  return {
    sql: `coalesce((select sum(r.${column} * g.sign) from ${table.sql} join sales_product_rollup r
              on r.product_no = ${productNo} and r.grain = g.grain and r.period between g.first and g.last), 0)`,
    params: table.params,
  };
}
