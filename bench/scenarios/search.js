// Product search and the header's autocomplete, as a visitor: GraphQL search / autocomplete, the shims
// GET /api/user/search/product/{name} and /api/user/search/product?term=, and a raw-SQL baseline for each shape.
// The terms are a typo ('버건드 니트' for 버건디 니트) and initial consonants ('ㅂㄱㄷ ㄴㅌ'), as the search bar gets them.
import { get, gqlRequest, graphqlOk, startsWith } from './common.js';

const SIZE = 5;
const TERMS = {
  typo: ['버건드 니트', '카맬 카디건'],
  chosung: ['ㅂㄱㄷ ㄴㅌ', 'ㅌㄹㅊㅋㅌ'],
  auto: ['버건드', 'ㅅㄴㅋㅈ', '카디'],
};
const SEARCH_QUERY = `query ($term:String!){ search(category:PRODUCT, term:$term, page:0, size:${SIZE}) { totalPages
  totalElements results { __typename ... on Product { no name pic price discountRate discountedPrice stock } } } }`;
const AUTOCOMPLETE_QUERY = 'query ($term:String!){ autocomplete(category:PRODUCT, term:$term) }';
export const BASELINE_GRAPHQL_SEARCH = '/bench/graphql/search/product/';
export const BASELINE_GRAPHQL_AUTOCOMPLETE = '/bench/graphql/autocomplete/product';

const enc = encodeURIComponent;
const searchPath = (term) => `/api/user/search/product/${enc(term)}?page=0&size=${SIZE}`;
const autocompletePath = (term) => `/api/user/search/product?term=${enc(term)}`;

/** A term that found nothing would measure the missed-search log's upsert instead: every term must find something. */
async function checkTerms(ctx) {
  for (const [kind, terms] of Object.entries(TERMS)) {
    for (const term of terms) {
      const path = kind === 'auto' ? autocompletePath(term) : searchPath(term);
      const res = await fetch(ctx.appBase + path, { signal: AbortSignal.timeout(60_000) });
      const json = await res.json();
      const found = kind === 'auto' ? json?.length : json?.results?.length;
      if (!found) throw new Error(`search: '${term}' finds no product in this data set (${res.status})`);
    }
  }
}

/** One product search as GraphQL asks it and as the baseline answers GraphQL's fields (the mixed workload's plain terms). */
export const searchRequest = (term) => ({
  app: gqlRequest(SEARCH_QUERY, { term }),
  baseline: get(`${BASELINE_GRAPHQL_SEARCH}${enc(term)}?page=0&size=${SIZE}`),
});

function family(ctx, stem, label, terms, shape) {
  const row = (id, target, rowLabel, base, requests, verifyBody, normalize, baseline = null) => ({
    id,
    section: 'search',
    target,
    label: rowLabel,
    baseline,
    base,
    requests,
    verifyBody,
    normalize,
  });
  const what = `${label} (${terms.map((t) => `'${t}'`).join(', ')})`;
  return [
    row(
      `baseline-${stem}-gql`,
      'baseline',
      `raw SQL ${what}, GraphQL's fields`,
      ctx.baselineBase,
      terms.map(shape.baselineGraphql),
      shape.gqlOk,
      shape.gqlAnswer,
    ),
    row(
      `graphql-${stem}`,
      'graphql',
      `GraphQL ${what}`,
      ctx.appBase,
      terms.map(shape.graphql),
      shape.gqlOk,
      shape.gqlAnswer,
      `baseline-${stem}-gql`,
    ),
    row(
      `baseline-${stem}-shim`,
      'baseline',
      `raw SQL ${what}, shim's JSON`,
      ctx.baselineBase,
      terms.map(shape.shim),
      shape.shimOk,
      (json) => json,
    ),
    row(
      `shim-${stem}`,
      'shim',
      `shim ${what}`,
      ctx.appBase,
      terms.map(shape.shim),
      shape.shimOk,
      (json) => json,
      `baseline-${stem}-shim`,
    ),
  ];
}

export async function searchScenarios(ctx) {
  await checkTerms(ctx);
  const search = {
    graphql: (term) => gqlRequest(SEARCH_QUERY, { term }),
    baselineGraphql: (term) => get(`${BASELINE_GRAPHQL_SEARCH}${enc(term)}?page=0&size=${SIZE}`),
    shim: (term) => get(searchPath(term)),
    gqlOk: graphqlOk('search'),
    gqlAnswer: (json) => json?.data?.search ?? null,
    shimOk: startsWith('{"results":['),
  };
  const autocomplete = {
    graphql: (term) => gqlRequest(AUTOCOMPLETE_QUERY, { term }),
    baselineGraphql: (term) => get(`${BASELINE_GRAPHQL_AUTOCOMPLETE}?term=${enc(term)}`),
    shim: (term) => get(autocompletePath(term)),
    gqlOk: graphqlOk('autocomplete'),
    gqlAnswer: (json) => json?.data?.autocomplete ?? null,
    shimOk: startsWith('['),
  };
  return [
    ...family(ctx, 'searchtypo', 'product search, typo', TERMS.typo, search),
    ...family(ctx, 'searchchosung', 'product search, 초성', TERMS.chosung, search),
    ...family(ctx, 'searchauto', 'autocomplete', TERMS.auto, autocomplete),
  ];
}
