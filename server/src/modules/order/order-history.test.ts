import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { giveCoupon, makeProduct } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { Product } from '../catalog/product.entity.js';
import { CouponUser } from '../promotion/coupon-user.entity.js';
import { Order } from './order.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PLACE = 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { no } }';

async function order(token: string, p: Product, quantity = 1, couponNo?: number, rate = 0) {
  const total = p.discountedPrice * quantity;
  const totalAmount = total - Math.round((total * rate) / 100);
  const res = await t.gql<{ placeOrder: { no: number } }>(
    PLACE,
    { input: { totalAmount, couponNo, items: [{ productNo: p.no, quantity, resultPrice: total }] } },
    token,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.placeOrder.no;
}

const setState = async (no: number, state: OrderState) => {
  const em = t.em();
  (await em.findOneOrFail(Order, { no })).state = state;
  await em.flush();
};

describe('cancelling', () => {
  it('cancels 주문접수, putting back stock, sales and the coupon; the shim answers the exact text', async () => {
    const em = t.em();
    const { user, token } = await t.member();
    const p = await makeProduct(em, { price: 10000, stock: 5 });
    const coupon = await giveCoupon(em, user, 10);
    const no = await order(token, p, 2, coupon.no, 10);
    expect(await t.em().findOneOrFail(Product, { no: p.no })).toMatchObject({ stock: 3, salesCount: 2 });

    const res = await t.rest('DELETE', `/api/cancel/${no}`, { token });
    expect(res).toMatchObject({ status: 200, body: MSG.order.cancelled });
    expect(await t.em().findOneOrFail(Product, { no: p.no })).toMatchObject({ stock: 5, salesCount: 0 });
    expect(await t.em().findOneOrFail(CouponUser, { coupon: coupon.no })).toMatchObject({ isUsed: false });
    expect(await t.em().findOneOrFail(Order, { no })).toMatchObject({ state: OrderState.CANCELLED });

    const again = await t.gql('mutation ($no: Int!) { cancelOrder(no: $no) { state } }', { no }, token);
    expect(again.errors?.[0]).toMatchObject({ message: MSG.order.cannotCancel, extensions: { code: 'CONFLICT' } });
    expect(await t.em().findOneOrFail(Product, { no: p.no })).toMatchObject({ stock: 5 });
  });

  it.each([OrderState.SHIPPING, OrderState.DELIVERED])('refuses to cancel an order in %s', async (state) => {
    const { token } = await t.member();
    const p = await makeProduct(t.em(), { stock: 5 });
    const no = await order(token, p);
    await setState(no, state);
    const res = await t.rest('DELETE', `/api/cancel/${no}`, { token });
    expect(res).toMatchObject({ status: 409, body: { message: MSG.order.cannotCancel } });
    expect(await t.em().findOneOrFail(Product, { no: p.no })).toMatchObject({ stock: 4 });
  });

  it("refuses another member's order (403), an unknown one (404) and a guest (401)", async () => {
    const owner = await t.member();
    const other = await t.member();
    const no = await order(owner.token, await makeProduct(t.em(), { stock: 2 }));
    expect((await t.rest('DELETE', `/api/cancel/${no}`, { token: other.token })).status).toBe(403);
    expect((await t.rest('DELETE', '/api/cancel/999999', { token: other.token })).status).toBe(404);
    expect((await t.rest('DELETE', `/api/cancel/${no}`)).status).toBe(401);
    expect(await t.em().findOneOrFail(Order, { no })).toMatchObject({ state: OrderState.RECEIVED });
  });
});

describe('order history', () => {
  it('lists the caller’s orders newest first, 5 a page, with lines, products and review state batched', async () => {
    const em = t.em();
    const { user, token } = await t.member();
    const products = await Promise.all([1, 2, 3].map(() => makeProduct(em, { stock: 50 })));
    const nos: number[] = [];
    for (let i = 0; i < 7; i++) nos.push(await order(token, products[i % 3]!));
    await setState(nos[6]!, OrderState.DELIVERED);
    const q = `query ($page: Int!, $size: Int!) { myOrders(page: $page, size: $size) { totalPages totalElements content {
      no state lines { no quantity price reviewable review { no } product { no name available } } } } }`;
    type Res = {
      myOrders: { totalPages: number; content: { no: number; state: string; lines: { reviewable: boolean }[] }[] };
    };
    const first = await t.gql<Res>(q, { page: 0, size: 5 }, token);
    expect(first.errors).toBeUndefined();
    expect(first.data!.myOrders.totalPages).toBe(2);
    expect(first.data!.myOrders.content.map((o) => o.no)).toEqual(nos.slice(2).reverse());
    expect(first.data!.myOrders.content[0]!.lines[0]!.reviewable).toBe(true);
    expect(first.data!.myOrders.content[1]!.lines[0]!.reviewable).toBe(false);
    const small = await t.gql<Res>(q, { page: 1, size: 5 }, token);
    expect(small.data!.myOrders.content).toHaveLength(2);
    expect(first.statements).toBe(small.statements);

    const rest = await t.rest('GET', `/api/order/orderlist/${user.no}?page=0&size=5&sort=no,desc`, { token });
    const body = rest.body as {
      orderList: { no: number; productNoList: number[]; date: string }[];
      productList: { no: number }[];
      totalPages: number;
    };
    expect(rest.status).toBe(200);
    expect(body.totalPages).toBe(2);
    expect(body.orderList.map((o) => o.no)).toEqual(nos.slice(2).reverse());
    expect(body.orderList[0]!.date).toMatch(/\+09:00$/);
    expect(body.productList.map((p) => p.no).sort()).toEqual(products.map((p) => p.no).sort());
  });

  it('answers the order detail shape to its member and the admin only', async () => {
    const owner = await t.member();
    const other = await t.member();
    const admin = await t.member({ role: 'ADMIN' as never });
    const p = await makeProduct(t.em(), { stock: 5, price: 12000 });
    const no = await order(owner.token, p, 2);
    const res = await t.rest('GET', `/api/order/orderdetail/${no}?userNo=${owner.user.no}`, { token: owner.token });
    expect(res.body).toMatchObject({
      order: {
        orderInfo: { no, state: '주문접수', price: 24000, zipcode: '06236' },
        productList: [{ no: p.no, name: p.name }],
        orderProductList: [{ productNo: p.no, quantity: 2, price: 24000, reviewNo: null }],
      },
      user: { no: owner.user.no, email: owner.user.email },
    });
    expect((await t.rest('GET', `/api/order/orderdetail/${no}`, { token: other.token })).status).toBe(403);
    expect(
      (await t.rest('GET', `/api/order/orderdetail/${no}?userNo=${owner.user.no}`, { token: other.token })).status,
    ).toBe(403);
    expect((await t.rest('GET', `/api/order/orderdetail/${no}`, { token: admin.token })).status).toBe(200);
    expect((await t.rest('GET', `/api/order/orderlist/${owner.user.no}`, { token: other.token })).status).toBe(403);
    const gql = await t.gql('query ($no: Int!) { order(no: $no) { no } }', { no }, other.token);
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('coupons', () => {
  it('lists only the caller’s unused, unexpired coupons', async () => {
    const em = t.em();
    const { user, token } = await t.member();
    const { user: other } = await t.member();
    const good = await giveCoupon(em, user, 15, '2999-01-01');
    await giveCoupon(em, user, 20, '2020-01-01');
    await giveCoupon(em, user, 25, '2999-01-01', true);
    await giveCoupon(em, other, 30);
    const gql = await t.gql<{
      usableCoupons: { coupon: { no: number; discountRate: number } }[];
      myCoupons: { totalElements: number };
    }>(
      'query { usableCoupons { no isUsed coupon { no name discountRate expiryDate } } myCoupons(page: 0, size: 10) { totalElements } }',
      {},
      token,
    );
    expect(gql.data!.usableCoupons.map((c) => c.coupon.no)).toEqual([good.no]);
    expect(gql.data!.myCoupons.totalElements).toBe(1);
    const rest = await t.rest('GET', `/api/coupon/order/${user.no}`, { token });
    expect(rest.body).toEqual([
      {
        couponUser: { no: expect.any(Number), isUsed: false },
        coupon: { no: good.no, name: good.name, discountRate: 15, expiryDate: '2999-01-01' },
      },
    ]);
    const paged = await t.rest('GET', `/api/coupon/${user.no}?page=0&size=10`, { token });
    expect(paged.body).toMatchObject({ totalElements: 1, totalPages: 1, content: [{ coupon: { no: good.no } }] });
    expect((await t.rest('GET', `/api/coupon/${other.no}`, { token })).status).toBe(403);
  });
});
