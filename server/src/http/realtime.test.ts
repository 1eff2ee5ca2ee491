import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../common/messages.js';
import { MAX_SUBSCRIPTIONS } from './realtime.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { collect, waitFor, openedClients } from '../test/ws.js';

let t: TestApp;
const sockets = openedClients();
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await sockets.closeAll();
  await t.close();
});

const errorsOf = async (query: string, token?: string) => {
  const client = await sockets.open(t.url, token);
  const received = collect(client, query);
  await waitFor(() => received.got.length + received.errors.length > 0);
  return JSON.stringify([...received.got.flatMap((g) => g.errors ?? []), ...received.errors.flat()]);
};

describe('errors over graphql-ws', () => {
  it('answers a visitor’s subscription with the same code and message as over HTTP', async () => {
    const errors = await errorsOf('subscription { alertReceived { no } }');
    expect(JSON.parse(errors)).toEqual([
      expect.objectContaining({
        message: MSG.auth.loginRequired,
        extensions: { code: 'UNAUTHENTICATED', key: 'auth.loginRequired', args: [] },
      }),
    ]);
  });

  it('does not suggest field names of the schema', async () => {
    const errors = await errorsOf('subscription { alertReceivd { no } }', (await t.member()).token);
    expect(errors).toContain('alertReceivd');
    expect(errors).not.toContain('Did you mean');
  });

  it('gives a syntax error its code and nothing else', async () => {
    const errors = JSON.parse(await errorsOf('subscription { alertReceived { no }', (await t.member()).token));
    expect(errors).toEqual([expect.objectContaining({ extensions: { code: 'GRAPHQL_PARSE_FAILED' } })]);
  });
});

describe('subscriptions on one socket', () => {
  it(`holds at most ${MAX_SUBSCRIPTIONS} at once and refuses any more with a client error`, async () => {
    const client = await sockets.open(t.url, (await t.member()).token);
    const query = 'subscription { alertReceived { no } }';
    const subs = Array.from({ length: MAX_SUBSCRIPTIONS + 1 }, () => collect(client, query));
    await waitFor(() => subs.some((s) => s.errors.length > 0));
    // Subscriptions register as their contexts resolve, so which one is refused is not fixed; that one is.
    const refused = subs.flatMap((s) => s.errors).map((e) => JSON.stringify(e));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toContain('BAD_USER_INPUT');
  });
});
