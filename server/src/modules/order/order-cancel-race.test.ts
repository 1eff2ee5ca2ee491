import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState, Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { giveCoupon, makeProduct } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { placeOrderAs } from '../../test/orders.js';
import { rollupDrift } from '../statistics/sales-rollup.js';

/**
 * The member and the admin cancel the same order at once, over GraphQL and the shims. The state moves in one
 * conditional statement (order-transition.ts), so whatever the timing exactly one cancel takes effect: the stock and
 * the coupon come back once, the books move once, one alert; the other call gets its documented refusal.
 */
let t: TestApp;
let admin: string;
const cancelled: number[] = [];
const stateChanges: number[] = [];
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.member({ role: Role.ADMIN })).token;
  t.app.services.events.on('order.cancelled', ({ orderNo }) => void cancelled.push(orderNo));
  t.app.services.events.on('order.stateChanged', ({ orderNo }) => void stateChanges.push(orderNo));
});
afterAll(() => t?.close());

const ORDERS = 8;
const CANCEL = 'mutation ($no: Int!) { cancelOrder(no: $no) { no state } }';
const CHANGE = 'mutation ($no: Int!) { changeOrderState(no: $no, state: CANCELLED) { no state } }';

/** Done, or refused with the message: any other answer (a 5xx, another code) is kept as it came. */
type Outcome = { done: true } | { done: false; message: string };

async function viaGraphql(answer: ReturnType<TestApp['gql']>): Promise<Outcome | string> {
  const res = await answer;
  const error = res.errors?.[0];
  if (res.status === 200 && !error) return { done: true };
  return error?.extensions?.code === 'CONFLICT' ? { done: false, message: error.message } : JSON.stringify(res);
}

async function viaRest(answer: ReturnType<TestApp['rest']>): Promise<Outcome | string> {
  const res = await answer;
  if (res.status === 200) return { done: true };
  const message = (res.body as { message?: string }).message;
  return res.status === 409 && message ? { done: false, message } : `${res.status} ${JSON.stringify(res.body)}`;
}

/** The member's cancel, over GraphQL or the shim. */
const memberCancels = (i: number, no: number, token: string) =>
  i % 2 === 0 ? viaGraphql(t.gql(CANCEL, { no }, token)) : viaRest(t.rest('DELETE', `/api/cancel/${no}`, { token }));

/** The admin's: the console's status select over GraphQL or the shim, or the cancel the admin may also call. */
function adminCancels(i: number, no: number): Promise<Outcome | string> {
  if (i % 3 === 0) return viaGraphql(t.gql(CHANGE, { no }, admin));
  if (i % 3 === 1) {
    const body = { status: OrderState.CANCELLED };
    return viaRest(t.rest('PUT', `/api/admin/orders/${no}/status`, { token: admin, body }));
  }
  return viaGraphql(t.gql(CANCEL, { no }, admin));
}

/** What the member's call may be refused with once the admin's won, and the admin's once the member's won. */
const MEMBER_REFUSALS = [MSG.order.cannotCancel];
const ADMIN_REFUSALS = [MSG.order.cannotCancel, MSG.order.stateOutdated, MSG.order.stateNotAllowed];

describe('one order cancelled by its member and the admin at once', () => {
  it('cancels it once: stock and coupon back once, one state change, one alert, the books moved once', async () => {
    const em = t.em();
    const { user, token } = await t.member();
    const product = await makeProduct(em, { price: 10000, stock: 100 });
    const orders: number[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const coupon = await giveCoupon(em, user, 10);
      orders.push(await placeOrderAs(t, token, [[product, 2]], { no: coupon.no, rate: 10 }));
    }

    const answers = await Promise.all(orders.flatMap((no, i) => [memberCancels(i, no, token), adminCancels(i, no)]));

    const odd = answers.filter((a) => typeof a === 'string');
    expect(odd, 'every call is done or refused with 409').toEqual([]);
    orders.forEach((no, i) => {
      const [member, byAdmin] = [answers[2 * i] as Outcome, answers[2 * i + 1] as Outcome];
      expect([member.done, byAdmin.done].filter(Boolean), `order ${no}: one cancel takes effect`).toHaveLength(1);
      if (!member.done) expect(MEMBER_REFUSALS, `order ${no}, member`).toContain(member.message);
      if (!byAdmin.done) expect(ADMIN_REFUSALS, `order ${no}, admin`).toContain(byAdmin.message);
    });

    const check = t.em();
    const rows = await check.getConnection().execute<{ state: string; is_used: boolean; used_at: Date | null }[]>(
      `select o.state, cu.is_used, cu.used_at from orders o join coupon_user cu on cu.no = o.coupon_user_no
          where o.no in (?) order by o.no`,
      [orders],
    );
    expect(rows).toEqual(orders.map(() => ({ state: OrderState.CANCELLED, is_used: false, used_at: null })));
    expect(
      await check.getConnection().execute('select stock, sales_count from product where no = ?', [product.no]),
    ).toEqual([{ stock: 100, sales_count: 0 }]);
    const sorted = (list: number[]) => list.filter((no) => orders.includes(no)).sort((a, b) => a - b);
    expect(sorted(cancelled)).toEqual(orders);
    // Placing is 'order.placed': the cancel is each order's only state change.
    expect(sorted(stateChanges)).toEqual(orders);
    const alerts = await check
      .getConnection()
      .execute<{ content: string }[]>('select content from alert where user_no = ? and content like ? order by no', [
        user.no,
        '%취소%',
      ]);
    expect(alerts.map((a) => a.content).sort()).toEqual(orders.map((no) => MSG.order.cancelledAlert(no)).sort());
    const [books] = await check.getConnection().execute<{ quantity: number; cancelled: number }[]>(
      `select quantity::int, cancelled_quantity::int as cancelled from sales_product_rollup
          where grain = 'a' and product_no = ?`,
      [product.no],
    );
    expect(books).toEqual({ quantity: 0, cancelled: 2 * ORDERS });
    expect(await rollupDrift(check)).toEqual({ products: [], days: [] });
  });
});
