import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertCategory, Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { giveCoupon, makeProduct } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { placeOrderAs } from '../../test/orders.js';
import { follow } from '../../test/posts.js';
import { collect, settle, waitFor, type Received, openedClients } from '../../test/ws.js';
import { User } from '../user/user.entity.js';
import { Alert } from './alert.entity.js';

let t: TestApp;
const sockets = openedClients();
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await sockets.closeAll();
  await t.close();
});

interface Shown {
  no: number;
  content: string;
  messageKey: string | null;
  messageArgs: unknown[] | null;
}
type Live = Received<{ alertReceived: Shown }>;
const FIELDS = 'no content messageKey messageArgs';
const ALERTS = `subscription { alertReceived { ${FIELDS} } }`;
const LIST = `{ myAlerts(size: 10) { content { ${FIELDS} } } }`;

/** A member who chose `language` in the language widget (null: never chose, which is Korean), listening live. */
async function reader(language: string | null) {
  const member = await t.member();
  if (language) {
    const set = await t.gql(
      'mutation ($l: String!) { setLanguage(language: $l) { no } }',
      { l: language },
      member.token,
    );
    expect(set.errors).toBeUndefined();
  }
  const client = await sockets.open(t.url, member.token);
  return { ...member, live: collect(client, ALERTS) as Live };
}

async function listed(token: string) {
  const res = await t.gql<{ myAlerts: { content: Shown[] } }>(LIST, {}, token);
  expect(res.errors).toBeUndefined();
  return { alerts: res.data!.myAlerts.content, statements: res.statements };
}

async function shimContents(userNo: number, token: string): Promise<string[]> {
  const res = await t.rest('GET', `/api/alert/${userNo}?size=10`, { token });
  expect(res.status).toBe(200);
  return (res.body as { content: { content: string }[] }).content.map((a) => a.content);
}

describe("alerts in the member's language", () => {
  it('shows an order alert in English to a member who chose English, live, listed and by the shim', async () => {
    const en = await reader('en');
    const ko = await reader(null);
    await settle();
    const product = await makeProduct(t.em(), { price: 5000, stock: 5 });
    const enOrder = await placeOrderAs(t, en.token, [[product, 1]]);
    const koOrder = await placeOrderAs(t, ko.token, [[product, 1]]);
    await waitFor(() => en.live.got.length === 1 && ko.live.got.length === 1);

    const english = `Your order (${enOrder}) has been received.`;
    const keyed = { messageKey: 'order.placedAlert', messageArgs: [enOrder] };
    expect(en.live.got[0]!.data!.alertReceived).toMatchObject({ content: english, ...keyed });
    expect((await listed(en.token)).alerts).toEqual([{ no: expect.any(Number), content: english, ...keyed }]);
    expect(await shimContents(en.user.no, en.token)).toEqual([english]);
    // Stored as key and arguments, with the Korean text kept beside them.
    const row = await t.em().findOneOrFail(Alert, { user: en.user.no });
    expect(row).toMatchObject({ content: MSG.order.placedAlert(enOrder), ...keyed });

    const korean = MSG.order.placedAlert(koOrder);
    expect(ko.live.got[0]!.data!.alertReceived).toMatchObject({ content: korean, messageKey: 'order.placedAlert' });
    expect((await listed(ko.token)).alerts.map((a) => a.content)).toEqual([korean]);
    expect(await shimContents(ko.user.no, ko.token)).toEqual([korean]);
  });

  it("gives every member a coupon's news in their own language, live and listed", async () => {
    const en = await reader('en');
    const de = await reader('de');
    const ko = await reader(null);
    await settle();
    const coupon = await giveCoupon(t.em(), ko.user, 15);
    await t.app.services.events.publish('promotion.sent', { couponNo: coupon.no });
    await waitFor(() => [en, de, ko].every((m) => m.live.got.length === 1));
    const live = (m: typeof en) => m.live.got[0]!.data!.alertReceived.content;
    expect(live(en)).toBe(`A new coupon has been issued: ${coupon.name} (15% off)`);
    expect(live(ko)).toBe(MSG.promotionAlert.coupon(coupon.name, 15));
    expect(live(de)).not.toBe(live(ko));
    expect((await listed(en.token)).alerts[0]).toMatchObject({
      content: live(en),
      messageKey: 'promotionAlert.coupon',
      messageArgs: [coupon.name, 15],
    });
  });

  it('translates an argument that is a catalogue text itself (a withdrawn follower)', async () => {
    const en = await reader('en');
    const follower = await t.member();
    await follow(t.em(), follower.user, en.user);
    await t.em().nativeUpdate(User, { no: follower.user.no }, { withdrawnAt: new Date() });
    await t.app.services.events.publish('follow.created', { followerNo: follower.user.no, followeeNo: en.user.no });
    const [alert] = (await listed(en.token)).alerts;
    expect(alert).toMatchObject({
      content: 'Former member started following you.',
      messageKey: 'communityAlert.followed',
      messageArgs: [{ key: 'profile.withdrawnMember', args: [] }],
    });
    const row = await t.em().findOneOrFail(Alert, { user: en.user.no });
    expect(row.content).toBe(MSG.communityAlert.followed(MSG.profile.withdrawnMember));
  });

  it("shows the admin's own words as written, without a key", async () => {
    const en = await reader('en');
    const admin = await t.member({ role: Role.ADMIN });
    const send = 'mutation ($input: SendAlertInput!) { sendAlert(input: $input) { no content messageKey } }';
    const input = { userNo: en.user.no, category: 'PROMOTION', content: '관리자의 안내' };
    expect((await t.gql(send, { input }, admin.token)).data).toEqual({
      sendAlert: { no: expect.any(Number), content: '관리자의 안내', messageKey: null },
    });
    expect((await listed(en.token)).alerts).toEqual([
      { no: expect.any(Number), content: '관리자의 안내', messageKey: null, messageArgs: null },
    ]);
  });

  it("reads the member's language with the alerts: the list's statements grow with neither the rows nor it", async () => {
    const en = await reader('en');
    const ko = await reader(null);
    const em = t.em();
    const alert = (user: User, n: number) =>
      em.create(Alert, {
        user: user.no,
        category: AlertCategory.ORDER,
        content: MSG.order.placedAlert(n),
        messageKey: 'order.placedAlert',
        messageArgs: [n],
      });
    alert(en.user, 1);
    alert(ko.user, 1);
    await em.flush();
    const one = (await listed(en.token)).statements;
    for (let n = 2; n <= 8; n++) alert(en.user, n);
    await em.flush();
    const many = await listed(en.token);
    expect(many.alerts.map((a) => a.content)).toContain('Your order (8) has been received.');
    expect(many.statements).toBe(one);
    expect((await listed(ko.token)).statements).toBe(one);
  });
});
