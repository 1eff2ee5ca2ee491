import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState, Role } from '../../common/enums.js';
import { giveCoupon, makeProduct } from '../../test/fixtures.js';
import { startFakeToss, type FakeToss } from '../../test/fake-toss.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { changeOrderState, placeOrderAs } from '../../test/orders.js';
import type { Product } from '../catalog/product.entity.js';
import { OrderProduct } from '../order/order-product.entity.js';
import { Payment } from '../payment/payment.entity.js';
import { rollupDrift } from '../statistics/sales-rollup.js';

const NO_DRIFT = { products: [], days: [] };
const REQUEST = 'mutation ($input: ClaimInput!) { requestClaim(input: $input) { no } }';
const APPROVE = 'mutation ($no: Int!) { approveClaim(no: $no) { no } }';
const RECEIVE = 'mutation ($no: Int!) { receiveClaim(no: $no) { no state refundAmount } }';
const FIGURES = `query ($from: String!, $to: String!) {
  salesSeries(from: $from, to: $to, unit: DAY) { total { revenue quantity } }
  bestProducts(from: $from, to: $to, limit: 50) { productNo quantity revenue } }`;

describe.each([
  { mode: 'in demo mode', toss: false },
  { mode: 'paid through the fake Toss', toss: true },
])('a settled return, $mode', ({ toss }) => {
  let fake: FakeToss | null = null;
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    fake = toss ? await startFakeToss() : null;
    t = await startTestApp(fake ? { ...fake.env, PAYMENT_SWEEP_INTERVAL_MINUTES: '0' } : {});
    admin = (await t.member({ role: Role.ADMIN })).token;
  });
  afterAll(async () => {
    await t.close();
    await fake?.close();
  });

  /** A delivered order of the member (paid through the fake's confirmation first, with payments configured). */
  async function delivered(token: string, items: [Product, number][], coupon?: { no: number; rate: number }) {
    const no = await placeOrderAs(t, token, items, coupon);
    if (fake) {
      const payment = await t.em().findOneOrFail(Payment, { orderNo: no });
      const key = fake.authorize(payment.tossOrderId, payment.amount);
      const paid = await t.gql(
        'mutation ($input: ConfirmPaymentInput!) { confirmPayment(input: $input) { no } }',
        {
          input: key,
        },
        token,
      );
      expect(paid.errors).toBeUndefined();
    }
    expect((await changeOrderState(t, admin, no, OrderState.DELIVERED)).errors).toBeUndefined();
    return no;
  }

  /** The Korea day and month of an order, as the rollups file it. */
  async function dayOf(orderNo: number) {
    const [row] = await t
      .em()
      .execute<{ day: string }[]>(
        `select (date at time zone 'Asia/Seoul')::date::text as day from orders where no = ?`,
        [orderNo],
      );
    return row!.day;
  }

  /** The product's and the day's figures through the GraphQL fields and their REST shims. */
  async function figures(day: string, productNo: number) {
    const res = await t.gql<{
      salesSeries: { total: { revenue: number; quantity: number } };
      bestProducts: { productNo: number; quantity: number; revenue: number }[];
    }>(FIGURES, { from: day, to: day }, admin);
    expect(res.errors).toBeUndefined();
    const product = res.data!.bestProducts.find((p) => p.productNo === productNo);
    const best = await t.rest('GET', `/api/admin/statistics/products/best?startDate=${day}&endDate=${day}&size=50`, {
      token: admin,
    });
    const month = await t.rest(
      'GET',
      `/api/admin/statistics/orders/monthly-revenue?startDate=${day.slice(0, 8)}01&endDate=${day}`,
      { token: admin },
    );
    expect([best.status, month.status]).toEqual([200, 200]);
    return {
      day: res.data!.salesSeries.total,
      product: { quantity: product?.quantity ?? 0, revenue: product?.revenue ?? 0 },
      restQuantity: (best.body as { no: number; quantity: number }[]).find((p) => p.no === productNo)?.quantity ?? 0,
      restMonthRevenue: (month.body as { totalRevenue: number }[]).at(-1)!.totalRevenue,
    };
  }

  it("lowers its product's and its day's units and won by exactly the refund, once", async () => {
    const { user, token } = await t.member();
    const a = await makeProduct(t.em(), { price: 10000, stock: 10 });
    const b = await makeProduct(t.em(), { price: 20000, stock: 10 });
    const coupon = await giveCoupon(t.em(), user, 10);
    const first = await delivered(
      token,
      [
        [a, 1],
        [b, 1],
      ],
      { no: coupon.no, rate: 10 },
    );
    await delivered(token, [[a, 2]]);
    const day = await dayOf(first);
    const before = await figures(day, a.no);
    expect(before.product).toEqual({ quantity: 3, revenue: 30000 });
    expect(before.restQuantity).toBe(3);

    const line = await t.em().findOneOrFail(OrderProduct, { order: first, product: a.no });
    const claim = await t.gql<{ requestClaim: { no: number } }>(
      REQUEST,
      { input: { orderProductNo: line.no, type: 'RETURN', reason: 'SIZE' } },
      token,
    );
    const no = claim.data!.requestClaim.no;
    expect((await t.gql(APPROVE, { no }, admin)).errors).toBeUndefined();

    if (fake) {
      // The provider refuses the refund first: the claim stays 수거완료 and the figures stay whole.
      fake.refuseCancels({ code: 'NOT_CANCELABLE_PAYMENT', message: '취소 할 수 없는 결제 입니다.' });
      const refused = await t.gql(RECEIVE, { no }, admin);
      fake.refuseCancels(null);
      expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      expect(await figures(day, a.no)).toEqual(before);
      expect(await rollupDrift(t.em())).toEqual(NO_DRIFT);
      const retried = await t.rest('PUT', `/api/admin/claims/${no}/refund`, { token: admin });
      expect(retried).toMatchObject({ status: 200, body: { state: 'REFUNDED', refundAmount: 9000 } });
      expect(await t.em().findOneOrFail(Payment, { orderNo: first }, { refresh: true })).toMatchObject({
        cancelledAmount: 9000,
      });
    } else {
      const received = await t.gql<{ receiveClaim: { state: string; refundAmount: number } }>(RECEIVE, { no }, admin);
      expect(received.data!.receiveClaim).toEqual({ no, state: 'REFUNDED', refundAmount: 9000 });
    }

    // 30,000 won less the 10% coupon: the 10,000 won line carried 1,000 of the discount, 9,000 came back.
    expect(await figures(day, a.no)).toEqual({
      day: { revenue: before.day.revenue - 9000, quantity: before.day.quantity - 1 },
      product: { quantity: 2, revenue: 21000 },
      restQuantity: 2,
      restMonthRevenue: before.restMonthRevenue - 9000,
    });
    expect(await rollupDrift(t.em())).toEqual(NO_DRIFT);
  });
});
