// The admin console's sales statistics with the admin's token: the dashboard's requests over GraphQL (a year's
// monthly revenue, the year's and a month's best sellers, the year's return rates, the year's sales by show, the best
// sellers of an arbitrary range) and over the §7 shims, each beside a raw-SQL baseline that reads the same rollup
// tables (sales_product_rollup, sales_day_rollup) by hand. Each row rotates over its six requests. A third pair
// (issue 23) rotates over long ranges across many months and attribution over an arbitrary range.
import { get, gqlRequest, startsWith, withToken } from './common.js';

export const BASELINE_GRAPHQL_STATISTICS = '/bench/graphql/statistics';
const SHIM = '/api/admin/statistics';
/** Not a year, a month or a whole number of either: days, months and days again. */
const ARBITRARY = { from: '2024-03-05', to: '2024-09-20' };
/** Nearly three years, cutting into its first and last months. */
const LONG = { from: '2024-02-15', to: '2026-11-10' };

const QUERIES = {
  salesSeries: `query ($from:String!,$to:String!){ salesSeries(from:$from,to:$to,unit:MONTH){ unit
    points { period revenue orders quantity } total { from to revenue orders quantity cancelledOrders }
    previousPoints { period revenue orders quantity } previous { from to revenue orders quantity cancelledOrders } } }`,
  bestProducts: `query ($from:String!,$to:String!){ bestProducts(from:$from,to:$to,limit:10){
    productNo name pic quantity revenue previousQuantity } }`,
  returnRates: `query ($from:String!,$to:String!){ returnRates(from:$from,to:$to,limit:10){
    productNo name returnRate cancelledQuantity deliveredQuantity totalQuantity } }`,
  salesByShow: `query ($from:String!,$to:String!){ salesByShow(from:$from,to:$to,limit:10){
    showNo title pic quantity revenue previousRevenue products } }`,
  salesByCharacter: `query ($from:String!,$to:String!){ salesByCharacter(from:$from,to:$to,limit:10){
    characterNo actorName name showNo showTitle quantity revenue previousRevenue } }`,
  salesByStyle: `query ($from:String!,$to:String!){ salesByStyle(from:$from,to:$to,limit:10){
    styleNo pic characterNo characterName actorName showTitle quantity revenue previousRevenue } }`,
};

const lastDay = (month) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** The last whole year and month before the newest order's, so both are full of sales at any scale. */
async function periods(db) {
  const { rows } = await db.query(`select to_char(max(day), 'YYYY-MM-DD') as newest from sales_day_rollup`);
  const newest = rows[0]?.newest;
  if (!newest) throw new Error('the sales rollup is empty: seed the data set again (--reseed)');
  const year = Number(newest.slice(0, 4)) - 1;
  const [y, m] = newest.split('-').map(Number);
  const month = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  return {
    year: { from: `${year}-01-01`, to: `${year}-12-31` },
    month: { from: `${month}-01`, to: lastDay(month) },
  };
}

