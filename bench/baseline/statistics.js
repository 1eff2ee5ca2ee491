// Baseline: the admin console's statistics (the §7 shims' JSON and GraphQL's data) read by hand from the sales
// rollups the app keeps. A range is read as the granules the app reads it as (some added, some taken away: the
// compiled server/dist/modules/statistics/range-terms.js, so both read the same rows), each an index range scan of
// hand-written SQL; sales are attributed through the style_product links.
import { rangeTerms, singleGranule } from '../../server/dist/modules/statistics/range-terms.js';
import {
  addMonths,
  daysOf,
  monthOf,
  previousRange,
  spanDays,
} from '../../server/dist/modules/statistics/stats-range.js';
import { admin } from './admin.js';
import { badInput } from './common.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_SPAN = 3660;
const utc = (d) => Date.parse(`${d}T00:00:00Z`);
const dayOf = (ms) => new Date(ms).toISOString().slice(0, 10);
const monthStart = (d) => `${d.slice(0, 7)}-01`;
const koreaToday = () => dayOf(Date.now() + 9 * 3_600_000);

function day(c, name, fallback) {
  const value = c.searchParams.get(name) || fallback;
  if (!value || !DAY.test(value) || dayOf(utc(value)) !== value) throw badInput(name);
  return value;
}

function rangeOf(c, [fromName, toName], fallback = {}) {
  const r = { from: day(c, fromName, fallback.from), to: day(c, toName, fallback.to) };
  if (r.to < r.from || spanDays(r) > MAX_SPAN) throw badInput(toName);
  return r;
}

const ALL_TIME = [{ grain: 'a', from: '1970-01-01', to: '1970-01-01', sign: 1 }];

/** The terms of a range and of its previous period: one read of the day rollup when it is not a single granule. */
async function scopeOf(c, r) {
  const previous = previousRange(r);
  const single = singleGranule(r);
  if (single) return { current: [single], previous: [singleGranule(previous)] };
  const edges = [monthOf(r.from), monthOf(r.to)];
  const { rows } = await c.query(
    `with bounds as (
       select to_char(min(day), 'YYYY-MM-DD') as first, to_char(max(day), 'YYYY-MM-DD') as last from sales_day_rollup)
     select bounds.*, d.day, d.orders from bounds left join (
       select to_char(day, 'YYYY-MM-DD') as day, sum(orders + cancelled_orders)::int as orders from sales_day_rollup
        where day between $1::date and $2::date or day between $3::date and $4::date group by day) d on true`,
    edges.flatMap((m) => [m.from, m.to]),
  );
  if (!rows[0]?.first) return { current: [], previous: [] };
  const orders = new Map(edges.flatMap((m) => daysOf(m)).map((d) => [d, 0]));
  for (const x of rows) if (x.day) orders.set(x.day, x.orders);
  const sales = { days: { from: rows[0].first, to: rows[0].last }, orders };
  return { current: rangeTerms(r, sales), previous: rangeTerms(previous, sales) };
}

/** The terms' rows as one table r(product_no, ...columns), each column times its term's sign; units as int. */
function termRows(terms, columns, values, where = '') {
  if (!terms.length) {
    return `(select null::int as product_no, ${columns.map((c) => `null::bigint as ${c}`).join(', ')} where false) r`;
  }
  const p = (v) => `$${values.push(v)}`;
  const column = (t, c) => `${t.sign < 0 ? '-' : ''}r.${c}${c === 'revenue' ? '' : '::int'} as ${c}`;
  return `(${terms
    .map(
      (t) => `select r.product_no, ${columns.map((c) => column(t, c)).join(', ')} from sales_product_rollup r
               where r.grain = ${p(t.grain)} and r.period between ${p(t.from)}::date and ${p(t.to)}::date${where}`,
    )
    .join(' union all ')}) r`;
}

const isSingle = (terms) => terms.length === 1 && terms[0].sign === 1 && terms[0].from === terms[0].to;

/** Per product over the terms (a single granule read as it is, so the top index serves the order). */
function totals(terms, columns, values) {
  if (isSingle(terms)) {
    const [t] = terms;
    return `select product_no, ${columns.join(', ')} from sales_product_rollup
             where grain = $${values.push(t.grain)} and period = $${values.push(t.from)}::date`;
  }
  return `select product_no, ${columns.map((c) => `sum(${c})::bigint as ${c}`).join(', ')}
            from ${termRows(terms, columns, values)} group by product_no`;
}

/** One product's sum of a column over the terms, by index lookups. */
const productSum = (terms, column, product, values) =>
  `coalesce((select sum(r.${column}) from ${termRows(terms, [column], values, ` and r.product_no = ${product}`)}), 0)`;

