import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../common/messages.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { collect, connectWs, waitFor } from '../test/ws.js';
import { rawRequest, statusOf } from './raw-http.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ REQUEST_TIMEOUT_MS: '2000' });
});
afterAll(() => t?.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The probe's document: 22 fragments on `type`, each spreading the next twice (four million fields written out),
 * under `head`, beside a field no type has: had any validation rule walked it, that field would be reported too.
 */
const fragmentBomb = (head: string, type: string) => {
  const fragments = Array.from(
    { length: 22 },
    (_, i) => `fragment F${i} on ${type} { ${i < 21 ? `...F${i + 1} ...F${i + 1}` : 'no'} }`,
  );
  return `${head.replace('{}', '{ ...F0 nope }')} ${fragments.join(' ')}`;
};

interface Answer {
  status: number;
  body: { data?: unknown; errors?: { message: string; extensions: { code: string } }[] };
}

async function post(body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

async function get(params: Record<string, string>): Promise<Answer> {
  const res = await fetch(`${t.url}/graphql?${new URLSearchParams(params)}`, {
    headers: { 'apollo-require-preflight': 'true', accept: 'application/graphql-response+json' },
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const errorsOf = (a: Answer) => a.body.errors?.map((e) => [e.message, e.extensions.code]);

const LOGIN = 'mutation ($id: String!, $pwd: String!) { login(id: $id, pwd: $pwd) { token } }';

describe('GraphQL limits', () => {
  it('refuses the nested cycle before it runs (no SQL statement)', async () => {
    const levels = 'characters { show { '.repeat(7);
    const query = `{ shows(size: 100) { content { ${levels}no${' } }'.repeat(7)} } } }`;
    const res = await t.gql(query);
    expect(res.errors?.[0]?.message).toBe(MSG.common.tooComplex);
    expect(res.statements).toBe(0);
  });

  it('refuses a costly page even when it is shallow', async () => {
    const query = '{ shows(size: 100) { content { characters { styles { items { product { no } } } } } } }';
    const res = await t.gql(query);
    expect(res.errors?.[0]?.message).toBe(MSG.common.tooComplex);
    expect(res.statements).toBe(0);
  });

  it('refuses fragments that expand past the limit before validation, on every transport', async () => {
    const query = fragmentBomb('query { product(no: 1) {} }', 'Product');
    const refused = [[MSG.common.tooComplex, 'GRAPHQL_VALIDATION_FAILED']];
    const res = await t.gql(query);
    expect(res.errors?.map((e) => [e.message, e.extensions?.code])).toEqual(refused);
    expect(res.statements).toBe(0);
    expect(errorsOf(await get({ query }))).toEqual(refused);

    // An automatic persisted query's registration is refused alike, and nothing is kept under its hash.
    const persistedQuery = { version: 1, sha256Hash: sha256(query) };
    expect(errorsOf(await post({ query, extensions: { persistedQuery } }))).toEqual(refused);
    expect(errorsOf(await post({ extensions: { persistedQuery } }))).toEqual([
      ['PersistedQueryNotFound', 'PERSISTED_QUERY_NOT_FOUND'],
    ]);

    const ws = await connectWs(t.url, (await t.member()).token);
    const sub = collect(ws, fragmentBomb('subscription { alertReceived {} }', 'Alert'));
    await waitFor(() => sub.ended);
    expect(sub.errors).toEqual([[expect.objectContaining({ message: MSG.common.tooComplex })]]);
    await ws.dispose();
  });

  it('answers a wrong persisted-query hash and a subscription over HTTP as the client’s error, with 400', async () => {
    const query = '{ __typename }';
    const wrong = { version: 1, sha256Hash: sha256('{ me { no } }') };
    const mismatch = [[MSG.graphql.persistedQueryMismatch, 'PERSISTED_QUERY_HASH_MISMATCH']];
    const byPost = await post({ query, extensions: { persistedQuery: wrong } });
    expect([byPost.status, errorsOf(byPost)]).toEqual([400, mismatch]);
    const byGet = await get({ query, extensions: JSON.stringify({ persistedQuery: wrong }) });
    expect([byGet.status, errorsOf(byGet)]).toEqual([400, mismatch]);
    const version = await post({ query, extensions: { persistedQuery: { ...wrong, version: 2 } } });
    expect([version.status, errorsOf(version)]).toEqual([400, [[MSG.graphql.persistedQueryVersion, 'BAD_REQUEST']]]);
    const right = await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash: sha256(query) } } });
    expect(right.body).toEqual({ data: { __typename: 'Query' } });

    const { token } = await t.member();
    const subscription = { query: 'subscription { alertReceived { no } }' };
    for (const accept of ['application/json', 'application/graphql-response+json']) {
      const res = await post(subscription, { authorization: `Bearer ${token}`, accept });
      expect([res.status, errorsOf(res)], accept).toEqual([400, [[MSG.graphql.subscriptionOverHttp, 'BAD_REQUEST']]]);
    }
  });

  it('caps page sizes', async () => {
    const res = await t.gql('{ shows(size: 1000) { totalElements } }');
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await t.rest('GET', '/api/main/showDataAll?size=1000')).status).toBe(400);
  });

  it('has no batching', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(res.status).toBe(400);
  });
});

