import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertCategory, Role } from '../../common/enums.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { Alert } from '../alert/alert.entity.js';
import { User } from '../user/user.entity.js';
import { CouponUser } from './coupon-user.entity.js';

/** The scale-100 data set's member count: issuing a coupon to all of them stays one insert … select. */
const MEMBERS = 50_000;

let t: TestApp;
let admin: { user: User; token: string };
beforeAll(async () => {
  // Statement counts are measured here, not time: a busy machine must not cut the 50,000-row statements short.
  t = await startTestApp({ DB_STATEMENT_TIMEOUT_MS: '120000' });
  admin = await t.member({ role: Role.ADMIN });
  await t.member();
});
afterAll(() => t?.close());

const ISSUE = `mutation ($input: IssueCouponInput!) { issueCoupon(input: $input) { no } }`;
type Issued = { issueCoupon: { no: number } };

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 600 && !(await check()); i++) await new Promise((r) => setTimeout(r, 100));
}

describe('issuing a coupon to 50,000 members (admin console §2 /promotion/coupon, scale 100)', () => {
  it('runs the same statements as for two members, gives it to every one of them and alerts each once', async () => {
    const few = await t.gql<Issued>(ISSUE, { input: { name: '소수', discountRate: 10 } }, admin.token);
    expect(few.errors).toBeUndefined();

    await t
      .em()
      .execute(
        `insert into users (id, name, email, nickname) select 'bulk' || g, '회원' || g, 'bulk' || g || '@example.com', 'b' || g from generate_series(1, ${MEMBERS}) g`,
      );
    const active = await t.em().count(User, { withdrawnAt: null });
    expect(active).toBeGreaterThanOrEqual(MEMBERS);

    const many = await t.gql<Issued>(ISSUE, { input: { name: '전체', discountRate: 20 } }, admin.token);
    expect(many.errors).toBeUndefined();
    expect(many.statements).toBe(few.statements);
    const couponNo = many.data!.issueCoupon.no;
    expect(await t.em().count(CouponUser, { coupon: couponNo })).toBe(active);

    // The 프로모션 alert is stored after the commit, by the event's subscriber, in one insert as well.
    const alerted = () => t.em().count(Alert, { category: AlertCategory.PROMOTION, eventKey: `coupon:${couponNo}` });
    await until(async () => (await alerted()) === active);
    expect(await alerted()).toBe(active);
  });
});