export async function statisticsScenarios(ctx) {
  const auth = withToken(ctx.admin.token);
  const { year, month } = await periods(ctx.db);
  const y = year.from.slice(0, 4);
  const gqlVariants = [
    { what: `salesSeries ${y}`, field: 'salesSeries', ...year },
    { what: `bestProducts ${y}`, field: 'bestProducts', ...year },
    { what: `bestProducts ${month.from.slice(0, 7)}`, field: 'bestProducts', ...month },
    { what: `returnRates ${y}`, field: 'returnRates', ...year },
    { what: `salesByShow ${y}`, field: 'salesByShow', ...year },
    { what: `bestProducts ${ARBITRARY.from}–${ARBITRARY.to}`, field: 'bestProducts', ...ARBITRARY },
  ];
  const span = (r) => `${r.from}–${r.to}`;
  const rangeVariants = [
    { what: `bestProducts ${span(LONG)}`, field: 'bestProducts', ...LONG },
    { what: `returnRates ${span(LONG)}`, field: 'returnRates', ...LONG },
    { what: `salesByShow ${span(LONG)}`, field: 'salesByShow', ...LONG },
    { what: `salesByShow ${span(ARBITRARY)}`, field: 'salesByShow', ...ARBITRARY },
    { what: `salesByCharacter ${span(ARBITRARY)}`, field: 'salesByCharacter', ...ARBITRARY },
    { what: `salesByStyle ${span(ARBITRARY)}`, field: 'salesByStyle', ...ARBITRARY },
  ];
  const range = (r) => `startDate=${r.from}&endDate=${r.to}`;
  const shimVariants = [
    { what: `monthly-revenue ${y}`, path: `${SHIM}/orders/monthly-revenue?${range(year)}` },
    { what: `products/best ${y}`, path: `${SHIM}/products/best?${range(year)}` },
    { what: `products/best ${month.from.slice(0, 7)}`, path: `${SHIM}/products/best?${range(month)}` },
    { what: 'products/monthly-best (this month)', path: `${SHIM}/products/monthly-best` },
    { what: `products/return-rate ${y}`, path: `${SHIM}/products/return-rate?${range(year)}` },
    { what: `products/best ${ARBITRARY.from}–${ARBITRARY.to}`, path: `${SHIM}/products/best?${range(ARBITRARY)}` },
  ];
  const gqlOk = (body) => body.startsWith('{"data":{"') && !body.includes('"errors"');
  const shimOk = startsWith('[');
  const gqlOf = (variants) => variants.map((v) => gqlRequest(QUERIES[v.field], { from: v.from, to: v.to }, auth));
  const baselineOf = (variants) =>
    variants.map((v) => get(`${BASELINE_GRAPHQL_STATISTICS}/${v.field}?from=${v.from}&to=${v.to}`, auth));
  const requests = {
    graphql: gqlOf(gqlVariants),
    baselineGraphql: baselineOf(gqlVariants),
    shim: shimVariants.map((v) => get(v.path, auth)),
    ranges: gqlOf(rangeVariants),
    baselineRanges: baselineOf(rangeVariants),
  };
  const gqlAnswer = (json) => json?.data ?? null;
  const row = (id, target, label, base, list, comboLabels, verifyBody, normalize, baseline = null) => ({
    id,
    section: 'statistics',
    target,
    label,
    baseline,
    base,
    requests: list,
    verifyBody,
    normalize,
    comboLabels,
  });
  const gqlWhat = 'statistics (6 dashboard queries)';
  const shimWhat = 'statistics (6 shim requests)';
  const rangesWhat = 'statistics (long ranges, attribution)';
  const gqlLabels = gqlVariants.map((v) => `GraphQL ${v.what}`);
  const rangeLabels = rangeVariants.map((v) => `GraphQL ${v.what}`);
  const shimLabels = shimVariants.map((v) => `shim ${v.what}`);
  return [
    row(
      'baseline-adminstatistics-gql',
      'baseline',
      `raw SQL ${gqlWhat}`,
      ctx.baselineBase,
      requests.baselineGraphql,
      gqlLabels,
      gqlOk,
      gqlAnswer,
    ),
    row(
      'graphql-adminstatistics',
      'graphql',
      `GraphQL ${gqlWhat}`,
      ctx.appBase,
      requests.graphql,
      gqlLabels,
      gqlOk,
      gqlAnswer,
      'baseline-adminstatistics-gql',
    ),
    row(
      'baseline-adminstatistics-shim',
      'baseline',
      `raw SQL ${shimWhat}`,
      ctx.baselineBase,
      requests.shim,
      shimLabels,
      shimOk,
      (json) => json,
    ),
    row(
      'shim-adminstatistics',
      'shim',
      `shim ${shimWhat}`,
      ctx.appBase,
      requests.shim,
      shimLabels,
      shimOk,
      (json) => json,
      'baseline-adminstatistics-shim',
    ),
    row(
      'baseline-adminstatisticsranges-gql',
      'baseline',
      `raw SQL ${rangesWhat}`,
      ctx.baselineBase,
      requests.baselineRanges,
      rangeLabels,
      gqlOk,
      gqlAnswer,
    ),
    row(
      'graphql-adminstatisticsranges',
      'graphql',
      `GraphQL ${rangesWhat}`,
      ctx.appBase,
      requests.ranges,
      rangeLabels,
      gqlOk,
      gqlAnswer,
      'baseline-adminstatisticsranges-gql',
    ),
  ];
}
