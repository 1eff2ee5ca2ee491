/**
 * The brakes on guessing the README promises ("On the open internet"), counted per address and per member, and
 * shared by two instances on one database: every limit below is used up by calls split between the instances, at
 * once. server/src/security/limits.test.ts covers one instance (the id's login window, aliased password checks).
 *
 * The address is the one the trusted proxy (loopback, `trust proxy`) appended last to X-Forwarded-For; whatever a
 * client put before it changes nothing. Windows are never waited for: Retry-After says which window refused, and a
 * window's end is moved into the past in the table the limiter reads.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../server/src/common/messages.js';
import { startTestApp, type TestApp } from '../../server/src/test/harness.js';

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  const env = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Kakao configured but unreachable (a closed loopback port): a sign-in call is counted, then fails at once.
    KAKAO_CLIENT_ID: 'limits-test',
    KAKAO_AUTH_URL: 'http://127.0.0.1:9',
    KAKAO_API_URL: 'http://127.0.0.1:9',
  };
  a = await startTestApp(env);
  b = await startTestApp(env, 0, a.database);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

let spoofed = 0;
/** What the proxy forwards: an address the client claimed (a new one each time), then the address it saw. */
const viaProxy = (address: string) => ({ 'x-forwarded-for': `10.${++spoofed % 250}.${spoofed >> 8}.1, ${address}` });

