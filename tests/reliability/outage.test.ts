/**
 * Issue 15, suite 5 (without SIGTERM, which crash-* covers): PostgreSQL stops under steady REST and GraphQL reads
 * and writes with a subscription open, until every kind of request has met the outage. Meanwhile /readyz answers
 * 503 and every request a clear 503 (the catalogue's message, no internals) instead of hanging, and nothing
 * crashes; when PostgreSQL is back, reads, writes, the subscription and the response cache work again without a
 * restart. How fast the answers come is reported, not asserted.
 */
import type { Client } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { MSG } from '../../server/src/common/messages.js';
import { EVENT_CONNECTION_NAME } from '../../server/src/common/pg-event-target.js';
import { Post } from '../../server/src/modules/community/post.entity.js';
import { PostLike } from '../../server/src/modules/community/post-like.entity.js';
import { Order } from '../../server/src/modules/order/order.entity.js';
import { Product } from '../../server/src/modules/catalog/product.entity.js';
import { makeProduct } from '../../server/src/test/fixtures.js';
import { startTestApp, type TestApp } from '../../server/src/test/harness.js';
import { makePost } from '../../server/src/test/posts.js';
import { collect, connectWs, settle, waitFor, type Received } from '../../server/src/test/ws.js';
import { insertMembers } from './contention-members.js';
import { gqlOp, restOp, startLoad, type Answer, type Op } from './outage-load.js';
import { ownPostgres, type OwnPostgres } from './outage-postgres.js';

const LOOPS = 4;
/** What must never reach a client: driver, pool and SQL words, stack frames. */
const INTERNALS = /ECONN|terminat|knex|pool|postgres|sql|select |insert |update |stack|\bat \/|node_modules/i;

const WAITING_ON_LOCKS = `select count(*)::int as n from pg_stat_activity
  where datname = current_database() and wait_event_type = 'Lock'`;

const PLACE = 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { no } }';
const LIKE = 'mutation ($no: Int!, $liked: Boolean!) { setPostLike(postNo: $no, liked: $liked) { likesCount } }';
const PRODUCTS = '{ products(size: 5) { content { no name } } }';
const PRODUCT = 'query ($no: Int!) { product(no: $no) { no name } }';

type Placed = { data: { placeOrder: { no: number } } };
type Alerts = Received<{ alertReceived: { category: string; path: string } }>;

let postgres: OwnPostgres;
let t: TestApp;
let ws: Client | undefined;
const unhandled: unknown[] = [];
const onUnhandled = (e: unknown) => void unhandled.push(e);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled).on('uncaughtException', onUnhandled);
  postgres = await ownPostgres();
  // The orders of the full-pool case wait on held rows past the acquire timeout: longer than the default lock and
  // statement timeouts allow (freeze.test.ts covers those).
  const patient = { DB_STATEMENT_TIMEOUT_MS: '120000', DB_LOCK_TIMEOUT_MS: '120000' };
  t = await startTestApp(patient, 0, await postgres.createDatabase('shop'));
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled).off('uncaughtException', onUnhandled);
  await ws?.dispose();
  // A failure mid-outage must not leave the server closing against a stopped database.
  if (postgres && !postgres.running) await postgres.start();
  await t?.close();
  await postgres?.dispose();
});

const json = (a: Answer) => JSON.parse(a.text) as Record<string, unknown>;

/** A 503 as a client should see it: the code and the catalogue's message, nothing more. */
function expectClear503(a: Answer) {
  const body = json(a);
  if (a.graphql) {
    const errors = body.errors as { message: string; extensions: { code: string } }[];
    expect(errors.map((e) => [e.message, e.extensions.code])).toContainEqual([
      MSG.common.unavailable,
      'SERVICE_UNAVAILABLE',
    ]);
  } else {
    expect(body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: MSG.common.unavailable });
  }
}

