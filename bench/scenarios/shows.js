// The paged show list (GraphQL shows, shim showDataAll, raw-SQL baseline) and login.
import { JSON_HEADERS, MEMBER_PASSWORD, gqlRequest, graphqlOk, pageRange, startsWith, triple } from './common.js';

export const PAGE_SIZE = 10;
const SHOWS_QUERY =
  'query ($page:Int!,$size:Int!){ shows(page:$page,size:$size){ totalPages totalElements number size content { no title pic } } }';
const LOGIN_MUTATION = 'mutation ($id:String!,$pwd:String!){ login(id:$id,pwd:$pwd){ token } }';

export const showsPath = (page) => `/api/main/showDataAll?page=${page}&size=${PAGE_SIZE}`;

/** The show page a response carries, in the shim's shape, for comparing app and baseline answers. */
function pageOf(json) {
  const page = json?.data?.shows ?? json;
  if (!page || !Array.isArray(page.content)) return null;
  const { content, totalElements, totalPages, number, size } = page;
  return {
    content: content.map(({ no, title, pic }) => ({ no, title, pic })),
    totalElements,
    totalPages,
    number,
    size,
  };
}

export const loginRequest = {
  graphql: (id) => gqlRequest(LOGIN_MUTATION, { id, pwd: MEMBER_PASSWORD }),
  shim: (id) => ({
    method: 'POST',
    path: '/api/user/auth/login',
    headers: JSON_HEADERS,
    body: JSON.stringify({ id, pwd: MEMBER_PASSWORD }),
  }),
};

/** Pages 0 and the three middle pages (49–51 of 100 at scale 100). */
export function deepPagesOf(totalPages) {
  const middle = Math.min(Math.floor(totalPages / 2), totalPages - 1);
  const deep = [...new Set([middle - 1, middle, middle + 1])].filter((p) => p >= 1 && p < totalPages);
  return deep.length ? deep : [middle];
}

export function showScenarios(ctx) {
  const list = [];
  const page = startsWith('{"content":[');
  for (const [group, pages] of [
    ['p0', [0]],
    ['deep', deepPagesOf(ctx.shows.totalPages)],
  ]) {
    list.push(
      ...triple({
        id: `shows-${group}`,
        section: 'shows',
        label: `show list ${pageRange(pages)}`,
        baseline: {
          label: `raw SQL baseline ${pageRange(pages)}`,
          base: ctx.baselineBase,
          requests: pages.map((p) => ({ method: 'GET', path: showsPath(p) })),
          verifyBody: page,
          normalize: pageOf,
        },
        graphql: {
          label: `GraphQL shows ${pageRange(pages)}`,
          base: ctx.appBase,
          requests: pages.map((p) => gqlRequest(SHOWS_QUERY, { page: p, size: PAGE_SIZE })),
          verifyBody: graphqlOk('shows'),
          normalize: pageOf,
        },
        shim: {
          label: `shim showDataAll ${pageRange(pages)}`,
          base: ctx.appBase,
          requests: pages.map((p) => ({ method: 'GET', path: showsPath(p) })),
          verifyBody: page,
          normalize: pageOf,
        },
      }),
    );
  }
  const ids = ctx.loginIds;
  for (const target of ['graphql', 'shim']) {
    list.push({
      id: `${target}-login`,
      section: 'login',
      target,
      label: `${target === 'graphql' ? 'GraphQL' : 'shim'} login (${ids.length} members)`,
      base: ctx.appBase,
      baseline: null,
      ratioNote: 'n/a (no baseline)',
      requests: ids.map(loginRequest[target]),
      verifyBody:
        target === 'graphql'
          ? (b) => b.includes('"token":"') && !b.includes('"errors"')
          : (b) => b.includes('"success":true'),
    });
  }
  return list;
}
