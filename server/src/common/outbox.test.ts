import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Alert } from '../modules/alert/alert.entity.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { collect, openedClients, settle, waitFor, type Received } from '../test/ws.js';
import type { DomainEvent } from './events.js';
import { MAX_ATTEMPTS } from './outbox.js';
import { OutboxRecovery } from './outbox-recovery.js';

/*
 * The transactional outbox (issue 15): a crash between a change's commit and the delivery of its events is
 * simulated by recording the events in a committed transaction and never delivering them; the recovery, here of a
 * second instance on the same database, must deliver them, once, whoever else recovers at the same time.
 */

let t: TestApp;
let other: TestApp;
const sockets = openedClients();
beforeAll(async () => {
  t = await startTestApp();
  other = await startTestApp({}, 0, t.database);
});
afterAll(async () => {
  await sockets.closeAll();
  await other?.close();
  await t?.close();
});

const silent = pino({ level: 'silent' });
/** An instance's recovery taking every row at once, however young (the apps' own loops wait for 5 s old rows). */
const recoveryOf = (app: TestApp) =>
  new OutboxRecovery(app.app.services.events, app.app.orm, silent, { olderThanMs: 0, everyMs: 60_000 });

/** Commits the events without delivering them: what a server killed right after its commit leaves. */
const crashAfterCommit = (...events: DomainEvent[]) =>
  t.em().transactional((tem) => t.app.services.events.record(tem, ...events));

const outboxRows = async () =>
  (await t.em().execute<{ n: number }[]>('select count(*)::int as n from event_outbox'))[0]!.n;
const alertsKeyed = (eventKey: string) => t.em().count(Alert, { eventKey });

type Live = Received<{ alertReceived: { content: string } }>;
/** A member listening on the first instance (each test app signs with its own secret). */
async function listener() {
  const member = await t.member();
  const client = await sockets.open(t.url, member.token);
  return { ...member, live: collect(client, 'subscription { alertReceived { content } }') as Live };
}

describe('the event outbox', () => {
  it('delivers an event a crash kept from its subscribers through the recovery of another instance', async () => {
    const follower = await t.member();
    const followee = await listener();
    await settle();
    await t
      .em()
      .execute('insert into follow (followee_no, follower_no) values (?, ?)', [followee.user.no, follower.user.no]);
    const payload = { followerNo: follower.user.no, followeeNo: followee.user.no };
    await crashAfterCommit({ name: 'follow.created', payload });
    const key = `follow:${follower.user.no}:${followee.user.no}`;
    expect(await alertsKeyed(key)).toBe(0);

    expect(await recoveryOf(other).recoverBatch()).toBeGreaterThanOrEqual(1);
    expect(await alertsKeyed(key)).toBe(1);
    expect(await outboxRows()).toBe(0);
    // The alert stored by the other instance reaches the member's subscription on this one.
    await waitFor(() => followee.live.got.length === 1);
  });

  it('lets two instances recovering at once deliver every event once', async () => {
    const delivered = new Map<number, number>();
    // Slow subscribers on both instances, so the two recoveries overlap.
    for (const app of [t, other]) {
      app.app.services.events.on('style.created', async ({ styleNo }) => {
        if (styleNo >= 0) return;
        delivered.set(styleNo, (delivered.get(styleNo) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 20));
      });
    }
    const styles = Array.from({ length: 20 }, (_, i) => -1 - i);
    await crashAfterCommit(
      ...styles.map((styleNo) => ({ name: 'style.created' as const, payload: { styleNo, characterNo: 0 } })),
    );

    const claimed = await Promise.all([recoveryOf(t).recoverBatch(), recoveryOf(other).recoverBatch()]);
    expect(claimed[0] + claimed[1]).toBe(styles.length);
    expect(styles.map((no) => delivered.get(no))).toEqual(styles.map(() => 1));
    expect(await outboxRows()).toBe(0);
  });

  it('creates no second alert, nor a second live notice, when an event already delivered is delivered again', async () => {
    const member = await listener();
    await settle();
    const event = {
      name: 'advertisement.sent' as const,
      payload: { id: randomUUID(), content: '다시 온 광고', path: null },
    };
    const recorded = await crashAfterCommit(event);
    // The first delivery stored the alerts, then the server died before clearing the row.
    expect(await t.app.services.events.run(event, { at: recorded.at })).toBe(true);
    const members = await alertsKeyed(`broadcast:${event.payload.id}`);
    expect(members).toBeGreaterThan(0);
    await waitFor(() => member.live.got.length === 1);

    expect(await recoveryOf(other).recoverBatch()).toBe(1);
    expect(await alertsKeyed(`broadcast:${event.payload.id}`)).toBe(members);
    await settle();
    expect(member.live.got.map((e) => e.data!.alertReceived.content)).toEqual(['다시 온 광고']);
    expect(await outboxRows()).toBe(0);
  });

  it('keeps an event a subscriber failed for the recovery, and drops it after the last attempt', async () => {
    let calls = 0;
    t.app.services.events.on('style.created', ({ styleNo }) => {
      if (styleNo !== -1000) return;
      calls += 1;
      throw new Error('a subscriber that always fails');
    });
    const event = { name: 'style.created' as const, payload: { styleNo: -1000, characterNo: 0 } };
    await t.app.services.events.deliver(await t.em().transactional((tem) => t.app.services.events.record(tem, event)));
    expect(calls).toBe(1);
    expect(await outboxRows()).toBe(1);

    // Only this instance fails it; the recovery runs here.
    const recovery = recoveryOf(t);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await outboxRows()).toBe(1);
      await recovery.recoverBatch();
    }
    expect(calls).toBe(MAX_ATTEMPTS);
    expect(await outboxRows()).toBe(0);
  });

  it('waits twice as long after each failure before trying again', async () => {
    let calls = 0;
    t.app.services.events.on('style.created', ({ styleNo }) => {
      if (styleNo !== -1001) return;
      calls += 1;
      throw new Error('a mail server that is down');
    });
    const event = { name: 'style.created' as const, payload: { styleNo: -1001, characterNo: 0 } };
    await t.app.services.events.deliver(await t.em().transactional((tem) => t.app.services.events.record(tem, event)));
    // Three failures so far: the row waits 5 s × 2³ = 40 s from its recording.
    await t.em().execute(`update event_outbox set attempts = 3 where payload->>'styleNo' = '-1001'`);
    const paced = new OutboxRecovery(t.app.services.events, t.app.orm, silent, { olderThanMs: 5000, everyMs: 60_000 });
    const age = (seconds: number) =>
      t
        .em()
        .execute(
          `update event_outbox set created_at = now() - ? * interval '1 second' where payload->>'styleNo' = '-1001'`,
          [seconds],
        );
    await age(39);
    await paced.recoverBatch();
    expect(calls).toBe(1);
    await age(41);
    // The app's own recovery loop (same pace) may be the one that takes it now: either way it is tried once more.
    await paced.recoverBatch();
    await waitFor(() => calls === 2);
    expect(await outboxRows()).toBe(1);
    await t.em().execute(`delete from event_outbox where payload->>'styleNo' = '-1001'`);
  });
});
