// The admin console's order table with the admin's token: GraphQL adminOrders (the fields the client's table and
// its expanded detail ask for, lines and product names included), the shim GET /api/admin/orders, and a raw-SQL
// baseline for each shape (the shim's lines carry product numbers only). Each row rotates over four requests:
// page 0, a state, an orderer's name and a week of orders.
import { get, gqlRequest, graphqlOk, startsWith, withToken } from './common.js';

const SIZE = 10; // client/src/features/admin-orders/operations.ts ORDER_PAGE_SIZE
const STATE = ['배송중', 'SHIPPING'];
const ADMIN_ORDERS = `query ($filter:AdminOrderFilter,$page:Int!){ adminOrders(filter:$filter,page:$page,size:${SIZE}){
  number totalPages totalElements content { no date state price recipientName recipientTel zipcode address
    lines { no quantity price product { no name } } } } }`;
export const BASELINE_GRAPHQL_ADMIN_ORDERS = '/bench/graphql/admin-orders';

const query = ({ status, searchTerm, startDate, endDate }) =>
  `?page=0&size=${SIZE}` +
  (status ? `&status=${encodeURIComponent(status)}` : '') +
  (searchTerm ? `&searchField=userName&searchTerm=${encodeURIComponent(searchTerm)}` : '') +
  (startDate ? `&startDate=${startDate}&endDate=${endDate}` : '');

/** The Korea date `days` before a Korea date (YYYY-MM-DD). */
const daysBefore = (day, days) =>
  new Date(Date.parse(`${day}T00:00:00+09:00`) - days * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);

/** The newest order's orderer and Korea day, so the name search and the week always find orders. */
async function newestOrder(ctx, auth) {
  const res = await fetch(`${ctx.appBase}/api/admin/orders?page=0&size=1`, {
    headers: auth,
    signal: AbortSignal.timeout(60_000),
  });
  const order = (await res.json())?.content?.[0];
  if (!order?.userName) throw new Error(`admin order table answered ${res.status} without a named orderer`);
  return { name: order.userName, day: order.date.slice(0, 10) };
}

export async function adminOrderScenarios(ctx) {
  const auth = withToken(ctx.admin.token);
  const newest = await newestOrder(ctx, auth);
  const week = { startDate: daysBefore(newest.day, 6), endDate: newest.day };
  const variants = [
    { what: 'page 0' },
    { what: `state ${STATE[0]}`, status: STATE[0], filter: { state: STATE[1] } },
    { what: `orderer '${newest.name}'`, searchTerm: newest.name, filter: { ordererName: newest.name } },
    { what: `${week.startDate}–${week.endDate}`, ...week, filter: week },
  ];
  const comboLabels = variants.map((v) => v.what);
  const requests = {
    graphql: variants.map((v) => gqlRequest(ADMIN_ORDERS, { filter: v.filter ?? null, page: 0 }, auth)),
    shim: variants.map((v) => get(`/api/admin/orders${query(v)}`, auth)),
    baselineGraphql: variants.map((v) => get(`${BASELINE_GRAPHQL_ADMIN_ORDERS}${query(v)}`, auth)),
  };
  const gqlOk = graphqlOk('adminOrders');
  const shimOk = startsWith('{"content":[');
  const gqlAnswer = (json) => json?.data?.adminOrders ?? null;
  const what = `admin order table (${comboLabels.join(', ')})`;
  const row = (id, target, label, base, list, verifyBody, normalize, baseline = null) => ({
    id,
    section: 'adminorders',
    target,
    label,
    baseline,
    base,
    requests: list,
    verifyBody,
    normalize,
    comboLabels,
  });
  return [
    row(
      'baseline-adminorders-gql',
      'baseline',
      `raw SQL ${what}, GraphQL's fields`,
      ctx.baselineBase,
      requests.baselineGraphql,
      gqlOk,
      gqlAnswer,
    ),
    row(
      'graphql-adminorders',
      'graphql',
      `GraphQL ${what}`,
      ctx.appBase,
      requests.graphql,
      gqlOk,
      gqlAnswer,
      'baseline-adminorders-gql',
    ),
    row(
      'baseline-adminorders-shim',
      'baseline',
      `raw SQL ${what}, shim's JSON`,
      ctx.baselineBase,
      requests.shim,
      shimOk,
      (json) => json,
    ),
    row(
      'shim-adminorders',
      'shim',
      `shim ${what}`,
      ctx.appBase,
      requests.shim,
      shimOk,
      (json) => json,
      'baseline-adminorders-shim',
    ),
  ];
}
