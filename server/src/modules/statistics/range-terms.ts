import { ALL_TIME } from './sales-rollup.js';
import type { Grain } from './sales-product-rollup.entity.js';
import { addDays, addMonths, daysOf, type DayRange } from './stats-range.js';

/**
 * Consecutive granules of one grain, added (sign 1) or taken away (sign -1): `from` and `to` are the first and the
 * last granule's first days.
 */
export interface Term {
  grain: Grain;
  from: string;
  to: string;
  sign: 1 | -1;
}

/**
 * What is known of the sales: their first and last day, and the orders of some days (every day of the months
 * given, none sold being 0; other days count as the average of those).
 */
export interface SalesDays {
  days: DayRange;
  orders: Map<string, number>;
}

/**
 * About how many rollup rows a granule holds, an average day's being 1: a granule holds each product sold in it
 * once, so a month holds far fewer rows than its days (the same products sell on many days), a year fewer than its
 * quarters. Measured on the scale-100 data set (a day ~1,850 rows, a month ~20,000, a quarter ~35,000, a year
 * ~55,000, all time ~83,000). A day weighs its orders against the average day's instead: a busy day of a sale holds
 * several times the rows, and whether a month's first days are read or the month less its last days depends on it.
 */
const ROWS: Record<Grain, number> = { d: 1, m: 11, q: 19, y: 30, a: 45 };

/** A granule, and the days of it that can hold sales (within the first and last day with sales). */
interface Node {
  grain: Grain;
  period: string;
  days: DayRange;
}

interface Cover {
  rows: number;
  parts: Term[];
}

/** One decomposition's state: the days' weights, and the covers already worked out by node and days. */
interface Work {
  dayRows(day: string): number;
  known: Map<string, Cover>;
}

const NOTHING: Cover = { rows: 0, parts: [] };

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

function overlap(a: DayRange, b: DayRange): DayRange | null {
  const r = { from: later(a.from, b.from), to: earlier(a.to, b.to) };
  return r.from <= r.to ? r : null;
}

const CHILD: Record<Grain, Grain> = { a: 'y', y: 'q', q: 'm', m: 'd', d: 'd' };

/** The first day of the granule after the one starting on `period`. */
function next(grain: Grain, period: string): string {
  if (grain === 'd') return addDays(period, 1);
  return addMonths(period, grain === 'm' ? 1 : grain === 'q' ? 3 : 12);
}

/** The granules one level down that hold a node's days, clipped to them (a month's days are not listed). */
function children(node: Node): Node[] {
  const grain = CHILD[node.grain];
  const first = grain === 'y' ? `${node.days.from.slice(0, 4)}-01-01` : node.period;
  const nodes: Node[] = [];
  for (let period = first; period <= node.days.to; period = next(grain, period)) {
    const days = overlap({ from: period, to: addDays(next(grain, period), -1) }, node.days);
    if (days) nodes.push({ grain, period, days });
  }
  return nodes;
}

const add = (a: Cover, b: Cover): Cover => ({ rows: a.rows + b.rows, parts: [...a.parts, ...b.parts] });
const negate = (c: Cover): Cover => ({ rows: c.rows, parts: c.parts.map((p) => ({ ...p, sign: -p.sign as 1 | -1 })) });

/** Some days of a node, through its children: a month's as one run of days. */
function throughChildren(node: Node, days: DayRange | null, work: Work): Cover {
  if (!days) return NOTHING;
  if (node.grain === 'm') {
    const rows = daysOf(days).reduce((sum, day) => sum + work.dayRows(day), 0);
    return { rows, parts: [{ grain: 'd', from: days.from, to: days.to, sign: 1 }] };
  }
  return children(node).reduce((sum, child) => {
    const part = overlap(child.days, days);
    return part ? add(sum, cover(child, part, work)) : sum;
  }, NOTHING);
}

/**
 * The fewest rows that add up to `days` (within the node): the node itself when they are all of it; otherwise the
 * better of its children's covers of those days, or the node less its children's covers of the other days.
 */
function cover(node: Node, days: DayRange, work: Work): Cover {
  const whole: Cover = {
    rows: ROWS[node.grain],
    parts: [{ grain: node.grain, from: node.period, to: node.period, sign: 1 }],
  };
  if (days.from === node.days.from && days.to === node.days.to) return whole;
  const key = `${node.grain}${node.period}${days.from}${days.to}`;
  const known = work.known.get(key);
  if (known) return known;
  const direct = throughChildren(node, days, work);
  const before = days.from > node.days.from ? { from: node.days.from, to: addDays(days.from, -1) } : null;
  const after = days.to < node.days.to ? { from: addDays(days.to, 1), to: node.days.to } : null;
  const rest = add(throughChildren(node, before, work), throughChildren(node, after, work));
  const complement = add(whole, negate(rest));
  const best = complement.rows < direct.rows ? complement : direct;
  work.known.set(key, best);
  return best;
}

/** Terms of one grain and sign on consecutive granules become one. */
function merged(parts: Term[]): Term[] {
  const sorted = [...parts].sort(
    (a, b) => a.grain.localeCompare(b.grain) || a.sign - b.sign || a.from.localeCompare(b.from),
  );
  const terms: Term[] = [];
  for (const p of sorted) {
    const last = terms.at(-1);
    if (last?.grain === p.grain && last.sign === p.sign && next(p.grain, last.to) === p.from) last.to = p.to;
    else terms.push({ ...p });
  }
  return terms;
}

/**
 * The rollup granules whose rows add up to a range's sales, reading about the fewest rows: all time, years,
 * quarters, months and days, each added or taken away (2024-02-15..2026-11-10 is all time less January 2024, 1–14
 * February 2024 and November 2026, plus 1–10 November 2026). `sales` is null when nothing was ever sold; no granule
 * is read for days outside its first and last day.
 */
export function rangeTerms(range: DayRange, sales: SalesDays | null): Term[] {
  const days = sales && overlap(range, sales.days);
  if (!sales || !days) return [];
  const known = [...sales.orders.values()];
  const average = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  const work: Work = {
    dayRows: (day) => (sales.orders.get(day) ?? average) / (average || 1),
    known: new Map(),
  };
  return merged(cover({ grain: 'a', period: ALL_TIME, days: sales.days }, days, work).parts);
}

/** Whether a granule of the grain starts on the day. */
function starts(grain: Grain, day: string): boolean {
  if (grain === 'd') return true;
  const month = Number(day.slice(5, 7));
  return day.endsWith('-01') && (grain === 'm' || (grain === 'q' ? month % 3 === 1 : month === 1));
}

/** The granule a range is exactly (a day, a month, a quarter or a year), if it is one. */
export function singleGranule({ from, to }: DayRange): Term | null {
  const grains: Grain[] = from === to ? ['d'] : ['y', 'q', 'm'];
  const grain = grains.find((g) => starts(g, from) && addDays(next(g, from), -1) === to);
  return grain ? { grain, from, to: from, sign: 1 } : null;
}