describe('requests that never finish', () => {
  it('answers multipart without a boundary at once', async () => {
    const { token } = await t.member();
    for (const path of ['/graphql', '/api/list/review/1']) {
      const res = await fetch(`${t.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data', authorization: `Bearer ${token}` },
        body: 'x'.repeat(100),
        signal: AbortSignal.timeout(5000),
      });
      expect(res.status, path).toBe(400);
    }
  });

  it('closes a request whose declared body never arrives, within the request timeout', async () => {
    const head =
      'POST /api/user/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"id":';
    // The server closes it (REQUEST_TIMEOUT_MS is 2 s here), long before the client would stop waiting.
    const { answer, closed } = await rawRequest(t.url, head, 20_000);
    expect(closed).toBe(true);
    expect([408, null]).toContain(statusOf(answer));
  });

  it('closes a connection whose headers never finish', async () => {
    const { closed } = await rawRequest(t.url, 'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ', 20_000);
    expect(closed).toBe(true);
  });
});

describe('brakes on guessing', () => {
  it('refuses logins after 10 failures for an id, with Retry-After, even with the right password; lifted when the window ends', async () => {
    await t.member({ id: 'guessme', pwd: 'right12!@' });
    for (let i = 0; i < 10; i++) {
      const res = await t.rest('POST', '/api/user/auth/login', { body: { id: 'guessme', pwd: `wrong${i}!` } });
      expect(res.status).toBe(401);
    }
    const refused = await fetch(`${t.url}/api/user/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'guessme', pwd: 'right12!@' }),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toBe(MSG.common.tooManyRequests(15));
    const gql = await t.gql(LOGIN, { id: 'guessme', pwd: 'right12!@' });
    expect(gql.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');

    // The window ends (moved into the past here rather than waited for).
    await t.em().getConnection().execute(`update rate_limit set expire = 1 where key like 'loginById%'`);
    const ok = await t.rest('POST', '/api/user/auth/login', { body: { id: 'guessme', pwd: 'right12!@' } });
    expect(ok.status).toBe(200);
  });

  it('stops an aliased checkPassword at the member’s limit', async () => {
    const { token } = await t.member({ pwd: 'mine12!@' });
    const aliases = Array.from({ length: 12 }, (_, i) => `c${i}: checkPassword(pwd: "guess${i}")`).join(' ');
    const res = await t.gql(`{ ${aliases} }`, {}, token);
    expect(res.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    // The oracle stays closed: even the right password is not checked until the window ends.
    const right = await t.gql('{ checkPassword(pwd: "mine12!@") }', {}, token);
    expect(right.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('refuses hundreds of aliases outright', async () => {
    const aliases = Array.from({ length: 500 }, (_, i) => `a${i}: idExists(id: "user${i}")`).join(' ');
    const res = await t.gql(`{ ${aliases} }`);
    expect(res.errors?.[0]?.message).toBe(MSG.common.tooComplex);
    expect(res.statements).toBe(0);
  });

  it('does not show a member’s login id to visitors', async () => {
    const { user } = await t.member({ id: 'secretid' });
    const res = await t.gql<{ member: { id: string | null; nickname: string } }>(
      'query ($no: Int!) { member(no: $no) { id nickname } }',
      { no: user.no },
    );
    expect(res.data?.member).toEqual({ id: null, nickname: user.nickname });
  });
});
