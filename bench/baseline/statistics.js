// Baseline: the admin console's statistics (the §7 shims' JSON and GraphQL's data) read by hand from the sales
// rollups the app keeps: a range is cut into whole years, whole months and days (server/src/modules/statistics/
// stats-range.ts) and the matching granule rows are added up, the previous period likewise for the few top rows.
import { admin } from './admin.js';
import { badInput } from './common.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const MAX_SPAN = 3660;
const utc = (d) => Date.parse(`${d}T00:00:00Z`);
const dayOf = (ms) => new Date(ms).toISOString().slice(0, 10);
const addDays = (d, n) => dayOf(utc(d) + n * DAY_MS);
function addMonths(d, n) {
  const x = new Date(utc(d));
  return dayOf(Date.UTC(x.getUTCFullYear(), x.getUTCMonth() + n, 1));
}
const monthStart = (d) => `${d.slice(0, 7)}-01`;
const monthEnd = (d) => addDays(addMonths(d, 1), -1);
const yearEnd = (d) => `${d.slice(0, 4)}-12-31`;
const spanDays = (r) => Math.round((utc(r.to) - utc(r.from)) / DAY_MS) + 1;
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

/** As many months before for whole months, otherwise as many days before. */
function previousOf(r) {
  if (r.from === monthStart(r.from) && r.to === monthEnd(r.to)) {
    const index = (d) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
    return { from: addMonths(r.from, -(index(r.to) - index(r.from) + 1)), to: addDays(r.from, -1) };
  }
  return { from: addDays(r.from, -spanDays(r)), to: addDays(r.from, -1) };
}

/** [grain, first period, last period] runs: years, months and the days left over. */
function granules(r) {
  const runs = [];
  for (let d = r.from; d <= r.to;) {
    let grain = 'd';
    let end = d;
    if (d.endsWith('-01-01') && yearEnd(d) <= r.to) [grain, end] = ['y', yearEnd(d)];
    else if (d.endsWith('-01') && monthEnd(d) <= r.to) [grain, end] = ['m', monthEnd(d)];
    const last = runs.at(-1);
    if (last?.[0] === grain) last[2] = d;
    else runs.push([grain, d, d]);
    d = addDays(end, 1);
  }
  return runs;
}

/** `alias`'s rows in the runs, numbering parameters after those already in `values`. */
function inRuns(alias, runs, values) {
  if (!runs.length) return 'false';
  const p = (v) => `$${values.push(v)}`;
  return `(${runs
    .map(([g, a, b]) => `(${alias}.grain = ${p(g)} and ${alias}.period between ${p(a)}::date and ${p(b)}::date)`)
    .join(' or ')})`;
}

/** Per product over the runs (a single granule read as it is, so the top index serves the order). */
function totals(runs, values) {
  const [[grain, a, b]] = runs;
  if (runs.length === 1 && a === b) {
    return `select product_no, quantity, revenue, delivered_quantity, cancelled_quantity from sales_product_rollup
             where grain = $${values.push(grain)} and period = $${values.push(a)}::date`;
  }
  return `select product_no, sum(quantity) as quantity, sum(revenue) as revenue,
            sum(delivered_quantity) as delivered_quantity, sum(cancelled_quantity) as cancelled_quantity
            from sales_product_rollup r where ${inRuns('r', runs, values)} group by product_no`;
}

const ALL_TIME = [['a', '1970-01-01', '1970-01-01']];

async function best(c, runs, previousRuns, limit) {
  const values = [];
  const sql = `select t.product_no, p.name, p.pic, t.quantity, t.revenue,
      coalesce((select sum(r.quantity) from sales_product_rollup r
                 where r.product_no = t.product_no and ${inRuns('r', previousRuns, values)}), 0) as previous_quantity
    from (select * from (${totals(runs, values)}) x where quantity > 0
           order by quantity desc, product_no limit ${limit}) t
    join product p on p.no = t.product_no order by t.quantity desc, t.product_no`;
  return (await c.query(sql, values)).rows;
}

