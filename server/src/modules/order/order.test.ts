import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages.js';
import { giveCoupon, makeProduct } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { collect, connectWs, settle, waitFor } from '../../test/ws.js';
import { Alert } from '../alert/alert.entity.js';
import { Product } from '../catalog/product.entity.js';
import { CouponUser } from '../promotion/coupon-user.entity.js';
import { Order } from './order.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PLACE =
  'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { no state price discount lines { quantity price product { no } } } }';
type Placed = {
  placeOrder: {
    no: number;
    price: number;
    discount: number;
    state: string;
    lines: { quantity: number; price: number }[];
  };
};

const line = (p: Product, quantity: number) => ({
  productNo: p.no,
  quantity,
  resultPrice: p.discountedPrice * quantity,
});
const reload = (no: number) => t.em().findOneOrFail(Product, { no });

describe('placing an order', () => {
  it('prices on the server, takes the stock, uses the coupon, counts the sales and alerts the member', async () => {
    const em = t.em();
    const { user, token } = await t.member();
    const a = await makeProduct(em, { price: 19900, discountRate: 15, stock: 5 });
    const b = await makeProduct(em, { price: 30000, stock: 2 });
    const coupon = await giveCoupon(em, user, 10);
    const total = a.discountedPrice * 2 + b.discountedPrice;
    const expected = total - Math.round(total * 0.1);
    const res = await t.gql<Placed>(
      PLACE,
      { input: { totalAmount: expected, couponNo: coupon.no, items: [line(a, 2), line(b, 1)] } },
      token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.placeOrder).toMatchObject({ state: 'RECEIVED', price: expected, discount: total - expected });
    expect(await reload(a.no)).toMatchObject({ stock: 3, salesCount: 2 });
    expect(await reload(b.no)).toMatchObject({ stock: 1, salesCount: 1 });
    expect(await t.em().findOneOrFail(CouponUser, { coupon: coupon.no })).toMatchObject({ isUsed: true });
    const alerts = await t.em().find(Alert, { user: user.no });
    expect(alerts.map((x) => [x.category, x.path])).toEqual([
      ['주문', `/user/mypage/order/${res.data!.placeOrder.no}`],
    ]);
  });

  it('refuses a tampered total or line price and changes nothing', async () => {
    const em = t.em();
    const { user, token } = await t.member();
    const p = await makeProduct(em, { price: 10000, stock: 3 });
    const coupon = await giveCoupon(em, user, 20);
    for (const input of [
      { totalAmount: 1, couponNo: coupon.no, items: [line(p, 1)] },
      { totalAmount: 8000, couponNo: coupon.no, items: [{ ...line(p, 1), resultPrice: 100 }] },
      { totalAmount: 10000, couponNo: coupon.no, items: [line(p, 1)] },
    ]) {
      const res = await t.gql(PLACE, { input }, token);
      expect(res.errors?.[0]).toMatchObject({ message: MSG.order.totalMismatch, extensions: { code: 'CONFLICT' } });
    }
    expect(await reload(p.no)).toMatchObject({ stock: 3, salesCount: 0 });
    expect(await t.em().findOneOrFail(CouponUser, { coupon: coupon.no })).toMatchObject({ isUsed: false });
    expect(await t.em().count(Order, { user: user.no })).toBe(0);
  });

  it('refuses bad quantities, empty orders, missing and discontinued products, and guests', async () => {
    const em = t.em();
    const { token } = await t.member();
    const off = await makeProduct(em, { available: false, stock: 9 });
    const ok = await makeProduct(em, { stock: 9 });
    const cases: [object, string][] = [
      [{ totalAmount: 0, items: [] }, MSG.order.empty],
      [{ totalAmount: 0, items: [{ ...line(ok, 1), quantity: 0 }] }, MSG.order.badQuantity],
      [{ totalAmount: 0, items: [{ productNo: 999999, quantity: 1, resultPrice: 1 }] }, MSG.order.productMissing],
      [{ totalAmount: off.discountedPrice, items: [line(off, 1)] }, MSG.order.unavailable(off.name)],
      [{ totalAmount: ok.discountedPrice * 10, items: [line(ok, 10)] }, MSG.order.stockShort(ok.name, 9)],
    ];
    for (const [input, message] of cases) {
      const res = await t.gql(PLACE, { input }, token);
      expect(res.errors?.[0]?.message).toBe(message);
    }
    const guest = await t.gql(PLACE, { input: { totalAmount: ok.discountedPrice, items: [line(ok, 1)] } });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await reload(ok.no)).toMatchObject({ stock: 9 });
  });

  it('sells exactly the stock when far more buyers than units race for it', async () => {
    const p = await makeProduct(t.em(), { price: 5000, stock: 5 });
    const buyers = await Promise.all(Array.from({ length: 24 }, () => t.member()));
    const results = await Promise.all(
      buyers.map((b) =>
        t.gql<Placed>(PLACE, { input: { totalAmount: p.discountedPrice, items: [line(p, 1)] } }, b.token),
      ),
    );
    const won = results.filter((r) => !r.errors);
    const lost = results.filter((r) => r.errors);
    expect(won).toHaveLength(5);
    expect(new Set(lost.map((r) => r.errors![0]!.message))).toEqual(new Set([MSG.order.stockShort(p.name, 0)]));
    expect(await reload(p.no)).toMatchObject({ stock: 0, salesCount: 5 });
    expect(await t.em().count('OrderProduct', { product: p.no })).toBe(5);
  });

  it('lets one coupon pay for one order when two race for it, and rolls the loser back', async () => {
    const em = t.em();
    const { user, token } = await t.member();
    const p = await makeProduct(em, { price: 10000, stock: 10 });
    const coupon = await giveCoupon(em, user, 50);
    const input = { totalAmount: 5000, couponNo: coupon.no, items: [line(p, 1)] };
    const results = await Promise.all([
      t.gql(PLACE, { input }, token),
      t.gql(PLACE, { input }, token),
      t.gql(PLACE, { input }, token),
    ]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0]?.message === MSG.order.couponInvalid)).toHaveLength(2);
    expect(await reload(p.no)).toMatchObject({ stock: 9, salesCount: 1 });
  });

  it("refuses an expired, used or another member's coupon", async () => {
    const em = t.em();
    const { user, token } = await t.member();
    const { user: other } = await t.member();
    const p = await makeProduct(em, { price: 10000, stock: 10 });
    const expired = await giveCoupon(em, user, 10, '2020-01-01');
    const used = await giveCoupon(em, user, 10, '2999-01-01', true);
    const theirs = await giveCoupon(em, other, 10);
    for (const c of [expired, used, theirs]) {
      const res = await t.gql(PLACE, { input: { totalAmount: 9000, couponNo: c.no, items: [line(p, 1)] } }, token);
      expect(res.errors?.[0]?.message).toBe(MSG.order.couponInvalid);
    }
    expect(await reload(p.no)).toMatchObject({ stock: 10 });
  });
});

