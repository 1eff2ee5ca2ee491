import { addDays } from '@scene-shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { koreaDate } from '../../common/dates.js';
import { AlertCategory, Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { Alert } from '../alert/alert.entity.js';
import { AuditEntry, AuditSubject } from '../audit/audit-entry.entity.js';
import { User } from '../user/user.entity.js';
import { CouponUser } from './coupon-user.entity.js';
import { Coupon } from './coupon.entity.js';

let t: TestApp;
let admin: { user: User; token: string };
let member: { user: User; token: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.member({ role: Role.ADMIN });
  member = await t.member();
});
afterAll(() => t?.close());

const ISSUE = `mutation ($input: IssueCouponInput!) { issueCoupon(input: $input) { no name discountRate expiryDate } }`;
const LIST = `query ($page: Int, $activeOnly: Boolean) {
  adminCoupons(page: $page, activeOnly: $activeOnly) { content { no name discountRate expiryDate } totalPages number size }
}`;
const today = () => koreaDate(new Date());
const members = (n: number) => Promise.all(Array.from({ length: n }, () => t.member()));
const activeMembers = () => t.em().count(User, { withdrawnAt: null });

type Issued = { issueCoupon: { no: number; name: string; discountRate: number; expiryDate: string } };

describe('issuing a coupon (admin console §2 /promotion/coupon)', () => {
  it('gives it to every active member in the same statements however many there are, then alerts them', async () => {
    const gone = await t.member();
    await t.em().nativeUpdate(User, { no: gone.user.no }, { withdrawnAt: new Date() });
    const first = await t.gql<Issued>(ISSUE, { input: { name: '봄맞이', discountRate: 15 } }, admin.token);
    expect(first.errors).toBeUndefined();
    const coupon = first.data!.issueCoupon;
    expect(coupon).toMatchObject({ name: '봄맞이', discountRate: 15, expiryDate: addDays(today(), 7) });
    expect(await t.em().count(CouponUser, { coupon: coupon.no })).toBe(await activeMembers());
    expect(await t.em().count(CouponUser, { coupon: coupon.no, user: gone.user.no })).toBe(0);
    const alert = await t.em().findOne(Alert, { user: member.user.no, category: AlertCategory.PROMOTION });
    expect(alert?.content).toBe(MSG.promotionAlert.coupon('봄맞이', 15));

    await members(12);
    const input = { name: '여름', discountRate: 20, expiryDate: today() };
    const second = await t.gql<Issued>(ISSUE, { input }, admin.token);
    expect(second.data!.issueCoupon.expiryDate).toBe(today());
    expect(second.statements).toBe(first.statements);
    expect(await t.em().count(CouponUser, { coupon: second.data!.issueCoupon.no })).toBe(await activeMembers());
  });

  it('records who issued what in the audit trail', async () => {
    const res = await t.gql<Issued>(ISSUE, { input: { name: '감사', discountRate: 5 } }, admin.token);
    const no = res.data!.issueCoupon.no;
    const [entry] = await t.em().find(AuditEntry, { subject: AuditSubject.COUPON, subjectNo: no });
    expect(entry).toMatchObject({
      action: 'issue',
      actorId: admin.user.id,
      after: { name: '감사', discountRate: 5, expiryDate: addDays(today(), 7) },
    });
  });

  it('answers each §5 rule with its message and stores nothing', async () => {
    const before = await t.em().count(Coupon, {});
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '봄', discountRate: null }, MSG.adminPromotion.couponRateRequired],
      [{ name: '봄', discountRate: -5 }, MSG.adminPromotion.couponRateNegative],
      [{ name: '봄', discountRate: 100 }, MSG.adminPromotion.couponRateTooHigh],
      [{ name: '봄', discountRate: 10, expiryDate: addDays(today(), -1) }, MSG.adminPromotion.couponExpired],
      [{ name: '', discountRate: 10 }, MSG.adminPromotion.couponNameRequired],
    ];
    for (const [input, message] of cases) {
      const res = await t.gql(ISSUE, { input }, admin.token);
      expect(res.errors?.[0]?.message, JSON.stringify(input)).toBe(message);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const rest = await t.rest('POST', '/api/admin/coupon', { body: input, token: admin.token });
      expect(rest.status).toBe(400);
      expect((rest.body as { message: string }).message).toBe(message);
    }
    expect(await t.em().count(Coupon, {})).toBe(before);
  });

  it('answers the documented shim with isSuccess and the spec’s message', async () => {
    const res = await t.rest('POST', '/api/admin/coupon', {
      body: { name: '쉼표', discountRate: 30, expiryDate: addDays(today(), 30) },
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isSuccess: true, message: MSG.adminPromotion.couponIssued });
    const no = (res.body as { coupon: { no: number } }).coupon.no;
    expect(await t.em().count(CouponUser, { coupon: no })).toBe(await activeMembers());
  });
});

