/**
 * Issue 15, suite 4 (orders): a thousand buyers at once over HTTP for ten units, and two hundred orders at once on
 * one coupon. The unit tests race a few dozen (server/src/modules/order/order.test.ts); this is the scale the issue
 * names. How fast the losers hear back depends on the machine: `npm run bench:race` measures it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../server/src/common/messages.js';
import { Product } from '../../server/src/modules/catalog/product.entity.js';
import { CouponUser } from '../../server/src/modules/promotion/coupon-user.entity.js';
import { Order } from '../../server/src/modules/order/order.entity.js';
import { User } from '../../server/src/modules/user/user.entity.js';
import { addOptions, giveCoupon, makeProduct } from '../../server/src/test/fixtures.js';
import { startTestApp, type TestApp } from '../../server/src/test/harness.js';
import { fireFromWorker, insertMembers } from './contention-members.js';

const PLACE = 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { no } }';
type Placed = { placeOrder: { no: number } };

let t: TestApp;
beforeAll(async () => {
  // As in production: no statement counting, which costs every request a little.
  t = await startTestApp({ SQL_COUNT_HEADER: 'false' });
});
afterAll(() => t?.close());

const lineOf = (p: Product) => ({ productNo: p.no, quantity: 1, resultPrice: p.discountedPrice });

/** The thousand buyers, made once: the race for one size reuses the warmed-up shop of the first race. */
let thousand: Promise<Awaited<ReturnType<typeof insertMembers>>> | undefined;
const thousandBuyers = () => (thousand ??= insertMembers(t, 1000));

describe('contention over orders', () => {
  it('sells exactly 10 units to 1,000 racing buyers and answers every loser with the stock message', async () => {
    const product = await makeProduct(t.em(), { price: 5000, stock: 10 });
    const buyers = await thousandBuyers();
    const input = { totalAmount: product.discountedPrice, items: [lineOf(product)] };
    // The race happens on a running shop, not on a process that has just started: the path is warmed up first.
    const soldOut = await makeProduct(t.em(), { price: 5000, stock: 0 });
    const warmUp = { totalAmount: soldOut.discountedPrice, items: [lineOf(soldOut)] };
    for (let round = 0; round < 2; round++) {
      await fireFromWorker(
        t.url,
        PLACE,
        buyers.map((b) => ({ variables: { input: warmUp }, token: b.token })),
      );
    }

    const answers = await fireFromWorker<Placed>(
      t.url,
      PLACE,
      buyers.map((b) => ({ variables: { input }, token: b.token })),
    );

    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    const won = answers.filter((a) => a.body.data?.placeOrder);
    const lost = answers.filter((a) => !a.body.data?.placeOrder);
    expect(won).toHaveLength(10);
    expect(new Set(lost.map((a) => a.body.errors?.[0]?.message))).toEqual(
      new Set([MSG.order.stockShort(product.name, 0)]),
    );
    const em = t.em();
    expect(await em.findOneOrFail(Product, { no: product.no })).toMatchObject({ stock: 0, salesCount: 10 });
    expect(await em.count('OrderProduct', { product: product.no })).toBe(10);
    const winners = new Set(won.map((a) => a.body.data!.placeOrder.no));
    expect(await em.count(Order, { no: { $in: [...winners] } })).toBe(10);
  });

  it('sells exactly the last 10 units of one size to 1,000 racing buyers, the other sizes untouched', async () => {
    const em = t.em();
    const product = await makeProduct(em, { price: 5000, stock: 0 });
    const [s, m] = await addOptions(em, product.no, [
      { size: 'S', stock: 40 },
      { size: 'M', stock: 10 },
    ]);
    const buyers = await thousandBuyers();
    const input = { totalAmount: product.discountedPrice, items: [{ ...lineOf(product), optionNo: m }] };

    const answers = await fireFromWorker<Placed>(
      t.url,
      PLACE,
      buyers.map((b) => ({ variables: { input }, token: b.token })),
    );

    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    const won = answers.filter((a) => a.body.data?.placeOrder);
    expect(won).toHaveLength(10);
    expect(new Set(answers.filter((a) => !a.body.data?.placeOrder).map((a) => a.body.errors?.[0]?.message))).toEqual(
      new Set([MSG.order.optionStockShort(product.name, 'M', 0)]),
    );
    const stock = await em.execute<{ no: number; stock: number }[]>(
      'select no, stock from product_option where product_no = ? order by no',
      [product.no],
    );
    expect(stock).toEqual([
      { no: s, stock: 40 },
      { no: m, stock: 0 },
    ]);
    expect(await em.findOneOrFail(Product, { no: product.no }, { refresh: true })).toMatchObject({
      stock: 40,
      salesCount: 10,
    });
    expect(await em.count('OrderProduct', { option: m })).toBe(10);
  });

  it('lets one of 200 concurrent orders by one member use the coupon and refuses the rest with its message', async () => {
    const [buyer] = await insertMembers(t, 1);
    const em = t.em();
    const product = await makeProduct(em, { price: 10000, stock: 500 });
    const coupon = await giveCoupon(em, em.getReference(User, buyer!.no), 30);
    const input = { totalAmount: 7000, couponNo: coupon.no, items: [lineOf(product)] };

    const answers = await fireFromWorker<Placed>(
      t.url,
      PLACE,
      Array.from({ length: 200 }, () => ({ variables: { input }, token: buyer!.token })),
    );

    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    const won = answers.filter((a) => a.body.data?.placeOrder);
    expect(won).toHaveLength(1);
    const refusals = answers.filter((a) => !a.body.data?.placeOrder).map((a) => a.body.errors?.[0]?.message);
    expect(new Set(refusals)).toEqual(new Set([MSG.order.couponInvalid]));

    const check = t.em();
    const held = await check.findOneOrFail(CouponUser, { coupon: coupon.no });
    expect(held.isUsed).toBe(true);
    const orders = await check
      .getConnection()
      .execute<{ no: number; coupon_user_no: number | null }[]>(
        'select no, coupon_user_no from orders where user_no = ?',
        [buyer!.no],
      );
    expect(orders).toEqual([{ no: won[0]!.body.data!.placeOrder.no, coupon_user_no: held.no }]);
    expect(await check.findOneOrFail(Product, { no: product.no })).toMatchObject({ stock: 499, salesCount: 1 });
  });
});
