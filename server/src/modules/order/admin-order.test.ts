import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState, Role } from '../../common/enums.js';
import type { DomainEvents } from '../../common/events.js';
import { MSG } from '../../common/messages.js';
import { giveCoupon, makeProduct } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { changeOrderState, orderIn, placeOrderAs, STATE_NAME, STATE_PAIRS } from '../../test/orders.js';
import { Alert } from '../alert/alert.entity.js';
import { AuditEntry, AuditSubject } from '../audit/audit-entry.entity.js';
import { Product } from '../catalog/product.entity.js';
import { CouponUser } from '../promotion/coupon-user.entity.js';
import { Order } from './order.entity.js';

let t: TestApp;
let admin: string;
const seen: { name: string; payload: unknown }[] = [];
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.member({ role: Role.ADMIN })).token;
  const events = t.app.services.events;
  for (const name of ['order.stateChanged', 'order.cancelled', 'product.restocked'] as const) {
    events.on(name, (payload: DomainEvents[typeof name]) => void seen.push({ name, payload }));
  }
});
afterAll(() => t.close());

const LIST = `query ($filter: AdminOrderFilter, $page: Int, $size: Int) {
  adminOrders(filter: $filter, page: $page, size: $size) {
    totalElements totalPages number
    content { no state price date recipientName recipientTel address lines { quantity price product { no name } } }
  }
}`;
type List = {
  adminOrders: {
    totalElements: number;
    totalPages: number;
    content: { no: number; state: string; lines: { quantity: number; product: { name: string } }[] }[];
  };
};
const list = (filter: Record<string, unknown>, page = 0, size = 10) => t.gql<List>(LIST, { filter, page, size }, admin);
const numbers = (res: { data?: List }) => res.data!.adminOrders.content.map((o) => o.no);
const reload = (no: number) => t.em().findOneOrFail(Product, { no });
const stateOf = async (no: number) => (await t.em().findOneOrFail(Order, { no })).state;
const setDate = (no: number, iso: string) => t.em().execute(`update orders set date = ? where no = ?`, [iso, no]);