describe('the database going away under load', () => {
  it('answers 503 at once while PostgreSQL is stopped and recovers fully when it is back', async () => {
    const em = t.em();
    const product = await makeProduct(em, { price: 4000, stock: 100_000 });
    const { user: author } = await t.member();
    const post = await makePost(em, author);
    const members = await Promise.all(Array.from({ length: LOOPS }, () => t.member()));
    const watcher = members[0]!;
    const orderInput = {
      totalAmount: product.discountedPrice,
      items: [{ productNo: product.no, quantity: 1, resultPrice: product.discountedPrice }],
    };

    const loops: Op[][] = members.map((m) => {
      let liked = false;
      return [
        restOp(t.url, 'rest read', 'GET', () => `/api/list/product/${product.no}`),
        gqlOp(t.url, 'graphql read', PRODUCTS, () => ({})),
        gqlOp(t.url, 'graphql member read', PRODUCT, () => ({ no: product.no }), m.token),
        gqlOp(t.url, 'graphql order', PLACE, () => ({ input: orderInput }), m.token),
        gqlOp(t.url, 'graphql like', LIKE, () => ({ no: post.no, liked: (liked = !liked) }), m.token),
        restOp(
          t.url,
          'rest like',
          'POST',
          () => '/api/posts/postlike',
          m.token,
          () => ({ postNo: post.no, userNo: m.user.no }),
        ),
        restOp(t.url, 'rest unlike', 'DELETE', () => `/api/posts/postlike/${post.no}/${m.user.no}`, m.token),
      ];
    });

    ws = await connectWs(t.url, watcher.token);
    const alerts: Alerts = collect(ws, 'subscription { alertReceived { category path } }');
    await settle();

    const load = startLoad(loops);
    const opNames = new Set(loops[0]!.map((op) => op.name));
    /** Every kind of request has had an answer of `status` to a request sent after `since`. */
    const everyOp = (status: number, since: number) => (answers: readonly Answer[]) =>
      opNames.size === new Set(answers.filter((a) => a.at > since && a.status === status).map((a) => a.op)).size;
    await load.until(everyOp(200, 0));

    await postgres.stop();
    const stoppedAt = performance.now();
    const ready = await timed(() => fetch(`${t.url}/readyz`));
    expect(ready.status).toBe(503);
    await load.until(everyOp(503, stoppedAt));
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
    const restartAt = performance.now();
    await postgres.start();

    await until(async () => (await fetch(`${t.url}/readyz`)).status === 200, 20_000);
    const readyAt = performance.now();
    await load.until(
      (answers) => opNames.size === new Set(answers.filter((a) => a.at > readyAt).map((a) => a.op)).size,
    );
    const answers = await load.stop();

    report(answers, stoppedAt, restartAt, ready.ms);
    expect(unhandled).toEqual([]);
    for (const a of answers) {
      // A request the client gave up on (status 0) would be a hang.
      expect([200, 503], `${a.op}: ${a.status} ${a.text}`).toContain(a.status);
      expect(a.text, a.op).not.toMatch(INTERNALS);
      if (a.status === 503) expectClear503(a);
    }
    const during = answers.filter((a) => a.at > stoppedAt && a.at + a.ms < restartAt);
    expect(during.length).toBeGreaterThan(0);
    expect(during.filter((a) => a.status !== 503)).toEqual([]);
    // Once /readyz says so, everything works again.
    const after = answers.filter((a) => a.at > readyAt);
    expect(new Set(after.map((a) => a.op)).size).toBe(opNames.size);
    expect(after.filter((a) => a.status !== 200).map((a) => `${a.op}: ${a.status} ${a.text}`)).toEqual([]);

    // Nothing answered as done was lost, and the counts still equal the rows.
    const placedNos = answers
      .filter((a) => a.op === 'graphql order' && a.status === 200)
      .map((a) => (json(a) as Placed).data.placeOrder.no);
    expect(await t.em().count(Order, { no: { $in: placedNos } })).toBe(placedNos.length);
    const stored = await t.em().findOneOrFail(Post, { no: post.no });
    expect(stored.likesCount).toBe(await t.em().count(PostLike, { post: post.no }));

    // The subscription opened before the outage delivers again: the LISTEN connection came back. Events sent before
    // it is back are lost (clients fetch what they missed when they resubscribe), so the order waits for it.
    await until(() => eventConnectionListens(t.database.url), 20_000);
    const res = await t.gql<Placed['data']>(PLACE, { input: orderInput }, watcher.token);
    const path = `/user/mypage/order/${res.data!.placeOrder.no}`;
    await waitFor(() => alerts.got.some((g) => g.data?.alertReceived.path === path), 10_000);

    // The response cache serves again, and a change made elsewhere (another instance) reaches it: its change
    // feed listens again.
    const read = () => t.gql<{ product: { name: string } }>(PRODUCT, { no: product.no });
    await until(async () => (await read()).statements === 0, 10_000);
    const elsewhere = new pg.Client({ connectionString: t.database.url });
    await elsewhere.connect();
    await elsewhere.query('update product set name = $1 where no = $2', ['복구 후 이름', product.no]);
    await elsewhere.end();
    await until(async () => (await read()).data?.product.name === '복구 후 이름', 5000);
  });

  it('answers 503 after the acquire timeout while every pooled connection is held, then serves again', async () => {
    const POOL_SIZE = t.app.orm.config.get('pool')!.max!;
    // One product per order: orders for the same product take turns in the process and would not fill the pool.
    const products: Product[] = [];
    for (let i = 0; i < POOL_SIZE; i++) products.push(await makeProduct(t.em(), { price: 4000, stock: 100 }));
    const product = products[0]!;
    const buyers = await insertMembers(t, POOL_SIZE + 1);
    const inputOf = (p: Product) => ({
      totalAmount: p.discountedPrice,
      items: [{ productNo: p.no, quantity: 1, resultPrice: p.discountedPrice }],
    });
    // Another client holds the products' rows: each order waits for its row inside its transaction, on a pooled
    // connection.
    const holder = new pg.Client({ connectionString: t.database.url });
    const monitor = new pg.Client({ connectionString: t.database.url });
    await Promise.all([holder.connect(), monitor.connect()]);
    onTestFinished(() => Promise.all([holder.end(), monitor.end()]).then(() => undefined));
    await holder.query('begin');
    await holder.query('select 1 from product where no = any($1::int[]) for update', [products.map((p) => p.no)]);
    const orders = buyers.slice(0, POOL_SIZE).map((b, i) => t.gql(PLACE, { input: inputOf(products[i]!) }, b.token));
    await until(async () => {
      // Not the holder: inside its transaction, pg_stat_activity would show the same snapshot every time.
      const [row] = (await monitor.query(WAITING_ON_LOCKS)).rows as { n: number }[];
      return row!.n === POOL_SIZE;
    }, 10_000);

    const late = buyers[POOL_SIZE]!;
    const refused = await timed(() =>
      fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${late.token}` },
        body: JSON.stringify({ query: LIKE, variables: { no: product.no, liked: true } }),
      }),
    );
    console.log(`like while the pool is full: ${refused.status} after ${Math.round(refused.ms)} ms`);
    expect(refused.status).toBe(503);
    expectClear503({ op: 'like while the pool is full', graphql: true, at: 0, ...refused });
    expect((await fetch(`${t.url}/readyz`)).status).toBe(503);

    await holder.query('rollback');
    expect((await Promise.all(orders)).filter((r) => r.errors)).toEqual([]);
    expect((await fetch(`${t.url}/readyz`)).status).toBe(200);
  });
});

async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Whether the server's event connection is back and listening (it reconnects after an outage): its first query is
 * LISTEN, so a query has run on it.
 */
async function eventConnectionListens(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and application_name = $1 and query <> ''`,
      [EVENT_CONNECTION_NAME],
    );
    return rows[0]!.n > 0;
  } finally {
    await client.end();
  }
}

async function timed(send: () => Promise<Response>) {
  const started = performance.now();
  const res = await send();
  const text = await res.text();
  return { status: res.status, text, ms: performance.now() - started };
}

function report(answers: Answer[], stoppedAt: number, restartAt: number, readyMs: number) {
  const phase = (a: Answer) => (a.at < stoppedAt ? 'before' : a.at < restartAt ? 'down' : 'after');
  const counts = new Map<string, number>();
  for (const a of answers) counts.set(`${phase(a)} ${a.status}`, (counts.get(`${phase(a)} ${a.status}`) ?? 0) + 1);
  const slowest = Math.round(Math.max(...answers.map((a) => a.ms)));
  console.log(Object.fromEntries(counts), `slowest ${slowest} ms, /readyz while down ${Math.round(readyMs)} ms`);
}
