import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNWATCHED_TABLES } from '../../common/unwatched-tables.js';
import { makeProduct, makeShows } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { placeOrderAs } from '../../test/orders.js';
import { cached, gqlRead, shimRead } from '../../test/response-cache.js';

const SHOWS = '{ shows(page: 0, size: 50) { content { no title characters { no name } } } }';
const MY_ORDERS = '{ myOrders { content { no } } }';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await makeShows(t.em(), 2);
});
afterAll(() => t?.close());

describe('response cache', () => {
  it('answers a repeated read without a statement, over GraphQL and the shim', async () => {
    expect((await t.gql(SHOWS)).statements).toBeGreaterThan(0);
    await cached(gqlRead(t, SHOWS));
    await cached(shimRead(t, '/api/main/showDataAll'));
  });

  it('serves the new answer after a write made outside any request', async () => {
    const product = await makeProduct(t.em(), { name: '처음 이름' });
    const read = gqlRead(t, `{ product(no: ${product.no}) { name } }`);
    expect(await cached(read)).toContain('처음 이름');
    const em = t.em();
    await em.nativeUpdate('Product', { no: product.no }, { name: '바뀐 이름' });
    expect((await read()).text).toContain('바뀐 이름');
  });

  it("never serves one member's answer to another member or a visitor", async () => {
    const p = await makeProduct(t.em());
    const a = await t.member();
    const b = await t.member();
    const orderNo = await placeOrderAs(t, a.token, [[p, 1]]);
    expect(await cached(gqlRead(t, MY_ORDERS, a.token))).toContain(String(orderNo));
    expect((await t.gql(MY_ORDERS, {}, b.token)).data).toEqual({ myOrders: { content: [] } });
    expect((await t.gql(MY_ORDERS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const [show] = await makeShows(t.em(), 1);
    const character = show!.characters.getItems()[0]!;
    await t.gql(`mutation { scrapCharacter(characterNo: ${character.no}) { scrapped } }`, {}, a.token);
    const scrapped = `{ character(no: ${character.no}) { scrapCount scrappedByMe } }`;
    expect(await cached(gqlRead(t, scrapped, a.token))).toContain('"scrappedByMe":true');
    expect(await cached(gqlRead(t, scrapped, b.token))).toContain('"scrappedByMe":false');
    expect(await cached(gqlRead(t, scrapped))).toContain('"scrappedByMe":false');

    const shim = `/api/order/orderlist/${a.user.no}`;
    expect(await cached(shimRead(t, shim, a.token))).toContain(String(orderNo));
    expect((await t.rest('GET', shim, { token: b.token })).status).toBe(403);
    expect((await t.rest('GET', shim)).status).toBe(401);
  });

  it('does not cache for a token that names no member', async () => {
    const invalid = 'not-a-token';
    await t.gql(SHOWS, {}, invalid);
    expect((await t.gql(SHOWS, {}, invalid)).statements).toBeGreaterThan(0);
  });

  it('gives a kept shim answer an ETag and answers 304 when the client has it', async () => {
    const path = '/api/main/showDataAll';
    await cached(shimRead(t, path));
    const res = await fetch(`${t.url}${path}`);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    // As a browser revalidates (fetch would add `cache-control: no-cache`, which asks for the whole answer).
    const again = await fetch(`${t.url}${path}`, { headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it("answers a visitor's repeated GraphQL request at the front door, per accepted answer type", async () => {
    const post = (accept: string) =>
      fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept },
        body: JSON.stringify({ query: SHOWS }),
      });
    for (const accept of ['application/json', 'application/graphql-response+json']) {
      const first = await post(accept);
      const body = await first.text();
      await expect
        .poll(async () => {
          const res = await post(accept);
          expect(await res.text()).toBe(body);
          expect(res.headers.get('content-type')).toContain(accept);
          return [res.headers.get('x-sql-statements'), res.headers.get('etag')?.startsWith('"')];
        })
        .toEqual(['0', true]);
    }
    // An answer with an error is never kept (a kept answer carries the store's strong ETag).
    const broken = JSON.stringify({ query: '{ shows(page: -1, size: 50) { content { no } } }' });
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: broken,
      });
      expect(((await res.json()) as { errors?: unknown[] }).errors).toHaveLength(1);
      expect(res.headers.get('etag')).toMatch(/^W\//);
    }
  });

  it('drops everything when its change feed reconnects', async () => {
    const read = gqlRead(t, SHOWS);
    await cached(read);
    const killed: { n: number }[] = await t
      .em()
      .getConnection()
      .execute(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where datname = current_database() and query = 'listen scene_shop_cache'`,
      );
    expect(killed[0]!.n).toBe(1);
    // Until the feed listens again nothing is served from the cache; after, the first read is a miss.
    await expect.poll(async () => (await read()).statements, { timeout: 10_000 }).toBe(0);
  });

  it('puts the notify trigger on every table but the few no cached answer reads', async () => {
    const rows: { tablename: string; watched: boolean }[] = await t
      .em()
      .getConnection()
      .execute(
        `select t.tablename, exists (select 1 from pg_trigger g where g.tgname = 'scene_shop_cache_notify'
            and g.tgrelid = format('%I.%I', t.schemaname, t.tablename)::regclass) as watched
           from pg_tables t where t.schemaname = current_schema()`,
      );
    const unwatched = rows.filter((r) => !r.watched).map((r) => r.tablename);
    expect(unwatched.sort()).toEqual([...UNWATCHED_TABLES].sort());
  });
});

describe('RESPONSE_CACHE=off', () => {
  it('runs the statements of every read', async () => {
    const off = await startTestApp({ RESPONSE_CACHE: 'off' }, 0, t.database);
    try {
      await off.gql(SHOWS);
      expect((await off.gql(SHOWS)).statements).toBeGreaterThan(0);
      await off.rest('GET', '/api/main/showDataAll');
      expect((await off.rest('GET', '/api/main/showDataAll')).statements).toBeGreaterThan(0);
    } finally {
      await off.close();
    }
  });
});
