// My-page order history with each member's own token: GraphQL myOrders (with lines, products and whether each
// line can be reviewed), the shim GET /api/order/orderlist/{userNo}, and a raw-SQL baseline for each shape
// (GraphQL's `reviewable` needs the lines' reviews, which the shim's JSON does not carry).
import { get, gqlRequest, graphqlOk, startsWith, withToken } from './common.js';

const SIZE = 5;
const MY_ORDERS = `query ($page:Int!){ myOrders(page:$page, size:${SIZE}) { totalPages content { no state price date
  lines { no quantity price reviewable product { no name pic available } } } } }`;
export const BASELINE_GRAPHQL_MY_ORDERS = '/bench/graphql/my-orders';

export function myOrderScenarios(ctx) {
  const { members, appBase, baselineBase } = ctx;
  const member = (i) => members[i % members.length];
  const shimPath = (m) => `/api/order/orderlist/${m.no}?page=0&size=${SIZE}&sort=no,desc`;
  const request = {
    graphql: (m) => gqlRequest(MY_ORDERS, { page: 0 }, withToken(m.token)),
    shim: (m) => get(shimPath(m), withToken(m.token)),
    baselineGraphql: (m) => get(`${BASELINE_GRAPHQL_MY_ORDERS}?page=0`, withToken(m.token)),
  };
  const who = `(${Math.min(members.length, ctx.opts.connections)} members, page 0 of 5)`;
  const samples = (make) => members.slice(0, 3).map(make);
  const gqlOk = graphqlOk('myOrders');
  const shimOk = startsWith('{"orderList":[');
  const gqlAnswer = (json) => json?.data?.myOrders ?? null;
  return [
    {
      id: 'baseline-myorders-gql',
      target: 'baseline',
      label: `raw SQL my orders ${who}, GraphQL's fields`,
      base: baselineBase,
      connectionRequests: (i) => [request.baselineGraphql(member(i))],
      sampleRequests: samples(request.baselineGraphql),
      verifyBody: gqlOk,
      normalize: gqlAnswer,
    },
    {
      id: 'graphql-myorders',
      target: 'graphql',
      label: `GraphQL myOrders ${who}`,
      baseline: 'baseline-myorders-gql',
      base: appBase,
      connectionRequests: (i) => [request.graphql(member(i))],
      sampleRequests: samples(request.graphql),
      verifyBody: gqlOk,
      normalize: gqlAnswer,
    },
    {
      id: 'baseline-myorders-shim',
      target: 'baseline',
      label: `raw SQL my orders ${who}, shim's JSON`,
      base: baselineBase,
      connectionRequests: (i) => [request.shim(member(i))],
      sampleRequests: samples(request.shim),
      verifyBody: shimOk,
      normalize: (json) => json,
    },
    {
      id: 'shim-myorders',
      target: 'shim',
      label: `shim orderlist/{userNo} ${who}`,
      baseline: 'baseline-myorders-shim',
      base: appBase,
      connectionRequests: (i) => [request.shim(member(i))],
      sampleRequests: samples(request.shim),
      verifyBody: shimOk,
      normalize: (json) => json,
    },
  ].map((s) => ({ section: 'myorders', ...s }));
}