async function rates(c, runs, limit) {
  const values = [];
  const sql = `select t.*, p.name from (
      select product_no, delivered_quantity, cancelled_quantity, delivered_quantity + cancelled_quantity as total,
          round(cancelled_quantity * 100.0 / (delivered_quantity + cancelled_quantity), 1) as rate
        from (${totals(runs, values)}) x where delivered_quantity + cancelled_quantity >= 1
       order by rate desc, total desc, product_no limit ${limit}) t
    join product p on p.no = t.product_no order by t.rate desc, t.total desc, t.product_no`;
  return (await c.query(sql, values)).rows;
}

/** Rollup rows joined to the (show, product) links and summed per show; the previous period per top product. */
async function shows(c, runs, previousRuns, limit) {
  const values = [];
  const sql = `with links as materialized (
      select distinct c.show_no as owner, i.product_no
        from item i join style_item si on si.item_no = i.no join style s on s.no = si.style_no
        join "character" c on c.no = s.character_no where i.product_no is not null),
    top as (
      select l.owner, sum(r.quantity) as quantity, sum(r.revenue) as revenue,
          count(distinct l.product_no) filter (where r.quantity > 0)::int as products
        from links l join sales_product_rollup r on r.product_no = l.product_no and ${inRuns('r', runs, values)}
       group by l.owner having sum(r.quantity) > 0 order by revenue desc, quantity desc, l.owner limit ${limit}),
    prev as (
      select l.owner, sum(p.revenue) as revenue from top join links l on l.owner = top.owner
        cross join lateral (select sum(r.revenue) as revenue from sales_product_rollup r
                             where r.product_no = l.product_no and ${inRuns('r', previousRuns, values)}) p
       group by l.owner)
    select top.*, coalesce(prev.revenue, 0) as previous_revenue, sh.title, sh.pic
      from top left join prev on prev.owner = top.owner join show sh on sh.no = top.owner
     order by top.revenue desc, top.quantity desc, top.owner`;
  return (await c.query(sql, values)).rows;
}

/** Month sums of the range and of its previous period (adjacent, so one read), gap-filled. */
async function monthSeries(c, r) {
  const prev = previousOf(r);
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
const shimRuns = (c) =>
  c.searchParams.get('startDate') || c.searchParams.get('endDate')
    ? granules(rangeOf(c, ['startDate', 'endDate']))
    : ALL_TIME;

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
  return bestJson(await best(c, shimRuns(c), [], size(c)));
}

async function monthlyBestShim(c) {
  await admin(c);
  const today = koreaToday();
  return bestJson(await best(c, granules({ from: monthStart(today), to: monthEnd(today) }), [], size(c)));
}

async function returnRateShim(c) {
  await admin(c);
  return (await rates(c, shimRuns(c), size(c))).map((p) => ({
    productNo: p.product_no,
    productName: p.name,
    returnRate: Number(p.rate),
    canceledQuantity: Number(p.cancelled_quantity),
    deliveredQuantity: Number(p.delivered_quantity),
  }));
}

/** GraphQL's `data` for the bench's four statistics queries (limit 10). */
async function graphqlStatistics(c) {
  await admin(c);
  const field = c.params[0];
  const r = rangeOf(c, ['from', 'to']);
  const runs = granules(r);
  const previousRuns = granules(previousOf(r));
  if (field === 'salesSeries') return { data: { salesSeries: await monthSeries(c, r) } };
  if (field === 'bestProducts') {
    const rows = await best(c, runs, previousRuns, 10);
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
    const rows = await rates(c, runs, 10);
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
  const rows = await shows(c, runs, previousRuns, 10);
  return {
    data: {
      salesByShow: rows.map((s) => ({
        showNo: s.owner,
        title: s.title,
        pic: s.pic,
        quantity: Number(s.quantity),
        revenue: Number(s.revenue),
        previousRevenue: Number(s.previous_revenue),
        products: s.products,
      })),
    },
  };
}

export const statisticsRoutes = [
  ['GET', /^\/api\/admin\/statistics\/orders\/monthly-revenue$/, monthlyRevenueShim],
  ['GET', /^\/api\/admin\/statistics\/products\/best$/, bestShim],
  ['GET', /^\/api\/admin\/statistics\/products\/monthly-best$/, monthlyBestShim],
  ['GET', /^\/api\/admin\/statistics\/products\/return-rate$/, returnRateShim],
  ['GET', /^\/bench\/graphql\/statistics\/(salesSeries|bestProducts|returnRates|salesByShow)$/, graphqlStatistics],
];