async function best(c, scope, limit) {
  const values = [];
  const top = totals(scope.current, ['quantity'], values);
  const lim = `$${values.push(limit)}`;
  const revenue = productSum(scope.current, 'revenue', 't.product_no', values);
  const previous = productSum(scope.previous, 'quantity', 't.product_no', values);
  const sql = `select t.product_no, p.name, p.pic, t.quantity, ${revenue} as revenue, ${previous} as previous_quantity
    from (select * from (${top}) x where quantity > 0 order by quantity desc, product_no limit ${lim}) t
    join product p on p.no = t.product_no order by t.quantity desc, t.product_no`;
  return (await c.query(sql, values)).rows;
}

async function rates(c, scope, limit) {
  const values = [];
  const sql = `select t.*, p.name from (
      select product_no, delivered_quantity, cancelled_quantity, delivered_quantity + cancelled_quantity as total,
          round(cancelled_quantity * 100.0 / (delivered_quantity + cancelled_quantity), 1) as rate
        from (${totals(scope.current, ['delivered_quantity', 'cancelled_quantity'], values)}) x
       where delivered_quantity + cancelled_quantity >= 1
       order by rate desc, total desc, product_no limit ${limit}) t
    join product p on p.no = t.product_no order by t.rate desc, t.total desc, t.product_no`;
  return (await c.query(sql, values)).rows;
}

const OWNERS = {
  salesByShow: { key: 'show_no', columns: 'sh.title, sh.pic', joins: 'join show sh on sh.no = top.owner' },
  salesByCharacter: {
    key: 'character_no',
    columns: 'ch.actor_name, ch.name, ch.show_no, sh.title as show_title',
    joins: 'join "character" ch on ch.no = top.owner join show sh on sh.no = ch.show_no',
  },
  salesByStyle: {
    key: 'style_no',
    columns: 's.pic, s.character_no, ch.name as character_name, ch.actor_name, sh.title as show_title',
    joins:
      'join style s on s.no = top.owner join "character" ch on ch.no = s.character_no join show sh on sh.no = ch.show_no',
  },
};

/** Linked products' rows summed per product, then per owner; the previous period per product of the top owners. */
async function attributed(c, owner, scope, limit) {
  const values = [];
  const linked = ' and r.product_no in (select product_no from style_product)';
  const sold = termRows(scope.current, ['quantity', 'revenue'], values, linked);
  const lim = `$${values.push(limit)}`;
  const previous = productSum(scope.previous, 'revenue', 'l.product_no', values);
  const sql = `with links as materialized (select distinct ${owner.key} as owner, product_no from style_product),
    sold as (select product_no, sum(quantity) as quantity, sum(revenue) as revenue from ${sold}
              group by product_no having sum(quantity) > 0),
    top as (select l.owner, sum(s.quantity) as quantity, sum(s.revenue) as revenue, count(*)::int as products
              from links l join sold s on s.product_no = l.product_no
             group by l.owner order by revenue desc, quantity desc, l.owner limit ${lim}),
    prev as (select l.owner, sum(${previous}) as revenue from top join links l on l.owner = top.owner group by l.owner)
    select top.*, coalesce(prev.revenue, 0) as previous_revenue, ${owner.columns}
      from top left join prev on prev.owner = top.owner ${owner.joins}
     order by top.revenue desc, top.quantity desc, top.owner`;
  return (await c.query(sql, values)).rows;
}

/** Month sums of the range and of its previous period (adjacent, so one read), gap-filled. */
async function monthSeries(c, r) {
  const prev = previousRange(r);
  const { rows } = await c.query(
    `select day >= $1::date as current, to_char(day, 'YYYY-MM') as period, sum(orders)::int as orders,
        sum(quantity) as quantity, sum(revenue) as revenue, sum(cancelled_orders)::int as cancelled
       from sales_day_rollup where day between $2::date and $3::date group by 1, 2`,
    [r.from, prev.from, r.to],
  );
  const series = (range, current) => {
    const found = new Map(rows.filter((x) => x.current === current).map((x) => [x.period, x]));
    const points = [];
    const total = { ...range, revenue: 0, orders: 0, quantity: 0, cancelledOrders: 0 };
    for (let d = monthStart(range.from); d <= range.to; d = addMonths(d, 1)) {
      const x = found.get(d.slice(0, 7));
      const point = {
        period: d.slice(0, 7),
        revenue: Number(x?.revenue ?? 0),
        orders: x?.orders ?? 0,
        quantity: Number(x?.quantity ?? 0),
      };
      points.push(point);
      total.revenue += point.revenue;
      total.orders += point.orders;
      total.quantity += point.quantity;
      total.cancelledOrders += x?.cancelled ?? 0;
    }
    return { points, total };
  };
  const now = series(r, true);
  const before = series(prev, false);
  return { unit: 'MONTH', points: now.points, total: now.total, previousPoints: before.points, previous: before.total };
}

