import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { koreaDate } from '../../common/dates.js';
import { OrderState, Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { makeProduct } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { changeOrderState, placeOrderAs } from '../../test/orders.js';
import type { Product } from '../catalog/product.entity.js';
import { OrderProduct } from '../order/order-product.entity.js';
import { Order } from '../order/order.entity.js';
import { rebuildSalesRollup } from './sales-rollup.js';

let t: TestApp;
let admin: string;
let member: string;
let old: Product;
let hat: Product;
let bag: Product;

const MONTHLY_REVENUE = '/api/admin/statistics/orders/monthly-revenue';
const BEST = '/api/admin/statistics/products/best';
const MONTHLY_BEST = '/api/admin/statistics/products/monthly-best';
const RETURN_RATE = '/api/admin/statistics/products/return-rate';

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.member({ role: Role.ADMIN })).token;
  const buyer = await t.member();
  member = buyer.token;
  const em = t.em();
  old = await makeProduct(em, { name: '지난 상품', price: 1_000_000_000 });
  hat = await makeProduct(em, { name: '모자', price: 10_000, stock: 50 });
  bag = await makeProduct(em, { name: '가방', price: 40_000, stock: 50 });
  // Past orders at a billion won a unit, one of them cancelled.
  for (const [at, state, quantity] of [
    ['2023-12-24T10:00:00+09:00', OrderState.DELIVERED, 1],
    ['2024-02-10T10:00:00+09:00', OrderState.DELIVERED, 2],
    ['2024-02-11T10:00:00+09:00', OrderState.CANCELLED, 1],
  ] as const) {
    const order = em.create(Order, { user: buyer.user, state, price: 1_000_000_000 * quantity, date: new Date(at) });
    em.create(OrderProduct, { order, product: old, quantity, price: 1_000_000_000 * quantity });
  }
  await em.flush();
  await rebuildSalesRollup(em);
  // This month's orders go through the order service, which keeps the rollup itself.
  await placeOrderAs(t, member, [
    [hat, 3],
    [bag, 1],
  ]);
  await placeOrderAs(t, member, [[bag, 1]]);
  const cancelled = await placeOrderAs(t, member, [[hat, 2]]);
  const res = await changeOrderState(t, admin, cancelled, OrderState.CANCELLED);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
});
afterAll(() => t.close());

describe('the statistics shims', () => {
  it('refuse a member with 403 and a visitor with 401', async () => {
    for (const path of [MONTHLY_REVENUE, BEST, MONTHLY_BEST, RETURN_RATE]) {
      expect((await t.rest('GET', path, { token: member })).status, path).toBe(403);
      expect((await t.rest('GET', path)).status, path).toBe(401);
    }
  });

  it('give monthly revenue over a range with each month’s number and year, gap-filled', async () => {
    const res = await t.rest('GET', `${MONTHLY_REVENUE}?startDate=2023-11-01&endDate=2024-02-29`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { month: 11, totalRevenue: 0, year: 2023 },
      { month: 12, totalRevenue: 1_000_000_000, year: 2023 },
      { month: 1, totalRevenue: 0, year: 2024 },
      { month: 2, totalRevenue: 2_000_000_000, year: 2024 },
    ]);
    expect(res.statements).toBe(2);
  });

  it('give the current year’s months without a query', async () => {
    const today = koreaDate(new Date());
    const res = await t.rest('GET', MONTHLY_REVENUE, { token: admin });
    const rows = res.body as { month: number; totalRevenue: number; year: number }[];
    expect(rows.map((r) => [r.year, r.month])).toEqual(
      Array.from({ length: 12 }, (_, i) => [Number(today.slice(0, 4)), i + 1]),
    );
    expect(rows[Number(today.slice(5, 7)) - 1]!.totalRevenue).toBe(3 * 10_000 + 2 * 40_000);
  });

  it('rank the best sellers of all time by default, of a range when given, up to size', async () => {
    const all = await t.rest('GET', BEST, { token: admin });
    // A tie in units goes to the lower product number.
    expect(all.body).toEqual([
      { no: old.no, name: '지난 상품', quantity: 3 },
      { no: hat.no, name: '모자', quantity: 3 },
      { no: bag.no, name: '가방', quantity: 2 },
    ]);
    expect(all.statements).toBe(2);
    const ranged = await t.rest('GET', `${BEST}?startDate=2024-01-01&endDate=2024-12-31&size=5`, { token: admin });
    expect(ranged.body).toEqual([{ no: old.no, name: '지난 상품', quantity: 2 }]);
    const one = await t.rest('GET', `${BEST}?size=1&startDate=&endDate=`, { token: admin });
    expect(one.body).toEqual([{ no: old.no, name: '지난 상품', quantity: 3 }]);
  });

  it('rank this month’s best sellers', async () => {
    const res = await t.rest('GET', MONTHLY_BEST, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { no: hat.no, name: '모자', quantity: 3 },
      { no: bag.no, name: '가방', quantity: 2 },
    ]);
    expect((await t.rest('GET', `${MONTHLY_BEST}?size=1`, { token: admin })).body).toEqual([
      { no: hat.no, name: '모자', quantity: 3 },
    ]);
  });

  it('give return rates in the documented row shape, of all time or a range', async () => {
    const all = await t.rest('GET', RETURN_RATE, { token: admin });
    expect(all.body).toEqual([
      { productNo: hat.no, productName: '모자', returnRate: 100, canceledQuantity: 2, deliveredQuantity: 0 },
      { productNo: old.no, productName: '지난 상품', returnRate: 25, canceledQuantity: 1, deliveredQuantity: 3 },
    ]);
    const before = await t.rest('GET', `${RETURN_RATE}?startDate=2023-01-01&endDate=2023-12-31`, { token: admin });
    expect(before.body).toEqual([
      { productNo: old.no, productName: '지난 상품', returnRate: 0, canceledQuantity: 0, deliveredQuantity: 1 },
    ]);
  });

  it('answer bad input with 400 and the message that names the problem', async () => {
    const cases: [string, string][] = [
      [`${MONTHLY_REVENUE}?startDate=2024-02-30&endDate=2024-03-31`, MSG.adminStatistics.dayInvalid],
      [`${MONTHLY_REVENUE}?startDate=2024-03-01&endDate=2024-02-01`, MSG.adminStatistics.rangeReversed],
      [`${BEST}?startDate=2024-01-01`, MSG.adminStatistics.datesTogether],
      [`${BEST}?size=51`, MSG.adminStatistics.limitInvalid],
      [`${MONTHLY_BEST}?size=0`, MSG.adminStatistics.limitInvalid],
      [`${RETURN_RATE}?startDate=2010-01-01&endDate=2024-01-01`, MSG.adminStatistics.rangeTooLong],
    ];
    for (const [path, message] of cases) {
      const res = await t.rest('GET', path, { token: admin });
      expect(res.status, path).toBe(400);
      expect(res.body, path).toMatchObject({ code: 'BAD_USER_INPUT', message });
    }
    for (const path of [`${BEST}?page=0`, `${MONTHLY_BEST}?startDate=2024-01-01`, `${RETURN_RATE}?size=x`]) {
      expect((await t.rest('GET', path, { token: admin })).status, path).toBe(400);
    }
  });
});
