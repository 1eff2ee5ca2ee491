// Request builders and checks shared by the scenario modules.
export const JSON_HEADERS = { 'content-type': 'application/json' };
export const MEMBER_PASSWORD = 'member1234!'; // server/src/seeds/seed-if-empty.ts DEMO_MEMBER_PASSWORD
// The seeder gets no ADMIN_PASSWORD from the bench (lib/data.js baseEnv), so the admin has the demo password.
export const ADMIN_ID = 'admin';
export const ADMIN_PASSWORD = 'admin1234!'; // server/src/seeds/seed-if-empty.ts DEMO_ADMIN_PASSWORD

export const withToken = (token, headers = {}) => ({ ...headers, authorization: `Bearer ${token}` });

export const gqlRequest = (query, variables, headers = {}) => ({
  method: 'POST',
  path: '/graphql',
  headers: { ...JSON_HEADERS, ...headers },
  body: JSON.stringify(variables === undefined ? { query } : { query, variables }),
});

export const get = (path, headers) => ({ method: 'GET', path, ...(headers ? { headers } : {}) });

export const postJson = (path, body, headers = {}) => ({
  method: 'POST',
  path,
  headers: { ...JSON_HEADERS, ...headers },
  body: JSON.stringify(body),
});

/** The admin's login through the shim, for the admin console scenarios. */
export const adminLoginRequest = () => postJson('/api/user/auth/login', { id: ADMIN_ID, pwd: ADMIN_PASSWORD });

/** A GraphQL answer whose data starts with this field and has no errors (checked on every response). */
export const graphqlOk = (field) => {
  const start = `{"data":{"${field}":`;
  return (body) => body.startsWith(start) && !body.includes('"errors"');
};

/** A JSON answer that starts with one of these prefixes (an error answer starts with {"code":…). */
export const startsWith =
  (...prefixes) =>
  (body) =>
    prefixes.some((p) => body.startsWith(p));

export const pageRange = (pages) => (pages.length === 1 ? `page ${pages[0]}` : `pages ${pages[0]}–${pages.at(-1)}`);

/** Numbers spread evenly over 1..total (at most `count` of them), e.g. show numbers to rotate over. */
export function spread(total, count) {
  const n = Math.max(1, Math.min(count, total));
  return [...new Set(Array.from({ length: n }, (_, i) => 1 + Math.floor((i * total) / n)))];
}

/** Sorts a copy of a list of objects by their `no` (for answers whose order the server does not fix). */
export const byNo = (list) => [...(list ?? [])].sort((a, b) => a.no - b.no);

/** The scenario triple of one request family: baseline first, so each app row follows its baseline in a round. */
export function triple({ id, section, label, baseline, graphql, shim }) {
  const list = [];
  if (baseline)
    list.push({ id: `baseline-${id}`, section, target: 'baseline', label: `raw SQL ${label}`, ...baseline });
  if (graphql) {
    list.push({
      id: `graphql-${id}`,
      section,
      target: 'graphql',
      label: `GraphQL ${label}`,
      baseline: baseline ? `baseline-${id}` : null,
      ...graphql,
    });
  }
  if (shim) {
    list.push({
      id: `shim-${id}`,
      section,
      target: 'shim',
      label: `shim ${label}`,
      baseline: baseline ? `baseline-${id}` : null,
      ...shim,
    });
  }
  return list;
}

/** The same value with every object's keys sorted, so answers compare whatever order the fields came in. */
export function canonical(value) {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical(value[k])]),
    );
  }
  return value;
}
