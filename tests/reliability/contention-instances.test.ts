/**
 * Races across two instances on one database, as behind a load balancer: an instance's own turns (orders for one
 * product wait for each other in the process) do not reach the other, so only PostgreSQL's conditional updates keep
 * one coupon to one order and one order to one cancel.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState, Role } from '../../server/src/common/enums.js';
import { MSG } from '../../server/src/common/messages.js';
import { rollupDrift } from '../../server/src/modules/statistics/sales-rollup.js';
import { giveCoupon, makeProduct } from '../../server/src/test/fixtures.js';
import { startTestApp, type TestApp } from '../../server/src/test/harness.js';
import { placeOrderAs } from '../../server/src/test/orders.js';

const ROUNDS = 6;
const PLACE = 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { no } }';
const CHANGE = 'mutation ($no: Int!) { changeOrderState(no: $no, state: CANCELLED) { no } }';

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  // Both instances sign and check tokens with one secret, as a deployment's instances share their settings.
  const env = { JWT_SECRET: randomBytes(32).toString('hex') };
  a = await startTestApp(env);
  b = await startTestApp(env, 0, a.database);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** An answer: the order it placed (null when refused) and the refusal's message; anything else fails the test. */
interface Placed {
  orderNo: number | null;
  refused?: string;
  wrong?: string;
}

async function onA(token: string, input: Record<string, unknown>): Promise<Placed> {
  const res = await a.gql<{ placeOrder: { no: number } }>(PLACE, { input }, token);
  if (res.data?.placeOrder) return { orderNo: res.data.placeOrder.no };
  const error = res.errors?.[0];
  return error?.extensions?.code === 'CONFLICT'
    ? { orderNo: null, refused: error.message }
    : { orderNo: null, wrong: JSON.stringify(res) };
}

async function onB(token: string, body: Record<string, unknown>): Promise<Placed> {
  const res = await b.rest('POST', '/api/order', { token, body });
  const answer = res.body as { orderNo?: number; message?: string };
  if (res.status === 200 && answer.orderNo) return { orderNo: answer.orderNo };
  return res.status === 409
    ? { orderNo: null, refused: answer.message }
    : { orderNo: null, wrong: `${res.status} ${JSON.stringify(res.body)}` };
}

describe('two instances on one database', () => {
  it('lets one coupon pay for exactly one of two orders placed at once on the two instances', async () => {
    const em = a.em();
    const { user, token } = await a.member();
    // Two products, one per order: the orders do not wait for each other on a product row, only on the coupon.
    const first = await makeProduct(em, { price: 10000, stock: 50 });
    const second = await makeProduct(em, { price: 20000, stock: 50 });
    const line = (p: typeof first) => ({ productNo: p.no, quantity: 1, resultPrice: p.discountedPrice });
    const coupons = [];
    for (let i = 0; i < ROUNDS; i++) coupons.push(await giveCoupon(em, user, 10));

    const answers = await Promise.all(
      coupons.map((c) =>
        Promise.all([
          onA(token, { totalAmount: 9000, couponNo: c.no, items: [line(first)] }),
          onB(token, { totalAmount: 18000, couponNo: c.no, items: [line(second)] }),
        ]),
      ),
    );

    expect(answers.flat().filter((x) => x.wrong)).toEqual([]);
    for (const [i, pair] of answers.entries()) {
      expect(
        pair.filter((x) => x.orderNo !== null),
        `coupon ${coupons[i]!.no}: one order`,
      ).toHaveLength(1);
      expect(pair.find((x) => x.orderNo === null)?.refused).toBe(MSG.order.couponInvalid);
    }
    const rows = await b
      .em()
      .getConnection()
      .execute<{ no: number; coupon_no: number; product_no: number; discount: number; is_used: boolean }[]>(
        `select o.no, cu.coupon_no, op.product_no, o.discount, cu.is_used
           from orders o join coupon_user cu on cu.no = o.coupon_user_no join order_product op on op.order_no = o.no
          where o.user_no = ? order by cu.coupon_no`,
        [user.no],
      );
    const won = answers.map((pair) => pair.find((x) => x.orderNo !== null)!);
    expect(rows).toEqual(
      coupons.map((c, i) => {
        const onFirst = won[i] === answers[i]![0];
        return {
          no: won[i]!.orderNo,
          coupon_no: c.no,
          product_no: onFirst ? first.no : second.no,
          discount: onFirst ? 1000 : 2000,
          is_used: true,
        };
      }),
    );
    const sold = await b
      .em()
      .getConnection()
      .execute<{ no: number; stock: number }[]>('select no, stock from product where no in (?, ?) order by no', [
        first.no,
        second.no,
      ]);
    const winsOn = (p: typeof first) => rows.filter((r) => r.product_no === p.no).length;
    expect(sold).toEqual([
      { no: first.no, stock: 50 - winsOn(first) },
      { no: second.no, stock: 50 - winsOn(second) },
    ]);
  });

  it('cancels an order once when its member on one instance and the admin on the other cancel it at once', async () => {
    const em = a.em();
    const { user, token } = await a.member();
    const adminToken = (await a.member({ role: Role.ADMIN })).token;
    const product = await makeProduct(em, { price: 10000, stock: 50 });
    const orders: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const coupon = await giveCoupon(em, user, 10);
      orders.push(await placeOrderAs(a, token, [[product, 1]], { no: coupon.no, rate: 10 }));
    }

    const answers = await Promise.all(
      orders.map((no) =>
        Promise.all([a.rest('DELETE', `/api/cancel/${no}`, { token }), b.gql(CHANGE, { no }, adminToken)]),
      ),
    );

    for (const [i, [byMember, byAdmin]] of answers.entries()) {
      const done = [byMember.status === 200, byAdmin.status === 200 && !byAdmin.errors];
      expect(done.filter(Boolean), `order ${orders[i]}: one cancel`).toHaveLength(1);
      if (!done[0]) expect(byMember).toMatchObject({ status: 409, body: { message: MSG.order.cannotCancel } });
      if (!done[1]) expect(byAdmin.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    }
    const conn = b.em().getConnection();
    expect(await conn.execute('select stock, sales_count from product where no = ?', [product.no])).toEqual([
      { stock: 50, sales_count: 0 },
    ]);
    const states = await conn.execute<{ state: string; is_used: boolean }[]>(
      `select o.state, cu.is_used from orders o join coupon_user cu on cu.no = o.coupon_user_no where o.no in (?)`,
      [orders],
    );
    expect(states).toEqual(orders.map(() => ({ state: OrderState.CANCELLED, is_used: false })));
    const alerts = await conn.execute<{ n: number }[]>(
      `select count(*)::int as n from alert where user_no = ? and event_key like '%:${OrderState.CANCELLED}'`,
      [user.no],
    );
    expect(alerts).toEqual([{ n: ROUNDS }]);
    expect(await rollupDrift(b.em())).toEqual({ products: [], days: [] });
  });
});
