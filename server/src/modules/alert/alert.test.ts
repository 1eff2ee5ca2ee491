import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { collect, settle, waitFor, openedClients } from '../../test/ws.js';

let t: TestApp;
const sockets = openedClients();
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await sockets.closeAll();
  await t.close();
});

const ws = async (token?: string) => {
  const client = await sockets.open(t.url, token);
  return client;
};

const ALERTS = 'subscription { alertReceived { no content category path isRead } }';
const SEND = 'mutation ($input: SendAlertInput!) { sendAlert(input: $input) { no content } }';
type AlertEvent = { alertReceived: { content: string } };

describe('alerts', () => {
  it('delivers a new alert over graphql-ws to that member only', async () => {
    const { token: adminToken } = await t.member({ role: 'ADMIN' as never });
    const alice = await t.member();
    const bob = await t.member();
    const a = collect<AlertEvent>(await ws(alice.token), ALERTS);
    const b = collect<AlertEvent>(await ws(bob.token), ALERTS);
    await settle();

    const input = {
      userNo: alice.user.no,
      category: 'ORDER',
      content: '주문이 접수되었습니다.',
      path: '/user/mypage/order',
    };
    expect((await t.gql(SEND, { input }, adminToken)).errors).toBeUndefined();
    await waitFor(() => a.got.length === 1);
    expect(a.got[0]!.data!.alertReceived).toMatchObject({
      content: '주문이 접수되었습니다.',
      category: 'ORDER',
      isRead: false,
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(b.got).toHaveLength(0);

    const list = await t.gql<{ myAlerts: { totalElements: number } }>(
      'query { myAlerts { totalElements } }',
      {},
      alice.token,
    );
    expect(list.data!.myAlerts.totalElements).toBe(1);
    const unread = await t.gql<{ hasUnreadAlerts: boolean }>('query { hasUnreadAlerts }', {}, bob.token);
    expect(unread.data!.hasUnreadAlerts).toBe(false);
  });

  it('refuses a subscription without a token', async () => {
    const s = collect<AlertEvent>(await ws(), ALERTS);
    await waitFor(() => s.got.length > 0 || s.errors.length > 0);
    const first = s.got[0]?.errors?.[0]?.message ?? JSON.stringify(s.errors[0]);
    expect(first).toMatch(/로그인/);
  });

  it('lets only the admin send, and only the owner read or delete', async () => {
    const alice = await t.member();
    const mallory = await t.member();
    const { token: adminToken } = await t.member({ role: 'ADMIN' as never });
    const denied = await t.gql(
      SEND,
      { input: { userNo: alice.user.no, category: 'ORDER', content: 'x' } },
      mallory.token,
    );
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const guest = await t.gql(SEND, { input: { userNo: alice.user.no, category: 'ORDER', content: 'x' } });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const bad = await t.gql(
      SEND,
      { input: { userNo: alice.user.no, category: 'ORDER', content: '', path: 'no-slash' } },
      adminToken,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const sent = await t.gql<{ sendAlert: { no: number } }>(
      SEND,
      { input: { userNo: alice.user.no, category: 'PROMOTION', content: '쿠폰이 도착했습니다.' } },
      adminToken,
    );
    const no = sent.data!.sendAlert.no;
    const steal = await t.gql('mutation ($no: Int!) { markAlertRead(no: $no) { isRead } }', { no }, mallory.token);
    expect(steal.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const del = await t.gql('mutation ($no: Int!) { deleteAlert(no: $no) }', { no }, mallory.token);
    expect(del.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const read = await t.gql<{ markAlertRead: { isRead: boolean } }>(
      'mutation ($no: Int!) { markAlertRead(no: $no) { isRead } }',
      { no },
      alice.token,
    );
    expect(read.data!.markAlertRead.isRead).toBe(true);
    const filtered = await t.gql<{ myAlerts: { totalElements: number } }>(
      'query { myAlerts(category: ORDER) { totalElements } }',
      {},
      alice.token,
    );
    expect(filtered.data!.myAlerts.totalElements).toBe(0);
    const gone = await t.gql<{ deleteAlert: boolean }>(
      'mutation ($no: Int!) { deleteAlert(no: $no) }',
      { no },
      alice.token,
    );
    expect(gone.data!.deleteAlert).toBe(true);
  });
});