interface Answer {
  status: number;
  retryAfter: number | null;
  body: { message?: string; data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

async function send(app: TestApp, address: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${app.url}${path}`, {
    method,
    headers: {
      ...viaProxy(address),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const retry = res.headers.get('retry-after');
  return { status: res.status, retryAfter: retry === null ? null : Number(retry), body: text ? JSON.parse(text) : {} };
}

const rest = (app: TestApp, address: string, method: string, path: string, body?: unknown, token?: string) =>
  send(app, address, method, path, body, token) as Promise<Answer>;
const gql = (app: TestApp, address: string, query: string, variables: Record<string, unknown>, token?: string) =>
  send(app, address, 'POST', '/graphql', { query, variables }, token) as Promise<Answer>;

const LOGIN = 'mutation ($id: String!, $pwd: String!) { login(id: $id, pwd: $pwd) { token } }';
const ID_EXISTS = 'query ($id: String!) { idExists(id: $id) }';
const CHECK_PASSWORD = 'query ($pwd: String!) { checkPassword(pwd: $pwd) }';
const START_SOCIAL = 'mutation { startSocialLogin(provider: KAKAO) { state } }';

const tooMany = (a: Answer) => a.status === 429 || a.body.errors?.[0]?.extensions?.code === 'TOO_MANY_REQUESTS';

/** The next shorter window: a Retry-After past it shows which window refused (an hour is not 15 minutes). */
const SHORTER: Record<number, number> = { 3600: 900, 900: 60, 60: 0 };

/** A refusal as the README promises it: 429, Retry-After within the window, the Korean message naming the minutes. */
function expectRefused(answer: Answer, windowSeconds: number, label: string) {
  expect(answer.status, label).toBe(429);
  const seconds = answer.retryAfter ?? 0;
  expect(seconds > SHORTER[windowSeconds]! && seconds <= windowSeconds, `${label}: Retry-After ${seconds} s`).toBe(
    true,
  );
  const error = answer.body.errors?.[0];
  if (error) expect(error.extensions?.code, label).toBe('TOO_MANY_REQUESTS');
  expect(answer.body.message ?? error?.message, label).toBe(MSG.common.tooManyRequests(Math.ceil(seconds / 60)));
}

describe('the brakes on guessing, per address and across instances', () => {
  it('refuses the 101st failed login from one address within the hour, whatever the ids, on both instances', async () => {
    const address = '203.0.113.10';
    await a.member({ id: 'addrvictim', pwd: 'right12!@' });
    // 100 failures at once, half on each instance, over 50 ids (2 each: far from any id's limit of 10).
    const failures = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        i % 2 === 0
          ? rest(a, address, 'POST', '/api/user/auth/login', { id: `nobody${i >> 1}`, pwd: 'wrong1!' })
          : gql(b, address, LOGIN, { id: `nobody${i >> 1}`, pwd: 'wrong1!' }),
      ),
    );
    expect(failures.filter(tooMany)).toEqual([]);

    const right = { id: 'addrvictim', pwd: 'right12!@' };
    expectRefused(await rest(a, address, 'POST', '/api/user/auth/login', right), 3600, 'REST login on A');
    expectRefused(await gql(b, address, LOGIN, right), 3600, 'GraphQL login on B');
    // Another address is not braked, and the member's own id was never counted against.
    const elsewhere = await rest(b, '198.51.100.10', 'POST', '/api/user/auth/login', right);
    expect(elsewhere.status).toBe(200);

    // The hour ends (moved into the past rather than waited for): the address may try again, on either instance.
    await a.em().getConnection().execute(`update rate_limit set expire = 1 where key like 'loginByAddress%'`);
    expect((await gql(a, address, LOGIN, right)).body.errors).toBeUndefined();
    expect((await rest(b, address, 'POST', '/api/user/auth/login', right)).status).toBe(200);
  });

  it('refuses an id after 10 failed logins counted on both instances, even with the right password', async () => {
    await a.member({ id: 'idvictim', pwd: 'right12!@' });
    const failures = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? rest(a, `203.0.113.${20 + i}`, 'POST', '/api/user/auth/login', { id: 'idvictim', pwd: `wrong${i}!` })
          : gql(b, `203.0.113.${20 + i}`, LOGIN, { id: 'idvictim', pwd: `wrong${i}!` }),
      ),
    );
    expect(failures.filter(tooMany)).toEqual([]);
    // Per id, so a fresh address does not help.
    const right = { id: 'idvictim', pwd: 'right12!@' };
    expectRefused(await rest(b, '203.0.113.40', 'POST', '/api/user/auth/login', right), 900, 'REST login on B');
    expectRefused(await gql(a, '203.0.113.41', LOGIN, right), 900, 'GraphQL login on A');
  });

  it('answers 60 id checks a minute per address, counted on both instances, and refuses the rest', async () => {
    const address = '203.0.113.50';
    const checks = await Promise.all(
      Array.from({ length: 70 }, (_, i) =>
        i % 2 === 0
          ? rest(a, address, 'GET', `/api/user/auth/check?id=someone${i}`)
          : gql(b, address, ID_EXISTS, { id: `someone${i}` }),
      ),
    );
    const refused = checks.filter(tooMany);
    expect(checks.length - refused.length).toBe(60);
    refused.forEach((r, i) => expectRefused(r, 60, `id check ${i}`));
    expect((await rest(b, '198.51.100.50', 'GET', '/api/user/auth/check?id=someone')).status).toBe(200);
    expect((await gql(a, '198.51.100.50', ID_EXISTS, { id: 'someone' })).body.errors).toBeUndefined();
  });

  it('answers 120 social sign-in calls a minute per address, counted on both instances, and refuses the rest', async () => {
    const address = '203.0.113.60';
    const calls = await Promise.all(
      Array.from({ length: 130 }, (_, i) =>
        i % 2 === 0
          ? rest(a, address, 'POST', '/api/kakao', { accessToken: `token-${i}` })
          : gql(b, address, START_SOCIAL, {}),
      ),
    );
    const refused = calls.filter(tooMany);
    expect(calls.length - refused.length).toBe(120);
    refused.forEach((r, i) => expectRefused(r, 60, `social call ${i}`));
    expect(tooMany(await rest(b, '198.51.100.60', 'POST', '/api/kakao', { accessToken: 'token' }))).toBe(false);
    expect(tooMany(await gql(a, '198.51.100.60', START_SOCIAL, {}))).toBe(false);
  });

  it('answers 10 password checks per member in 15 minutes, from any address and on both instances', async () => {
    const { user, token } = await a.member({ pwd: 'mine12!@' });
    const checks = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0
          ? rest(
              a,
              `203.0.113.${70 + i}`,
              'POST',
              '/api/user/validate-password',
              { no: user.no, pwd: `guess${i}!` },
              token,
            )
          : gql(b, `203.0.113.${70 + i}`, CHECK_PASSWORD, { pwd: `guess${i}!` }, token),
      ),
    );
    const refused = checks.filter(tooMany);
    expect(checks.length - refused.length).toBe(10);
    refused.forEach((r, i) => expectRefused(r, 900, `password check ${i}`));
    // Per member: the right password from a fresh address is refused too, on either instance; another member is not.
    const right = { no: user.no, pwd: 'mine12!@' };
    expectRefused(await rest(b, '198.51.100.70', 'POST', '/api/user/validate-password', right, token), 900, 'REST');
    expectRefused(await gql(a, '198.51.100.71', CHECK_PASSWORD, { pwd: 'mine12!@' }, token), 900, 'GraphQL');
    const other = await a.member({ pwd: 'mine12!@' });
    const theirs = await gql(b, `203.0.113.70`, CHECK_PASSWORD, { pwd: 'mine12!@' }, other.token);
    expect(theirs.body).toEqual({ data: { checkPassword: true } });
  });
});