const bestJson = (rows) => rows.map((p) => ({ no: p.product_no, name: p.name, quantity: Number(p.quantity) }));
const size = (c) => {
  const n = Number(c.searchParams.get('size') ?? 10);
  if (!Number.isInteger(n) || n < 1 || n > 50) throw badInput('size');
  return n;
};
/** Both days or neither (all time). */
const shimScope = (c) =>
  c.searchParams.get('startDate') || c.searchParams.get('endDate')
    ? scopeOf(c, rangeOf(c, ['startDate', 'endDate']))
    : { current: ALL_TIME, previous: [] };

async function monthlyRevenueShim(c) {
  await admin(c);
  const year = koreaToday().slice(0, 4);
  const r = rangeOf(c, ['startDate', 'endDate'], { from: `${year}-01-01`, to: `${year}-12-31` });
  return (await monthSeries(c, r)).points.map((p) => ({
    month: Number(p.period.slice(5, 7)),
    totalRevenue: p.revenue,
    year: Number(p.period.slice(0, 4)),
  }));
}

async function bestShim(c) {
  await admin(c);
  return bestJson(await best(c, await shimScope(c), size(c)));
}

async function monthlyBestShim(c) {
  await admin(c);
  const today = koreaToday();
  return bestJson(await best(c, await scopeOf(c, monthOf(today)), size(c)));
}

async function returnRateShim(c) {
  await admin(c);
  return (await rates(c, await shimScope(c), size(c))).map((p) => ({
    productNo: p.product_no,
    productName: p.name,
    returnRate: Number(p.rate),
    canceledQuantity: Number(p.cancelled_quantity),
    deliveredQuantity: Number(p.delivered_quantity),
  }));
}

const money = (s) => ({
  quantity: Number(s.quantity),
  revenue: Number(s.revenue),
  previousRevenue: Number(s.previous_revenue),
});

/** Each attribution field's GraphQL shape. */
const OWNER_JSON = {
  salesByShow: (s) => ({ showNo: s.owner, title: s.title, pic: s.pic, ...money(s), products: s.products }),
  salesByCharacter: (s) => ({
    characterNo: s.owner,
    actorName: s.actor_name,
    name: s.name,
    showNo: s.show_no,
    showTitle: s.show_title,
    ...money(s),
  }),
  salesByStyle: (s) => ({
    styleNo: s.owner,
    pic: s.pic,
    characterNo: s.character_no,
    characterName: s.character_name,
    actorName: s.actor_name,
    showTitle: s.show_title,
    ...money(s),
  }),
};

/** GraphQL's `data` for the bench's statistics queries (limit 10). */
async function graphqlStatistics(c) {
  await admin(c);
  const field = c.params[0];
  const r = rangeOf(c, ['from', 'to']);
  if (field === 'salesSeries') return { data: { salesSeries: await monthSeries(c, r) } };
  const scope = await scopeOf(c, r);
  if (field === 'bestProducts') {
    const rows = await best(c, scope, 10);
    return {
      data: {
        bestProducts: rows.map((p) => ({
          productNo: p.product_no,
          name: p.name,
          pic: p.pic,
          quantity: Number(p.quantity),
          revenue: Number(p.revenue),
          previousQuantity: Number(p.previous_quantity),
        })),
      },
    };
  }
  if (field === 'returnRates') {
    const rows = await rates(c, scope, 10);
    return {
      data: {
        returnRates: rows.map((p) => ({
          productNo: p.product_no,
          name: p.name,
          returnRate: Number(p.rate),
          cancelledQuantity: Number(p.cancelled_quantity),
          deliveredQuantity: Number(p.delivered_quantity),
          totalQuantity: Number(p.total),
        })),
      },
    };
  }
  const rows = await attributed(c, OWNERS[field], scope, 10);
  return { data: { [field]: rows.map(OWNER_JSON[field]) } };
}

export const statisticsRoutes = [
  ['GET', /^\/api\/admin\/statistics\/orders\/monthly-revenue$/, monthlyRevenueShim],
  ['GET', /^\/api\/admin\/statistics\/products\/best$/, bestShim],
  ['GET', /^\/api\/admin\/statistics\/products\/monthly-best$/, monthlyBestShim],
  ['GET', /^\/api\/admin\/statistics\/products\/return-rate$/, returnRateShim],
  [
    'GET',
    /^\/bench\/graphql\/statistics\/(salesSeries|bestProducts|returnRates|salesByShow|salesByCharacter|salesByStyle)$/,
    graphqlStatistics,
  ],
];
