import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState, Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { makeProduct } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { orderIn, placeOrderAs, STATE_PAIRS } from '../../test/orders.js';
import { AuditEntry, AuditSubject } from '../audit/audit-entry.entity.js';
import { Product } from '../catalog/product.entity.js';
import { Order } from './order.entity.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.member({ role: Role.ADMIN })).token;
});
afterAll(() => t.close());

const stateOf = async (no: number) => (await t.em().findOneOrFail(Order, { no })).state;

describe('the admin order shims', () => {
  it('refuse a member with 403 and a visitor with 401', async () => {
    const { token } = await t.member();
    const p = await makeProduct(t.em());
    const no = await placeOrderAs(t, token, [[p, 1]]);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/orders'],
      ['GET', `/api/admin/orders/detail/${no}`],
      ['PUT', `/api/admin/orders/${no}/status`, { status: OrderState.SHIPPING }],
    ];
    for (const [method, path, body] of calls) {
      expect((await t.rest(method, path, { body, token })).status).toBe(403);
      expect((await t.rest(method, path, { body })).status).toBe(401);
    }
    expect(await stateOf(no)).toBe(OrderState.RECEIVED);
  });

  it('list the documented page with the console’s filters, empty values meaning all', async () => {
    const { token } = await t.member({ name: '레스트회원' });
    const p = await makeProduct(t.em(), { price: 12000, stock: 50 });
    const a = await orderIn(t, token, admin, OrderState.DELIVERED, [[p, 2]]);
    const b = await placeOrderAs(t, token, [[p, 1]]);
    await t.em().execute(`update orders set date = '2024-03-05T10:00:00+09:00' where no = ?`, [a]);

    const res = await t.rest(
      'GET',
      `/api/admin/orders?page=0&size=10&searchTerm=${encodeURIComponent('레스트')}&searchField=userName&startDate=&endDate=&status=`,
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      totalPages: 1,
      number: 0,
      content: [
        { no: b, userName: '레스트회원', state: OrderState.RECEIVED, price: 12000 },
        {
          no: a,
          date: '2024-03-05T10:00:00+09:00',
          userName: '레스트회원',
          state: OrderState.DELIVERED,
          price: 24000,
          orderProducts: [{ productNo: p.no, quantity: 2, price: 24000 }],
        },
      ],
    });
    const filtered = await t.rest(
      'GET',
      `/api/admin/orders?searchTerm=${encodeURIComponent('레스트')}&searchField=userName&status=${encodeURIComponent(OrderState.DELIVERED)}&startDate=2024-03-05&endDate=2024-03-05`,
      { token: admin },
    );
    expect((filtered.body as { content: { no: number }[] }).content.map((o) => o.no)).toEqual([a]);
    const bad = await t.rest('GET', '/api/admin/orders?status=shipped', { token: admin });
    expect(bad.status).toBe(400);
  });

  it('answer the detail: order, the orderer’s phone and address, and product names by number', async () => {
    const { token } = await t.member();
    const p = await makeProduct(t.em(), { name: '셔츠 A' });
    const q = await makeProduct(t.em(), { name: '바지 B' });
    const no = await placeOrderAs(t, token, [
      [p, 1],
      [q, 2],
    ]);
    const res = await t.rest('GET', `/api/admin/orders/detail/${no}`, { token: admin });
    expect(res.body).toMatchObject({
      order: { no, orderProducts: [{ productNo: p.no }, { productNo: q.no }] },
      user: { tel: '010-1234-5678', address: '서울특별시 강남구 테헤란로 1 101호' },
      product: { [p.no]: '셔츠 A', [q.no]: '바지 B' },
    });
    expect((await t.rest('GET', '/api/admin/orders/detail/99999999', { token: admin })).status).toBe(404);
  });
});

describe('PUT /api/admin/orders/{no}/status, through the state machine', () => {
  it.each(STATE_PAIRS)('%s → %s (allowed: %s)', async (from, to, allowed) => {
    const { token } = await t.member();
    const p = await makeProduct(t.em(), { stock: 4 });
    const no = await orderIn(t, token, admin, from, [[p, 1]]);
    const res = await t.rest('PUT', `/api/admin/orders/${no}/status`, { token: admin, body: { status: to } });
    if (allowed) {
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ no, state: to });
      expect(await stateOf(no)).toBe(to);
      expect((await t.em().findOneOrFail(Product, { no: p.no })).stock).toBe(to === OrderState.CANCELLED ? 4 : 3);
      expect(await t.em().count(AuditEntry, { subject: AuditSubject.ORDER, subjectNo: no, after: { state: to } })).toBe(
        1,
      );
    } else {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'CONFLICT', message: MSG.order.stateNotAllowed });
      expect(await stateOf(no)).toBe(from);
    }
  });

  it('refuses a state that does not exist and an unknown order', async () => {
    const { token } = await t.member();
    const no = await placeOrderAs(t, token, [[await makeProduct(t.em()), 1]]);
    const path = `/api/admin/orders/${no}/status`;
    expect((await t.rest('PUT', path, { token: admin, body: { status: 'SHIPPING' } })).status).toBe(400);
    expect((await t.rest('PUT', path, { token: admin, body: { status: '배송중', extra: 1 } })).status).toBe(400);
    const missing = { token: admin, body: { status: OrderState.SHIPPING } };
    expect((await t.rest('PUT', '/api/admin/orders/99999999/status', missing)).status).toBe(404);
  });
});