describe('the coupon table', () => {
  it('lists every coupon or only unexpired ones, newest first, 8 a page, in a fixed number of statements', async () => {
    const em = t.em();
    em.create(Coupon, { name: '지난 쿠폰', discountRate: 10, expiryDate: '2020-01-01' });
    for (let i = 0; i < 9; i++) em.create(Coupon, { name: `쿠폰 ${i}`, discountRate: i, expiryDate: '2999-01-01' });
    await em.flush();
    const all = await t.em().count(Coupon, {});
    const active = await t.em().count(Coupon, { expiryDate: { $gte: today() } });

    type List = { adminCoupons: { content: { no: number; expiryDate: string }[]; totalPages: number; size: number } };
    const page = await t.gql<List>(LIST, { page: 0 }, admin.token);
    expect(page.data!.adminCoupons.size).toBe(8);
    expect(page.data!.adminCoupons.content).toHaveLength(8);
    expect(page.data!.adminCoupons.totalPages).toBe(Math.ceil(all / 8));
    const nos = page.data!.adminCoupons.content.map((c) => c.no);
    expect(nos).toEqual([...nos].sort((a, b) => b - a));
    // The caller's row, the page and the count: the same for a full page as for the short last one.
    const last = await t.gql<List>(LIST, { page: page.data!.adminCoupons.totalPages - 1 }, admin.token);
    expect(last.data!.adminCoupons.content.length).toBeLessThan(8);
    expect(last.statements).toBe(page.statements);
    const onlyActive = await t.gql<List>(LIST, { page: 0, activeOnly: true }, admin.token);
    expect(onlyActive.data!.adminCoupons.totalPages).toBe(Math.ceil(active / 8));

    const restAll = await t.rest('GET', '/api/admin/coupons?page=0&size=8', { token: admin.token });
    const body = restAll.body as { content: { name: string }[]; totalPages: number; number: number };
    expect(body).toMatchObject({ totalPages: Math.ceil(all / 8), number: 0 });
    expect(body.content[0]).toEqual({
      no: nos[0],
      name: expect.any(String),
      discountRate: expect.any(Number),
      expiryDate: expect.any(String),
    });
    const restActive = await t.rest('GET', '/api/admin/coupons/active?page=0&size=100', { token: admin.token });
    const activeRows = (restActive.body as { content: { expiryDate: string }[] }).content;
    expect(activeRows).toHaveLength(active);
    expect(activeRows.every((c) => c.expiryDate >= today())).toBe(true);
  });
});

describe('who may manage coupons', () => {
  it('refuses a member (FORBIDDEN / 403) and a visitor (UNAUTHENTICATED / 401) on every field and shim', async () => {
    const input = { name: '몰래', discountRate: 10 };
    for (const [query, variables] of [
      [ISSUE, { input }],
      [LIST, {}],
    ] as const) {
      expect((await t.gql(query, variables, member.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    for (const [method, path, body] of [
      ['GET', '/api/admin/coupons', undefined],
      ['GET', '/api/admin/coupons/active', undefined],
      ['POST', '/api/admin/coupon', input],
    ] as const) {
      expect((await t.rest(method, path, { body, token: member.token })).status, path).toBe(403);
      expect((await t.rest(method, path, { body })).status, path).toBe(401);
    }
    expect(await t.em().count(Coupon, { name: '몰래' })).toBe(0);
  });
});
