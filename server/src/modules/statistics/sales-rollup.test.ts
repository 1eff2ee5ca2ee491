import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState, Role } from '../../common/enums.js';
import { giveCoupon, makeProduct } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { changeOrderState, placeOrderAs } from '../../test/orders.js';
import type { Product } from '../catalog/product.entity.js';
import { ALL_TIME, rebuildSalesRollup, rollupDrift } from './sales-rollup.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.member({ role: Role.ADMIN })).token;
});
afterAll(() => t.close());

const NO_DRIFT = { products: [], days: [] };

const move = async (no: number, to: OrderState) => {
  const res = await changeOrderState(t, admin, no, to);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
};

/** The all-time row of a product, as the statistics read it. */
async function allTime(p: Product) {
  const [row] = await t.em().execute<Record<string, string | number>[]>(
    `select quantity::int, revenue::int, delivered_quantity::int, cancelled_quantity::int, lines
       from sales_product_rollup where grain = 'a' and period = ? and product_no = ?`,
    [ALL_TIME, p.no],
  );
  return row;
}

describe('the sales rollup', () => {
  it('equals a recomputation from the orders after orders, cancels, every state change and a restore', async () => {
    const em = t.em();
    const [a, b, c] = [
      await makeProduct(em, { price: 10000, stock: 100 }),
      await makeProduct(em, { price: 25000, discountRate: 20, stock: 100 }),
      await makeProduct(em, { price: 7000, stock: 100 }),
    ];
    const { user, token } = await t.member();
    const other = await t.member();
    const coupon = await giveCoupon(em, user, 10);

    const o1 = await placeOrderAs(t, token, [
      [a, 2],
      [b, 1],
    ]);
    const o2 = await placeOrderAs(t, other.token, [[a, 1]], undefined);
    const o3 = await placeOrderAs(
      t,
      token,
      [
        [b, 3],
        [c, 1],
      ],
      { no: coupon.no, rate: 10 },
    );
    const o4 = await placeOrderAs(t, other.token, [[c, 4]]);
    expect(await rollupDrift(t.em())).toEqual(NO_DRIFT);
    expect(await allTime(a)).toEqual({
      quantity: 3,
      revenue: 30000,
      delivered_quantity: 0,
      cancelled_quantity: 0,
      lines: 2,
    });

    // The member's own cancel, then the admin's moves: shipped, delivered, cancelled after delivery, restored.
    const cancelled = await t.gql('mutation ($no: Int!) { cancelOrder(no: $no) { no } }', { no: o2 }, other.token);
    expect(cancelled.errors).toBeUndefined();
    await move(o1, OrderState.SHIPPING);
    await move(o1, OrderState.DELIVERED);
    await move(o3, OrderState.DELIVERED);
    await move(o3, OrderState.CANCELLED);
    await move(o4, OrderState.CANCELLED);
    await move(o4, OrderState.SHIPPING);
    await move(o2, OrderState.RECEIVED);
    expect(await rollupDrift(t.em())).toEqual(NO_DRIFT);
    expect(await allTime(a)).toEqual({
      quantity: 3,
      revenue: 30000,
      delivered_quantity: 2,
      cancelled_quantity: 0,
      lines: 2,
    });
    expect(await allTime(b)).toEqual({
      quantity: 1,
      revenue: 20000,
      delivered_quantity: 1,
      cancelled_quantity: 3,
      lines: 1,
    });
  });

  it('stays equal when two orders of the same products are placed and cancelled at once', async () => {
    const em = t.em();
    const shared = await makeProduct(em, { stock: 100 });
    const second = await makeProduct(em, { stock: 100 });
    const buyers = [await t.member(), await t.member(), await t.member()];
    const placed = await Promise.all(
      buyers.map((m, i) =>
        placeOrderAs(
          t,
          m.token,
          i % 2
            ? [
                [second, 1],
                [shared, 2],
              ]
            : [
                [shared, 1],
                [second, 3],
              ],
        ),
      ),
    );
    expect(await rollupDrift(t.em())).toEqual(NO_DRIFT);
    await Promise.all(placed.map((no) => move(no, OrderState.CANCELLED)));
    expect(await rollupDrift(t.em())).toEqual(NO_DRIFT);
    expect(await allTime(shared)).toMatchObject({ quantity: 0, cancelled_quantity: 4 });
  });

  it('is untouched by a change that is refused (a restore without the stock for it)', async () => {
    const em = t.em();
    const scarce = await makeProduct(em, { stock: 1 });
    const { token } = await t.member();
    const no = await placeOrderAs(t, token, [[scarce, 1]]);
    await move(no, OrderState.CANCELLED);
    await placeOrderAs(t, token, [[scarce, 1]]);
    const before = await allTime(scarce);
    const refused = await changeOrderState(t, admin, no, OrderState.RECEIVED);
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await allTime(scarce)).toEqual(before);
    expect(await rollupDrift(t.em())).toEqual(NO_DRIFT);
  });

  it('notices a row that drifted, and the rebuild puts it right', async () => {
    const em = t.em();
    await em.execute(`update sales_product_rollup set quantity = quantity + 1 where grain = 'm'`);
    await em.execute(`update sales_day_rollup set revenue = revenue - 1`);
    const drift = await rollupDrift(t.em());
    expect(drift.products.length).toBeGreaterThan(0);
    expect(drift.days.length).toBeGreaterThan(0);
    await rebuildSalesRollup(t.em());
    expect(await rollupDrift(t.em())).toEqual(NO_DRIFT);
  });
});