describe('admin order fields are the admin’s', () => {
  it('refuses a member (FORBIDDEN) and a visitor (UNAUTHENTICATED) on every field', async () => {
    const { token } = await t.member();
    const p = await makeProduct(t.em());
    const no = await placeOrderAs(t, token, [[p, 1]]);
    const calls: [string, Record<string, unknown>][] = [
      [LIST, {}],
      ['query ($no: Int!) { adminOrder(no: $no) { no } }', { no }],
      ['mutation ($no: Int!) { changeOrderState(no: $no, state: SHIPPING) { no } }', { no }],
    ];
    for (const [query, variables] of calls) {
      expect((await t.gql(query, variables, token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(await stateOf(no)).toBe(OrderState.RECEIVED);
  });
});

describe('the order table', () => {
  it('filters by state, orderer name, Korea date range and order number, newest first, 10 a page', async () => {
    const kim = await t.member({ name: '김주문' });
    const lee = await t.member({ name: 'Lee Buyer' });
    const p = await makeProduct(t.em(), { stock: 100 });
    const a = await orderIn(t, kim.token, admin, OrderState.SHIPPING, [[p, 1]]);
    const b = await orderIn(t, lee.token, admin, OrderState.RECEIVED, [[p, 2]]);
    // 23:30 in Korea on May 1st is still May 1st there, though it is April 30th in UTC... and the reverse.
    await setDate(a, '2024-05-01T23:30:00+09:00');
    await setDate(b, '2024-05-02T00:10:00+09:00');

    expect(numbers(await list({ state: 'SHIPPING', ordererName: '주문' }))).toEqual([a]);
    expect(numbers(await list({ ordererName: 'lee b' }))).toEqual([b]);
    expect(numbers(await list({ ordererName: '김', startDate: '2024-05-01', endDate: '2024-05-01' }))).toEqual([a]);
    expect(numbers(await list({ startDate: '2024-05-02', endDate: '2024-05-02' }))).toEqual([b]);
    expect(numbers(await list({ startDate: '2024-05-01', endDate: '2024-05-02' }))).toEqual([b, a]);
    expect(numbers(await list({ orderNo: a }))).toEqual([a]);
    // A name with LIKE's wildcards matches them literally.
    expect(numbers(await list({ ordererName: '%' }))).toEqual([]);

    const res = await list({ ordererName: 'Lee Buyer' });
    expect(res.data!.adminOrders.content[0]).toMatchObject({
      state: 'RECEIVED',
      recipientTel: '010-1234-5678',
      address: '서울특별시 강남구 테헤란로 1 101호',
      lines: [{ quantity: 2, product: { name: p.name } }],
    });
  });

  it('pages ten at a time', async () => {
    const { token } = await t.member({ name: '페이지회원' });
    const p = await makeProduct(t.em(), { stock: 100 });
    const placed: number[] = [];
    for (let i = 0; i < 12; i += 1) placed.push(await placeOrderAs(t, token, [[p, 1]]));
    const first = await list({ ordererName: '페이지회원' });
    expect(first.data!.adminOrders).toMatchObject({ totalElements: 12, totalPages: 2 });
    expect(numbers(first)).toEqual(placed.slice(2).reverse());
    expect(numbers(await list({ ordererName: '페이지회원' }, 1))).toEqual(placed.slice(0, 2).reverse());
  });

  it('runs the same number of statements for one order as for a page of orders with many lines', async () => {
    const one = await t.member({ name: '한건회원' });
    const many = await t.member({ name: '여러건회원' });
    const products = await Promise.all([1, 2, 3].map(() => makeProduct(t.em(), { stock: 100 })));
    await placeOrderAs(t, one.token, [[products[0]!, 1]]);
    for (let i = 0; i < 10; i += 1) {
      await placeOrderAs(
        t,
        many.token,
        products.map((p) => [p, 1] as [Product, number]),
      );
    }
    const single = await list({ ordererName: '한건회원' });
    const page = await list({ ordererName: '여러건회원' });
    expect(page.data!.adminOrders.content).toHaveLength(10);
    expect(page.data!.adminOrders.content.every((o) => o.lines.length === 3)).toBe(true);
    expect(page.statements).toBe(single.statements);
  });

  it('refuses dates that are not days', async () => {
    for (const filter of [{ startDate: '2024-02-30' }, { endDate: '2024/01/01' }]) {
      expect((await list(filter)).errors?.[0]).toMatchObject({
        message: MSG.common.badInput,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('answers one order with its lines, and NOT_FOUND for none', async () => {
    const { token } = await t.member();
    const p = await makeProduct(t.em());
    const no = await placeOrderAs(t, token, [[p, 3]]);
    const DETAIL = 'query ($no: Int!) { adminOrder(no: $no) { no lines { quantity product { no name } } } }';
    const res = await t.gql<{ adminOrder: unknown }>(DETAIL, { no }, admin);
    expect(res.data!.adminOrder).toEqual({ no, lines: [{ quantity: 3, product: { no: p.no, name: p.name } }] });
    expect((await t.gql(DETAIL, { no: 99_999_999 }, admin)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('the state machine, through GraphQL', () => {
  it.each(STATE_PAIRS)('%s → %s (allowed: %s)', async (from, to, allowed) => {
    const member = await t.member();
    const p = await makeProduct(t.em(), { stock: 5 });
    const no = await orderIn(t, member.token, admin, from, [[p, 2]]);
    const audits = () => t.em().count(AuditEntry, { subject: AuditSubject.ORDER, subjectNo: no });
    const auditsBefore = await audits();
    const res = await changeOrderState(t, admin, no, to);
    if (allowed) {
      expect(res.errors).toBeUndefined();
      expect(res.data!.changeOrderState).toEqual({ no, state: STATE_NAME[to] });
      expect(await stateOf(no)).toBe(to);
      const entry = await t.em().findOneOrFail(AuditEntry, { subjectNo: no }, { orderBy: { no: 'desc' } });
      expect(entry).toMatchObject({ action: 'state', before: { state: from }, after: { state: to } });
      // Stock follows the order: taken while it stands, back while it is cancelled.
      expect((await reload(p.no)).stock).toBe(to === OrderState.CANCELLED ? 5 : 3);
    } else {
      expect(res.errors?.[0]).toMatchObject({ message: MSG.order.stateNotAllowed, extensions: { code: 'CONFLICT' } });
      expect(await stateOf(no)).toBe(from);
      expect(await audits()).toBe(auditsBefore);
    }
  });
});

describe('cancelling and reinstating', () => {
  it('a cancel returns stock, sales and coupon in one go, then alerts the member once and tells of the restock', async () => {
    const { user, token } = await t.member();
    const p = await makeProduct(t.em(), { stock: 2, price: 20000 });
    const coupon = await giveCoupon(t.em(), user, 10);
    const no = await placeOrderAs(t, token, [[p, 2]], { no: coupon.no, rate: 10 });
    await changeOrderState(t, admin, no, OrderState.SHIPPING);
    expect(await reload(p.no)).toMatchObject({ stock: 0, salesCount: 2 });
    seen.length = 0;

    expect((await changeOrderState(t, admin, no, OrderState.CANCELLED)).errors).toBeUndefined();
    expect(await reload(p.no)).toMatchObject({ stock: 2, salesCount: 0 });
    expect(await t.em().findOneOrFail(CouponUser, { coupon: coupon.no })).toMatchObject({ isUsed: false });
    expect(seen).toEqual([
      {
        name: 'order.stateChanged',
        payload: { orderNo: no, userNo: user.no, from: OrderState.SHIPPING, to: OrderState.CANCELLED },
      },
      { name: 'order.cancelled', payload: { orderNo: no, userNo: user.no } },
      { name: 'product.restocked', payload: { productNo: p.no } },
    ]);
    const alerts = await t.em().find(Alert, { user: user.no }, { orderBy: { no: 'asc' } });
    expect(alerts.map((a) => a.content)).toEqual([
      MSG.order.placedAlert(no),
      MSG.order.shippingAlert(no),
      MSG.order.cancelledAlert(no),
    ]);
  });

  it('reinstating a cancelled order takes stock and coupon again, and is refused when they are gone', async () => {
    const { user, token } = await t.member();
    const p = await makeProduct(t.em(), { stock: 3 });
    const coupon = await giveCoupon(t.em(), user, 10);
    const no = await placeOrderAs(t, token, [[p, 2]], { no: coupon.no, rate: 10 });
    await changeOrderState(t, admin, no, OrderState.CANCELLED);

    expect((await changeOrderState(t, admin, no, OrderState.RECEIVED)).errors).toBeUndefined();
    expect(await reload(p.no)).toMatchObject({ stock: 1, salesCount: 2 });
    expect(await t.em().findOneOrFail(CouponUser, { coupon: coupon.no })).toMatchObject({ isUsed: true });

    await changeOrderState(t, admin, no, OrderState.CANCELLED);
    const other = await t.member();
    await placeOrderAs(t, other.token, [[p, 2]]);
    const short = await changeOrderState(t, admin, no, OrderState.SHIPPING);
    expect(short.errors?.[0]).toMatchObject({
      message: MSG.order.reinstateStockShort,
      extensions: { code: 'CONFLICT' },
    });
    expect(await stateOf(no)).toBe(OrderState.CANCELLED);
    expect(await reload(p.no)).toMatchObject({ stock: 1 });

    const q = await makeProduct(t.em(), { stock: 5 });
    const second = await placeOrderAs(t, token, [[q, 1]], { no: coupon.no, rate: 10 });
    await changeOrderState(t, admin, second, OrderState.CANCELLED);
    await placeOrderAs(t, token, [[q, 1]], { no: coupon.no, rate: 10 });
    const reused = await changeOrderState(t, admin, second, OrderState.RECEIVED);
    expect(reused.errors?.[0]).toMatchObject({ message: MSG.order.reinstateCouponUsed });
    // The refused reinstatement left the stock it had taken where it was.
    expect(await reload(q.no)).toMatchObject({ stock: 4 });
  });

  it('a member’s own cancel goes through the same move', async () => {
    const { user, token } = await t.member();
    const p = await makeProduct(t.em(), { stock: 1 });
    const no = await placeOrderAs(t, token, [[p, 1]]);
    seen.length = 0;
    const res = await t.gql('mutation ($no: Int!) { cancelOrder(no: $no) { state } }', { no }, token);
    expect(res.errors).toBeUndefined();
    expect((await reload(p.no)).stock).toBe(1);
    expect(seen.map((e) => e.name)).toEqual(['order.stateChanged', 'order.cancelled', 'product.restocked']);
    expect(await t.em().count(Alert, { user: user.no, content: MSG.order.cancelledAlert(no) })).toBe(1);
  });

  it('a delivered line becomes reviewable for its member', async () => {
    const { token } = await t.member();
    const p = await makeProduct(t.em());
    const no = await placeOrderAs(t, token, [[p, 1]]);
    const reviewable = async () =>
      (
        await t.gql<{ order: { lines: { reviewable: boolean }[] } }>(
          'query ($no: Int!) { order(no: $no) { lines { reviewable } } }',
          { no },
          token,
        )
      ).data!.order.lines[0]!.reviewable;
    expect(await reviewable()).toBe(false);
    await changeOrderState(t, admin, no, OrderState.SHIPPING);
    await changeOrderState(t, admin, no, OrderState.DELIVERED);
    expect(await reviewable()).toBe(true);
  });
});
