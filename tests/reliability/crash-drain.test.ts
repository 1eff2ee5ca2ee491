import { createClient } from 'graphql-ws';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SHUTDOWN_REASON } from '../../server/src/http/realtime.js';
import type { Exit } from '../../server/src/test/server-process.js';
import { rawStomp } from '../../server/src/test/stomp.js';
import { waitFor } from '../../server/src/test/ws.js';
import { insertMembers, type Member } from './crash-checks.js';
import { crashServer, insertAdmin } from './crash-setup.js';

/**
 * Issue 15 suite 5, SIGTERM: with requests in flight (held in flight by a lock the test takes, so the order of
 * events is certain) and graphql-ws and STOMP clients connected, the server in a child process is told to stop.
 */

const MEMBERS = 2000;
/** Few enough that every request holds a pooled connection and can be seen waiting on the lock. */
const READS = 5;
const ISSUE = 'mutation ($input: IssueCouponInput!) { issueCoupon(input: $input) { no } }';

let admin: Member;
let members: Member[];
let products: number[];

// The requests wait on the test's lock for as long as the drain takes to show: past the default lock and statement
// timeouts they would answer 503 instead of finishing.
const HELD_AS_LONG_AS_NEEDED = { DB_STATEMENT_TIMEOUT_MS: '600000', DB_LOCK_TIMEOUT_MS: '600000' };

const crash = crashServer(
  async (db, config) => {
    admin = await insertAdmin(db, config);
    members = await insertMembers(db, config, MEMBERS, 'drain');
    const rows = await db.sql<{ no: number }>(
      `insert into product (name, price, stock) select '상품 ' || i, 1000, 10 from generate_series(1, ?) i returning no`,
      [READS],
    );
    products = rows.map((r) => r.no);
  },
  () => HELD_AS_LONG_AS_NEEDED,
);

async function post(query: string, variables: Record<string, unknown>, token?: string) {
  const res = await fetch(`${crash.proc.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] } };
}

interface Closed {
  code: number;
  reason: string;
}

/** A graphql-ws client with an alert subscription, with the close it will see (it never reconnects). */
async function graphqlWsClient(token: string): Promise<{ closed: Promise<Closed> }> {
  const client = createClient({
    url: `${crash.proc.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: `Bearer ${token}` },
    lazy: false,
    retryAttempts: 0,
    // The close is what the test waits for, not an error to print.
    onNonLazyError: () => {},
  });
  const closed = new Promise<Closed>((resolve) =>
    client.on('closed', (event) => {
      const { code, reason } = event as { code: number; reason: string };
      resolve({ code, reason });
    }),
  );
  await new Promise<void>((resolve) => client.on('connected', () => resolve()));
  client.subscribe(
    { query: 'subscription { alertReceived { no } }' },
    { next: () => {}, error: () => {}, complete: () => {} },
  );
  return { closed };
}

/** A STOMP client past CONNECTED, with the close it will see. */
async function stompClient(token: string) {
  const stomp = await rawStomp(crash.proc.url);
  const closed = new Promise<Closed>((resolve) =>
    stomp.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') })),
  );
  stomp.send(`CONNECT\naccept-version:1.2\nhost:localhost\nAuthorization:Bearer ${token}\n\n\0`);
  await waitFor(() => stomp.frames().some((f) => f.command === 'CONNECTED'), 10_000);
  return { closed };
}

async function lockWaiters(): Promise<number> {
  const [row] = await crash.db.sql<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return row!.n;
}

/** Why a connection attempt failed ('ECONNREFUSED' when nothing listens), or 'connected'. */
async function connectAttempt(): Promise<string> {
  try {
    await fetch(`${crash.proc.url}/healthz`);
    return 'connected';
  } catch (e) {
    return String((e as { cause?: { code?: string } }).cause?.code ?? e);
  }
}

describe('SIGTERM drain (issue 15 suite 5)', () => {
  it('finishes requests in flight, refuses new connections, closes WebSockets with 1001 and a reason, exits 0', async () => {
    const graphqlWs = await Promise.all(members.slice(0, 3).map((m) => graphqlWsClient(m.token)));
    const stomp = await Promise.all(members.slice(3, 6).map((m) => stompClient(m.token)));

    // The test holds the tables the requests need: they are in flight when SIGTERM comes and stay so until released.
    const lock = new pg.Client({ connectionString: crash.database.url, application_name: 'crash-test' });
    await lock.connect();
    await lock.query('begin');
    await lock.query('lock table coupon, product in access exclusive mode');
    let answered = 0;
    const count = <T>(p: Promise<T>) => p.finally(() => void (answered += 1));
    const issue = count(post(ISSUE, { input: { name: '종료 중 쿠폰', discountRate: 10 } }, admin.token));
    const reads = products.map((no) => count(post('query ($no: Int!) { product(no: $no) { no name } }', { no })));
    // Every request waits on the lock: all of them are in the server's hands before SIGTERM.
    for (let i = 0; i < 500 && (await lockWaiters()) < READS + 1; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await lockWaiters()).toBe(READS + 1);

    let exit: Exit | null = null;
    const exited = crash.proc.terminate().then((e) => (exit = e));
    const going = { code: 1001, reason: SHUTDOWN_REASON };
    expect(await Promise.all(graphqlWs.map((c) => c.closed))).toEqual(graphqlWs.map(() => going));
    expect(await Promise.all(stomp.map((c) => c.closed))).toEqual(stomp.map(() => going));
    expect(await connectAttempt()).toBe('ECONNREFUSED');
    // All of that while every request was still in flight and the process alive.
    expect(answered).toBe(0);
    expect(exit).toBeNull();

    await lock.query('commit');
    await lock.end();
    const answers = await Promise.all([issue, ...reads]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(answers.filter((a) => a.body.errors || !a.body.data)).toEqual([]);
    const couponNo = (answers[0]!.body.data!.issueCoupon as { no: number }).no;
    const [held] = await crash.db.sql<{ n: number }>(`select count(*)::int as n from coupon_user where coupon_no = ?`, [
      couponNo,
    ]);
    expect(held!.n).toBe(MEMBERS + 1);

    // A shutdown that got stuck would end with code 1 (main.ts gives it 20 s), not 0.
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(crash.proc.output()).toContain('SIGTERM: shutting down');
  });
});
