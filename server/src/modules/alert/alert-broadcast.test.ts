import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertCategory, Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { countStatementsIn } from '../../common/sql-counter.js';
import { giveCoupon } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { collect, settle, waitFor, type Received, openedClients } from '../../test/ws.js';
import { User } from '../user/user.entity.js';
import { broadcastAlert } from './alert-broadcast.js';
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

type Live = Received<{ alertReceived: { no: number; content: string; category: string; path: string | null } }>;
const ALERTS = 'subscription { alertReceived { no content category path isRead date } }';
const SEND_AD = 'mutation ($input: SendAdvertisementInput!) { sendAdvertisement(input: $input) }';

async function listener() {
  const member = await t.member();
  const client = await sockets.open(t.url, member.token);
  return { ...member, live: collect(client, ALERTS) as Live };
}

const alertsOf = (userNo: number) => t.em().find(Alert, { user: userNo }, { orderBy: { no: 'asc' } });
const allAlerts = () => t.em().count(Alert, {});
const members = (n: number) => Promise.all(Array.from({ length: n }, () => t.member()));
const quiet = () => new Promise((r) => setTimeout(r, 150));

describe('broadcast alerts (프로모션)', () => {
  it('stores one alert for every active member in a constant number of statements', async () => {
    await members(3);
    const activeCount = () => t.em().count(User, { withdrawnAt: null });
    const send = async (content: string) => {
      const { result, counter } = countStatementsIn(() =>
        broadcastAlert(t.em(), t.app.services.pubSub, {
          id: randomUUID(),
          category: AlertCategory.PROMOTION,
          content,
          path: null,
        }),
      );
      expect(await result).toBe(await activeCount());
      return counter.count;
    };
    const few = await send('첫 소식');
    await members(7);
    expect(await send('두 번째 소식')).toBe(few);
    expect(few).toBe(1);
    expect(await t.em().count(Alert, { content: '두 번째 소식' })).toBe(await activeCount());
  });

  it('delivers the admin’s advertisement live, each member their own row; a withdrawn member gets none', async () => {
    const admin = await t.member({ role: Role.ADMIN });
    const a = await listener();
    const b = await listener();
    const gone = await t.member();
    await t.em().nativeUpdate(User, { no: gone.user.no }, { withdrawnAt: new Date() });
    await settle();

    const input = { content: '주말 특가! 인기 드라마 의상 최대 30% 할인', path: '/user/shop/productlist' };
    const sent = await t.gql(SEND_AD, { input }, admin.token);
    expect(sent.data).toEqual({ sendAdvertisement: true });
    await waitFor(() => a.live.got.length === 1 && b.live.got.length === 1);
    for (const m of [a, b]) {
      const [row] = await alertsOf(m.user.no);
      expect(m.live.got[0]!.data!.alertReceived).toEqual({
        no: row!.no,
        content: input.content,
        category: 'PROMOTION',
        path: input.path,
        isRead: false,
        date: row!.date.toISOString(),
      });
    }
    expect(await alertsOf(gone.user.no)).toEqual([]);

    // The statements of the request do not grow with the members.
    await members(5);
    const more = await t.gql(SEND_AD, { input: { content: '두 번째 광고', path: null } }, admin.token);
    expect(more.statements).toBe(sent.statements);
    await waitFor(() => a.live.got.length === 2 && b.live.got.length === 2);
    await quiet();
    expect(a.live.got).toHaveLength(2);
  });

  it('lets only the admin advertise, and refuses bad input without storing anything', async () => {
    const admin = await t.member({ role: Role.ADMIN });
    const member = await t.member();
    const before = await allAlerts();
    const input = { content: '광고', path: '/user/main' };
    expect((await t.gql(SEND_AD, { input }, member.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(SEND_AD, { input })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const bad of [
      { content: '', path: '/user/main' },
      { content: '가'.repeat(301), path: null },
      { content: '광고', path: 'https://elsewhere.example' },
    ]) {
      const res = await t.gql(SEND_AD, { input: bad }, admin.token);
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(bad)).toBe('BAD_USER_INPUT');
    }
    expect(await allAlerts()).toBe(before);
  });

  it('announces a new coupon to every member once, however often it is reported', async () => {
    const a = await listener();
    await settle();
    const coupon = await giveCoupon(t.em(), a.user, 15);
    await t.app.services.events.publish('promotion.sent', { couponNo: coupon.no });
    await t.app.services.events.publish('promotion.sent', { couponNo: coupon.no });
    await t.app.services.events.publish('promotion.sent', { couponNo: 999999 });
    await waitFor(() => a.live.got.length === 1);
    await quiet();
    expect(a.live.got).toHaveLength(1);
    expect(a.live.got[0]!.data!.alertReceived).toMatchObject({
      content: MSG.promotionAlert.coupon(coupon.name, 15),
      category: 'PROMOTION',
      path: '/user/mypage/coupon',
    });
    expect(await t.em().count(Alert, { content: MSG.promotionAlert.coupon(coupon.name, 15) })).toBe(
      await t.em().count(User, { withdrawnAt: null }),
    );
  });
});
