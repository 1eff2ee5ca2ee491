// Home page data. GraphQL: one request for popups, a random scene, the latest reviews and the popular posts.
// Shims: the four calls the original home page made, as one rotating mix (popup, showNewReview, showStyleBest,
// random/{n}), so one GraphQL request does the work of four shim requests. A raw-SQL baseline for each shape.
import { get, gqlRequest, graphqlOk, spread, startsWith } from './common.js';

const HOME_QUERY = `{ popups { no pic path }
  randomScene { show { no title pic } character { no name pic } style { no pic } items { no name pic product { no } } }
  latestReviews(limit: 10) { no contents score pic userNickname product { no name } }
  popularPosts(limit: 8) { no pic userNickname } }`;
export const BASELINE_GRAPHQL_HOME = '/bench/graphql/home';

/** The random scene differs from call to call: only whether there is one (with show, character, style) is compared. */
function graphqlAnswer(json) {
  const d = json?.data;
  if (!d) return null;
  const scene = d.randomScene;
  return {
    popups: d.popups,
    latestReviews: d.latestReviews,
    popularPosts: d.popularPosts,
    randomScene: scene ? { show: !!scene.show, character: !!scene.character, style: !!scene.style } : null,
  };
}

function shimAnswer(json, req) {
  if (req.path.startsWith('/api/main/random/')) return json?.show ? { show: json.show, names: json.names } : null;
  return json;
}

const homeOk = graphqlOk('popups');
const shimOk = startsWith('[', '{"show":{');

export function homeScenarios(ctx) {
  const randoms = spread(ctx.shows.totalElements, 4);
  const mix = randoms.flatMap((n) => [
    get('/api/main/popup'),
    get('/api/main/showNewReview'),
    get('/api/main/showStyleBest'),
    get(`/api/main/random/${n}`),
  ]);
  const mixLabel = 'home mix (popup, showNewReview, showStyleBest, random/{n})';
  return [
    {
      id: 'baseline-home-gql',
      section: 'home',
      target: 'baseline',
      label: "raw SQL home, GraphQL's fields",
      base: ctx.baselineBase,
      requests: [get(BASELINE_GRAPHQL_HOME)],
      verifyBody: homeOk,
      normalize: graphqlAnswer,
    },
    {
      id: 'graphql-home',
      section: 'home',
      target: 'graphql',
      label: 'GraphQL home (one query)',
      baseline: 'baseline-home-gql',
      base: ctx.appBase,
      requests: [gqlRequest(HOME_QUERY)],
      verifyBody: homeOk,
      normalize: graphqlAnswer,
    },
    {
      id: 'baseline-home-shim',
      section: 'home',
      target: 'baseline',
      label: `raw SQL ${mixLabel}`,
      base: ctx.baselineBase,
      requests: mix,
      verifyBody: shimOk,
      normalize: shimAnswer,
    },
    {
      id: 'shim-home',
      section: 'home',
      target: 'shim',
      label: `shim ${mixLabel}`,
      baseline: 'baseline-home-shim',
      base: ctx.appBase,
      requests: mix,
      verifyBody: shimOk,
      normalize: shimAnswer,
    },
  ];
}
