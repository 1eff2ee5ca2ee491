// The style community's feed of all posts, latest and popular, each connection as its own logged-in member:
// GraphQL feed(scope: ALL) with whether the caller likes each post, the shims GET /posts/latest and /posts/popular,
// and a raw-SQL baseline for each shape.
import { get, gqlRequest, graphqlOk, startsWith, withToken } from './common.js';

const SIZE = 10;
const FEED_QUERY = `query ($order:FeedOrder!){ feed(page:0, size:${SIZE}, scope:ALL, order:$order) { totalPages
  totalElements content { no pic preview(length:100) likesCount commentsCount date userNo userNickname userPic
  likedByMe } } }`;
export const BASELINE_GRAPHQL_FEED = '/bench/graphql/feed';

const ORDERS = [
  ['latest', 'LATEST'],
  ['popular', 'POPULAR'],
];

export function feedScenarios(ctx) {
  const { members, appBase, baselineBase } = ctx;
  if (!members.length) throw new Error('the feed scenarios need logged-in members');
  const member = (i) => members[i % members.length];
  const samples = (make) => members.slice(0, 3).map(make);
  const who = `(${Math.min(members.length, ctx.opts.connections)} members, page 0 of ${SIZE})`;
  const gqlOk = graphqlOk('feed');
  const shimOk = startsWith('{"content":[');
  const gqlAnswer = (json) => json?.data?.feed ?? null;
  const shimAnswer = (json) => json;
  return ORDERS.flatMap(([order, orderEnum]) => {
    const request = {
      graphql: (m) => gqlRequest(FEED_QUERY, { order: orderEnum }, withToken(m.token)),
      shim: (m) => get(`/posts/${order}?page=0&size=${SIZE}`, withToken(m.token)),
      baselineGraphql: (m) => get(`${BASELINE_GRAPHQL_FEED}?order=${order}&page=0&size=${SIZE}`, withToken(m.token)),
    };
    const rows = (id, target, label, base, make, verifyBody, normalize, baseline = null) => ({
      id,
      section: 'feed',
      target,
      label,
      baseline,
      base,
      connectionRequests: (i) => [make(member(i))],
      sampleRequests: samples(make),
      verifyBody,
      normalize,
    });
    const stem = `feed${order}`;
    return [
      rows(
        `baseline-${stem}-gql`,
        'baseline',
        `raw SQL ${order} feed ${who}, GraphQL's fields`,
        baselineBase,
        request.baselineGraphql,
        gqlOk,
        gqlAnswer,
      ),
      rows(
        `graphql-${stem}`,
        'graphql',
        `GraphQL feed ${order} ${who}`,
        appBase,
        request.graphql,
        gqlOk,
        gqlAnswer,
        `baseline-${stem}-gql`,
      ),
      rows(
        `baseline-${stem}-shim`,
        'baseline',
        `raw SQL ${order} feed ${who}, shim's JSON`,
        baselineBase,
        request.shim,
        shimOk,
        shimAnswer,
      ),
      rows(
        `shim-${stem}`,
        'shim',
        `shim /posts/${order} ${who}`,
        appBase,
        request.shim,
        shimOk,
        shimAnswer,
        `baseline-${stem}-shim`,
      ),
    ];
  });
}
