// Show detail: GraphQL show(no) with characters, scrap counts, styles, items and their products; the shim
// GET /api/main/sub/{no}; a raw-SQL baseline for each of the two shapes (the GraphQL query asks for more:
// scrap counts and the items' products, which the shim's JSON does not carry).
import { byNo, gqlRequest, graphqlOk, spread, startsWith } from './common.js';

const SHOW_QUERY = `query ($no:Int!){ show(no:$no){ no title pic characters { no name actorName pic scrapCount
  styles { no pic items { no name pic path product { no name discountedPrice } } } } } }`;
export const BASELINE_GRAPHQL_SHOW = '/bench/graphql/show/';

/** Items of a style come in the order the database returns them (the app does not order them): sort by number. */
function graphqlAnswer(json) {
  const show = json?.data?.show ?? json?.show;
  if (!show) return null;
  return {
    ...show,
    characters: show.characters.map((c) => ({ ...c, styles: c.styles.map((s) => ({ ...s, items: byNo(s.items) })) })),
  };
}

function shimAnswer(json) {
  if (!json?.show) return null;
  const styleItems = [...json.styleItems].sort((a, b) => a.styleNo - b.styleNo || a.itemNo - b.itemNo);
  return { ...json, styleItems, items: byNo(json.items) };
}

/** Up to 8 show numbers spread over the list, read from the app's own show list. */
async function showNumbers(ctx) {
  const total = ctx.shows.totalElements;
  const nos = [];
  for (const n of spread(total, 8)) {
    const res = await fetch(`${ctx.appBase}/api/main/showDataAll?page=${n - 1}&size=1`, {
      signal: AbortSignal.timeout(30_000),
    });
    const no = (await res.json())?.content?.[0]?.no;
    if (Number.isInteger(no)) nos.push(no);
  }
  if (!nos.length) throw new Error('no show numbers for the show detail');
  return nos;
}

export async function showDetailScenarios(ctx) {
  const nos = await showNumbers(ctx);
  const label = `show detail (${nos.length} shows)`;
  const shimPath = (no) => `/api/main/sub/${no}`;
  const shimOk = startsWith('{"show":{');
  return [
    {
      id: 'baseline-showdetail-gql',
      section: 'show',
      target: 'baseline',
      label: `raw SQL ${label}, GraphQL's fields`,
      base: ctx.baselineBase,
      requests: nos.map((no) => ({ method: 'GET', path: `${BASELINE_GRAPHQL_SHOW}${no}` })),
      verifyBody: startsWith('{"data":{"show":{'),
      normalize: graphqlAnswer,
      showNos: nos,
    },
    {
      id: 'graphql-showdetail',
      section: 'show',
      target: 'graphql',
      label: `GraphQL ${label}`,
      baseline: 'baseline-showdetail-gql',
      base: ctx.appBase,
      requests: nos.map((no) => gqlRequest(SHOW_QUERY, { no })),
      verifyBody: graphqlOk('show'),
      normalize: graphqlAnswer,
      showNos: nos,
    },
    {
      id: 'baseline-showdetail-shim',
      section: 'show',
      target: 'baseline',
      label: `raw SQL ${label}, shim's JSON`,
      base: ctx.baselineBase,
      requests: nos.map((no) => ({ method: 'GET', path: shimPath(no) })),
      verifyBody: shimOk,
      normalize: shimAnswer,
      showNos: nos,
    },
    {
      id: 'shim-showdetail',
      section: 'show',
      target: 'shim',
      label: `shim sub/{no} ${label}`,
      baseline: 'baseline-showdetail-shim',
      base: ctx.appBase,
      requests: nos.map((no) => ({ method: 'GET', path: shimPath(no) })),
      verifyBody: shimOk,
      normalize: shimAnswer,
      showNos: nos,
    },
  ];
}
