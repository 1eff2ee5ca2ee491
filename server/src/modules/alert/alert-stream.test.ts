import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertCategory } from '../../common/enums.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { collect, settle, waitFor, type Received, openedClients } from '../../test/ws.js';
import { Alert } from './alert.entity.js';
import { broadcastAlert, shareAlert } from './alert-broadcast.js';

let t: TestApp;
const sockets = openedClients();
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await sockets.closeAll();
  await t.close();
});

type Live = Received<{ alertReceived: { no: number; content: string } }>;
const ALERTS = 'subscription { alertReceived { no content } }';

async function subscriber(token: string) {
  const client = await sockets.open(t.url, token);
  return { client, live: collect(client, ALERTS) as Live };
}

/** The lookups of members' rows of shared alerts this instance runs while `run` goes on. */
async function lookupsDuring(run: () => Promise<void>): Promise<number> {
  let lookups = 0;
  const knex = t.app.orm.em.getKnex();
  const onQuery = ({ sql }: { sql: string }) => {
    if (/from alert a\s+join unnest\(/.test(sql)) lookups += 1;
  };
  knex.on('query', onQuery);
  try {
    await run();
  } finally {
    knex.off('query', onQuery);
  }
  return lookups;
}

const news = (content: string) => ({ category: AlertCategory.PROMOTION, content, path: null });
const quiet = () => new Promise((r) => setTimeout(r, 150));

describe('the alertReceived subscription and shared alerts', () => {
  it('looks up the rows of every subscription on the instance for one event in one statement', async () => {
    const members = await Promise.all([t.member(), t.member(), t.member()]);
    const subs = await Promise.all(members.map((m) => subscriber(m.token)));
    // One member with two tabs open: both hear their one row.
    const secondTab = await subscriber(members[0]!.token);
    await settle();

    const all = [...subs, secondTab];
    const lookups = await lookupsDuring(async () => {
      await broadcastAlert(t.em(), t.app.services.pubSub, { id: randomUUID(), ...news('모두에게') });
      await waitFor(() => all.every((s) => s.live.got.length === 1));
    });
    expect(lookups).toBe(1);
    for (const [i, m] of members.entries()) {
      const [row] = await t.em().find(Alert, { user: m.user.no });
      expect(subs[i]!.live.got[0]!.data!.alertReceived).toEqual({ no: row!.no, content: '모두에게' });
    }
    expect(secondTab.live.got).toEqual(subs[0]!.live.got);
    await Promise.all(all.map((s) => s.client.dispose()));
    await settle();
  });

  it('skips members without a row of the event, still in one lookup, and goes on after a client leaves', async () => {
    const members = await Promise.all([t.member(), t.member(), t.member()]);
    const [a, b, c] = await Promise.all(members.map((m) => subscriber(m.token)));
    await settle();
    const onlyB = { sql: 'select no from users where no = ?', params: [members[1]!.user.no] };
    const event = { eventKey: `test:${Date.now()}`, ...news('B에게만'), messageKey: null, messageArgs: null };
    const lookups = await lookupsDuring(async () => {
      expect(await shareAlert(t.em(), t.app.services.pubSub, event, onlyB)).toBe(1);
      await waitFor(() => b!.live.got.length === 1);
      await quiet();
    });
    expect(lookups).toBe(1);
    expect(a!.live.got).toHaveLength(0);
    expect(c!.live.got).toHaveLength(0);
    // Stored again for nobody new: nothing is sent, nothing is looked up.
    const again = await lookupsDuring(async () => {
      expect(await shareAlert(t.em(), t.app.services.pubSub, event, onlyB)).toBe(0);
      await quiet();
    });
    expect(again).toBe(0);

    await a!.client.dispose();
    await broadcastAlert(t.em(), t.app.services.pubSub, { id: randomUUID(), ...news('남은 사람에게') });
    await waitFor(() => b!.live.got.length === 2 && c!.live.got.length === 1);
    expect(b!.live.got[1]!.data!.alertReceived.content).toBe('남은 사람에게');
  });
});