describe('order alerts', () => {
  it('delivers the 주문 alert of a new order to the buyer over graphql-ws', async () => {
    const { token } = await t.member();
    const p = await makeProduct(t.em(), { price: 3000, stock: 2 });
    const client = await connectWs(t.url, token);
    const events = collect<{ alertReceived: { category: string; path: string } }>(
      client,
      'subscription { alertReceived { category path } }',
    );
    await settle();
    const res = await t.gql<Placed>(PLACE, { input: { totalAmount: 3000, items: [line(p, 1)] } }, token);
    await waitFor(() => events.got.length === 1);
    expect(events.got[0]!.data!.alertReceived).toEqual({
      category: 'ORDER',
      path: `/user/mypage/order/${res.data!.placeOrder.no}`,
    });
    await client.dispose();
  });
});

describe('REST order shims', () => {
  it('POST /api/order places the caller’s order and refuses another member number', async () => {
    const { user, token } = await t.member();
    const { user: victim } = await t.member();
    const p = await makeProduct(t.em(), { price: 7000, stock: 4 });
    const body = { userNo: user.no, totalAmount: 7000, couponNo: 0, items: [line(p, 1)] };
    const ok = await t.rest('POST', '/api/order', { body, token });
    expect(ok).toMatchObject({ status: 200, body: { success: true, orderNo: expect.any(Number), price: 7000 } });
    expect((await t.rest('POST', '/api/order', { body: { ...body, userNo: victim.no }, token })).status).toBe(403);
    expect((await t.rest('POST', '/api/order', { body })).status).toBe(401);
    const tampered = await t.rest('POST', '/api/order', { body: { ...body, totalAmount: 1 }, token });
    expect(tampered).toMatchObject({ status: 409, body: { message: MSG.order.totalMismatch } });
    expect((await t.rest('POST', '/api/order', { body: { ...body, items: 'x' }, token })).status).toBe(400);
  });

  it('POST /api/cart/stock answers productNo, stock and available for the caller', async () => {
    const { user, token } = await t.member();
    const { user: victim } = await t.member();
    const a = await makeProduct(t.em(), { stock: 3 });
    const b = await makeProduct(t.em(), { stock: 0, available: false });
    const res = await t.rest('POST', '/api/cart/stock', {
      body: { productNos: [b.no, a.no, 999999], userNo: user.no },
      token,
    });
    expect(res.body).toEqual([
      { productNo: a.no, stock: 3, available: true },
      { productNo: b.no, stock: 0, available: false },
    ]);
    expect(
      (await t.rest('POST', '/api/cart/stock', { body: { productNos: [a.no], userNo: victim.no }, token })).status,
    ).toBe(403);
  });
});
