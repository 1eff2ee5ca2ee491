import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { Alert } from './alert.entity.js';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await t.member({ role: 'ADMIN' as never })).token;
});
afterAll(() => t.close());

const SEND = 'mutation ($input: SendAlertInput!) { sendAlert(input: $input) { no } }';
const LIST = `query ($category: AlertCategory) {
  myAlerts(category: $category, page: 0, size: 10) { content { no content isRead } }
}`;
const READ_ALL = 'mutation ($category: AlertCategory) { markAllAlertsRead(category: $category) }';
const UNREAD = 'query { hasUnreadAlerts }';

type Listed = { myAlerts: { content: { no: number; content: string; isRead: boolean }[] } };

async function send(userNo: number, category: string, content: string): Promise<number> {
  const res = await t.gql<{ sendAlert: { no: number } }>(SEND, { input: { userNo, category, content } }, adminToken);
  expect(res.errors).toBeUndefined();
  return res.data!.sendAlert.no;
}

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

describe('a member’s alerts', () => {
  it('lists a category newest first by time, whatever the numbers say', async () => {
    const { user, token } = await t.member();
    const first = await send(user.no, 'COMMUNITY', '6시간 전');
    const second = await send(user.no, 'COMMUNITY', '11월 8일');
    const third = await send(user.no, 'COMMUNITY', '방금');
    await send(user.no, 'ORDER', '주문');
    // An alert stored later about something older (an imported one): its number is higher, its time earlier.
    await t.em().nativeUpdate(Alert, { no: first }, { date: hoursAgo(6) });
    await t.em().nativeUpdate(Alert, { no: second }, { date: hoursAgo(24 * 20) });
    const list = await t.gql<Listed>(LIST, { category: 'COMMUNITY' }, token);
    expect(list.data!.myAlerts.content.map((a) => a.no)).toEqual([third, first, second]);
    const shim = await t.rest('GET', `/api/alert/${user.no}?page=0&size=4&category=커뮤니티`, { token });
    expect((shim.body as { content: { no: number }[] }).content.map((a) => a.no)).toEqual([third, first, second]);
    const all = await t.gql<Listed>(LIST, {}, token);
    expect(all.data!.myAlerts.content.at(-1)!.no).toBe(second);
  });

  it("marks all of the caller's unread alerts read, or one category's, and nobody else's", async () => {
    const me = await t.member();
    const other = await t.member();
    await send(me.user.no, 'ORDER', '주문 1');
    await send(me.user.no, 'COMMUNITY', '댓글 1');
    await send(me.user.no, 'COMMUNITY', '댓글 2');
    await send(other.user.no, 'COMMUNITY', '남의 댓글');

    const community = await t.gql<{ markAllAlertsRead: number }>(READ_ALL, { category: 'COMMUNITY' }, me.token);
    expect(community.data!.markAllAlertsRead).toBe(2);
    const after = await t.gql<Listed>(LIST, {}, me.token);
    expect(after.data!.myAlerts.content.map((a) => [a.content, a.isRead])).toEqual([
      ['댓글 2', true],
      ['댓글 1', true],
      ['주문 1', false],
    ]);
    expect((await t.gql<{ hasUnreadAlerts: boolean }>(UNREAD, {}, me.token)).data!.hasUnreadAlerts).toBe(true);

    const rest = await t.gql<{ markAllAlertsRead: number }>(READ_ALL, {}, me.token);
    expect(rest.data!.markAllAlertsRead).toBe(1);
    expect((await t.gql<{ hasUnreadAlerts: boolean }>(UNREAD, {}, me.token)).data!.hasUnreadAlerts).toBe(false);
    expect((await t.gql<{ hasUnreadAlerts: boolean }>(UNREAD, {}, other.token)).data!.hasUnreadAlerts).toBe(true);

    const guest = await t.gql(READ_ALL, {});
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('marks an alert to every member read for the caller only, in the same statements however many are unread', async () => {
    const one = await t.member();
    await send(one.user.no, 'ORDER', '하나');
    const small = await t.gql(READ_ALL, {}, one.token);

    const many = await t.member();
    const neighbour = await t.member();
    for (let i = 0; i < 12; i++) await send(many.user.no, 'ORDER', `주문 ${i}`);
    const ad = await t.gql(
      'mutation ($input: SendAdvertisementInput!) { sendAdvertisement(input: $input) }',
      { input: { content: '겨울 세일', path: '/user/shop/productlist' } },
      adminToken,
    );
    expect(ad.errors).toBeUndefined();
    const large = await t.gql<{ markAllAlertsRead: number }>(READ_ALL, {}, many.token);
    expect(large.data!.markAllAlertsRead).toBe(13);
    expect(large.statements).toBe(small.statements);
    const theirs = await t.gql<Listed>(LIST, { category: 'PROMOTION' }, neighbour.token);
    expect(theirs.data!.myAlerts.content.map((a) => [a.content, a.isRead])).toEqual([['겨울 세일', false]]);
  });
});
