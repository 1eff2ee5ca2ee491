/**
 * Issue 23, item 11: PostgreSQL freezes (SIGSTOP to the server and every backend: connections stay open and nothing
 * answers, as on a frozen host). Statements sent to it get no answer, yet every request answers 503 with the
 * catalogue's message once the statement timeout and its grace have passed (the settings are small here), and a
 * connection that waited is cut rather than handed out again; after SIGCONT the pool serves at once. PostgreSQL's own
 * statement, lock and idle-in-transaction timeouts are set on every connection, and knex's warnings reach the
 * server's log, not the console. Like outage.test.ts, nothing here asserts a duration.
 */
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { MSG } from '../../server/src/common/messages.js';
import { Order } from '../../server/src/modules/order/order.entity.js';
import type { Product } from '../../server/src/modules/catalog/product.entity.js';
import { makeProduct } from '../../server/src/test/fixtures.js';
import { startTestApp, type TestApp } from '../../server/src/test/harness.js';
import { ownPostgres, type OwnPostgres } from './outage-postgres.js';

const TIMEOUTS = {
  DB_STATEMENT_TIMEOUT_MS: '2000',
  DB_LOCK_TIMEOUT_MS: '1000',
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '5000',
};
const PLACE = 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { no } }';

let postgres: OwnPostgres;
let t: TestApp;
/** The server's log lines at warn and above. */
const logged: { msg: string; knex?: string }[] = [];
const unhandled: unknown[] = [];
const onUnhandled = (e: unknown) => void unhandled.push(e);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled).on('uncaughtException', onUnhandled);
  postgres = await ownPostgres();
  const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
  t = await startTestApp(TIMEOUTS, 0, await postgres.createDatabase('shop'), logger);
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled).off('uncaughtException', onUnhandled);
  // A failure mid-freeze must not leave the server closing against a stopped database.
  postgres?.thaw();
  await t?.close();
  await postgres?.dispose();
});

const orderOf = (p: Product) => ({
  input: { totalAmount: p.discountedPrice, items: [{ productNo: p.no, quantity: 1, resultPrice: p.discountedPrice }] },
});

async function answer(path: string, init: RequestInit = {}) {
  const res = await fetch(`${t.url}${path}`, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const graphql = (query: string, variables: object, token?: string) =>
  answer('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });

/** What a GraphQL or REST answer says went wrong: its code and message. */
function failure(body: Record<string, unknown>) {
  const errors = body.errors as { message: string; extensions: { code: string } }[] | undefined;
  return errors ? errors.map((e) => [e.extensions.code, e.message]) : [[body.code, body.message]];
}
const UNAVAILABLE = [['SERVICE_UNAVAILABLE', MSG.common.unavailable]];

describe('PostgreSQL frozen or slow', () => {
  it('sets the statement, lock and idle-in-transaction timeouts on every connection of the pool', async () => {
    const [settings] = await t
      .em()
      .getConnection()
      .execute(
        `select current_setting('statement_timeout') as statement, current_setting('lock_timeout') as lock,
          current_setting('idle_in_transaction_session_timeout') as idle`,
      );
    expect(settings).toEqual({ statement: '2s', lock: '1s', idle: '5s' });
  });

  it('answers 503 when a row stays locked past the lock timeout, and the next order goes through', async () => {
    const product = await makeProduct(t.em(), { price: 4000, stock: 10 });
    const { token } = await t.member();
    const holder = new pg.Client({ connectionString: t.database.url });
    await holder.connect();
    onTestFinished(() => holder.end());
    await holder.query('begin');
    await holder.query('select 1 from product where no = $1 for update', [product.no]);
    const refused = await graphql(PLACE, orderOf(product), token);
    expect([refused.status, failure(refused.body)]).toEqual([503, UNAVAILABLE]);
    await holder.query('rollback');
    const placed = await graphql(PLACE, orderOf(product), token);
    expect(placed.body.errors).toBeUndefined();
  });

  it('answers 503 while PostgreSQL is frozen, cuts the connections that waited, and serves again once it thaws', async () => {
    const product = await makeProduct(t.em(), { price: 4000, stock: 100 });
    const unread = await makeProduct(t.em());
    const { user, token } = await t.member();
    // Connections in the pool, idle, for the frozen server to keep open.
    expect((await graphql(PLACE, orderOf(product), token)).status).toBe(200);
    expect((await answer(`/api/list/product/${product.no}`)).status).toBe(200);
    const console = ['log', 'info', 'warn', 'error'].map((level) => vi.spyOn(globalThis.console, level as 'log'));
    onTestFinished(() => console.forEach((spy) => spy.mockRestore()));

    postgres.freeze();
    // Reads the response cache has not kept (asked for the first time), a write, and the readiness probe.
    const [read, rest, order, ready] = await Promise.all([
      graphql('{ products(size: 7) { totalElements } }', {}),
      answer(`/api/list/product/${unread.no}`),
      graphql(PLACE, orderOf(product), token),
      answer('/readyz'),
    ]);
    postgres.thaw();

    for (const a of [read, rest, order]) expect([a.status, failure(a.body)]).toEqual([503, UNAVAILABLE]);
    expect([ready.status, ready.body]).toEqual([503, { status: 'unavailable' }]);

    const after = await graphql('{ products(size: 8) { totalElements } }', {});
    expect([after.status, after.body.errors]).toEqual([200, undefined]);
    expect((await graphql(PLACE, orderOf(product), token)).status).toBe(200);
    expect((await answer('/readyz')).status).toBe(200);
    // The order refused while frozen left nothing behind: its transaction died with its connection.
    expect(await t.em().count(Order, { user: user.no })).toBe(2);

    expect(logged.filter((l) => l.msg === 'database connection' && /Connection Error/.test(l.knex ?? ''))).not.toEqual(
      [],
    );
    expect(console.flatMap((spy) => spy.mock.calls)).toEqual([]);
    expect(unhandled).toEqual([]);
  });
});
