import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages.js';
import { OrderState, Role } from '../../common/enums.js';
import { addOptions, makeProduct } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { lockWaits } from '../../test/locks.js';
import { changeOrderState } from '../../test/orders.js';
import { Product } from '../catalog/product.entity.js';

/* Issue 25: products sold by size. Each size has its own stock, taken and given back in the order's transaction. */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.member({ role: Role.ADMIN })).token;
});
afterAll(() => t?.close());

const PLACE =
  'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { no price lines { quantity price optionNo optionLabel } } }';
type Placed = {
  placeOrder: { no: number; price: number; lines: { quantity: number; price: number; optionLabel: string | null }[] };
};

const optionStock = async (no: number) =>
  ((await t.em().execute('select stock from product_option where no = ?', [no])) as { stock: number }[])[0]!.stock;
const reload = (no: number) => t.em().findOneOrFail(Product, { no });
const line = (p: Product, quantity: number, optionNo?: number, delta = 0) => ({
  productNo: p.no,
  quantity,
  resultPrice: (p.discountedPrice + delta) * quantity,
  ...(optionNo ? { optionNo } : {}),
});

/** A coat in S, M (sold out) and L (+2,000 won), and a one-size scarf. */
async function sizedProducts() {
  const coat = await makeProduct(t.em(), { price: 50000, discountRate: 10, stock: 99 });
  const [s, m, l] = await addOptions(t.em(), coat.no, [
    { size: 'S', stock: 3 },
    { size: 'M', stock: 0 },
    { size: 'L', stock: 2, priceDelta: 2000 },
  ]);
  const scarf = await makeProduct(t.em(), { price: 12000, stock: 99 });
  const [free] = await addOptions(t.em(), scarf.no, [{ size: 'FREE', stock: 4 }]);
  return { coat: await reload(coat.no), scarf: await reload(scarf.no), s: s!, m: m!, l: l!, free: free! };
}

describe('a product sold by size', () => {
  it('shows its sizes in GraphQL and the REST detail, a list of products in one statement for all', async () => {
    const { coat, scarf, s, m, l } = await sizedProducts();
    const plain = await makeProduct(t.em(), { stock: 7 });
    const res = await t.gql<{ cartStock: { no: number; options: { no: number; label: string; stock: number }[] }[] }>(
      'query ($nos: [Int!]!) { cartStock(productNos: $nos) { no stock options { no label stock priceDelta } } }',
      { nos: [coat.no, scarf.no, plain.no] },
    );
    expect(res.data!.cartStock.map((p) => p.options.map((o) => [o.label, o.stock]))).toEqual([
      [
        ['S', 3],
        ['M', 0],
        ['L', 2],
      ],
      [['FREE', 4]],
      [],
    ]);
    // The products, then every product's options: two statements whatever the number of products.
    expect(res.statements).toBe(2);

    const detail = await t.rest('GET', `/api/list/product/${coat.no}`);
    expect(detail.body).toMatchObject({
      no: coat.no,
      stock: 5,
      options: [
        { no: s, size: 'S', color: null, label: 'S', stock: 3, priceDelta: 0 },
        { no: m, size: 'M', stock: 0 },
        { no: l, size: 'L', stock: 2, priceDelta: 2000 },
      ],
      sizeGuide: null,
    });
    expect((await t.rest('GET', `/api/list/product/${plain.no}`)).body).toMatchObject({ stock: 7, options: [] });
  });

  it('takes the units of the chosen size at its price, and picks the only size of a one-size product', async () => {
    const { coat, scarf, s, l, free } = await sizedProducts();
    const { token } = await t.member();
    const items = [line(coat, 1, s), line(coat, 2, l, 2000), line(scarf, 1)];
    const total = items.reduce((sum, i) => sum + i.resultPrice, 0);
    const res = await t.gql<Placed>(PLACE, { input: { totalAmount: total, items } }, token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.placeOrder.lines).toEqual([
      { quantity: 1, price: 45000, optionNo: s, optionLabel: 'S' },
      { quantity: 2, price: 94000, optionNo: l, optionLabel: 'L' },
      { quantity: 1, price: 12000, optionNo: free, optionLabel: 'FREE' },
    ]);
    expect([await optionStock(s), await optionStock(l), await optionStock(free)]).toEqual([2, 0, 3]);
    expect(await reload(coat.no)).toMatchObject({ stock: 2, salesCount: 3 });
    expect(await reload(scarf.no)).toMatchObject({ stock: 3, salesCount: 1 });
  });

  it('places an order in the same statements whatever it holds, and one per line that takes a size and counts its sale', async () => {
    const { coat, scarf, s, l } = await sizedProducts();
    const { token } = await t.member();
    const place = (items: ReturnType<typeof line>[]) =>
      t.gql<Placed>(PLACE, { input: { totalAmount: items.reduce((sum, i) => sum + i.resultPrice, 0), items } }, token);
    const one = await place([line(coat, 1, s)]);
    const three = await place([line(coat, 1, s), line(coat, 1, l, 2000), line(scarf, 1)]);
    expect([one.errors, three.errors]).toEqual([undefined, undefined]);
    // The member, the orderer with the products; BEGIN, the order with its lines, the sales rollups, the event,
    // COMMIT; the alert, the event's delivery and the answer's lines: 10, and one per line for the size's units with
    // the product's sale.
    expect([one.statements, three.statements]).toEqual([11, 13]);
    expect([await optionStock(s), await optionStock(l)]).toEqual([1, 1]);
    expect(await reload(coat.no)).toMatchObject({ stock: 2, salesCount: 3 });
    expect(await reload(scarf.no)).toMatchObject({ stock: 3, salesCount: 1 });
  });

  it('refuses a line without a size, a size of another product, a sold-out size, and changes nothing', async () => {
    const { coat, scarf, s, m, free } = await sizedProducts();
    const plain = await makeProduct(t.em(), { stock: 5 });
    const { token } = await t.member();
    const cases: [object[], number, string][] = [
      [[line(coat, 1)], 400, MSG.order.optionRequired(coat.name)],
      [[line(coat, 1, free)], 400, MSG.order.optionMissing],
      [[line(plain, 1, s)], 400, MSG.order.optionMissing],
      [[line(coat, 1, m)], 409, MSG.order.optionStockShort(coat.name, 'M', 0)],
      [[line(coat, 2, s), line(coat, 2, s)], 409, MSG.order.optionStockShort(coat.name, 'S', 3)],
    ];
    for (const [items, status, message] of cases) {
      const totalAmount = (items as { resultPrice: number }[]).reduce((sum, i) => sum + i.resultPrice, 0);
      const res = await t.rest('POST', '/api/order', { body: { totalAmount, items }, token });
      expect(res, message).toMatchObject({ status, body: { message } });
    }
    const ok = await t.rest('POST', '/api/order', {
      body: {
        totalAmount: plain.discountedPrice + scarf.discountedPrice,
        items: [line(plain, 1), line(scarf, 1, free)],
      },
      token,
    });
    expect(ok).toMatchObject({ status: 200, body: { success: true } });
    expect(await optionStock(s)).toBe(3);
    expect(await reload(coat.no)).toMatchObject({ stock: 5, salesCount: 0 });
    expect(await reload(plain.no)).toMatchObject({ stock: 4, salesCount: 1 });
  });

  it('gives a cancelled order’s units back to its sizes, tells of a size back in stock, and takes them again', async () => {
    const { coat, s, l } = await sizedProducts();
    const { token } = await t.member();
    const items = [line(coat, 3, s), line(coat, 1, l, 2000)];
    const totalAmount = items.reduce((sum, i) => sum + i.resultPrice, 0);
    const no = (await t.gql<Placed>(PLACE, { input: { totalAmount, items } }, token)).data!.placeOrder.no;
    expect(await reload(coat.no)).toMatchObject({ stock: 1, salesCount: 4 });

    const heard: number[] = [];
    t.app.services.events.on('option.restocked', ({ optionNo }) => void heard.push(optionNo));
    const cancel = await t.rest('DELETE', `/api/cancel/${no}`, { token });
    expect(cancel.status).toBe(200);
    expect([await optionStock(s), await optionStock(l)]).toEqual([3, 2]);
    expect(await reload(coat.no)).toMatchObject({ stock: 5, salesCount: 0 });
    expect(heard).toEqual([s]);

    expect((await changeOrderState(t, admin, no, OrderState.RECEIVED)).errors).toBeUndefined();
    expect([await optionStock(s), await optionStock(l)]).toEqual([0, 1]);
    expect(await reload(coat.no)).toMatchObject({ stock: 1, salesCount: 4 });
    const history = await t.rest('GET', `/api/order/orderdetail/${no}`, { token });
    expect((history.body as { order: { orderProductList: unknown[] } }).order.orderProductList).toEqual([
      expect.objectContaining({ quantity: 3, optionNo: s, optionLabel: 'S' }),
      expect.objectContaining({ quantity: 1, optionNo: l, optionLabel: 'L' }),
    ]);
  });

  it('cancels while an order holds one of its sizes: waits for it in size order instead of deadlocking', async () => {
    const { coat, s, l } = await sizedProducts();
    const { token } = await t.member();
    const items = [line(coat, 1, s), line(coat, 1, l, 2000)];
    const totalAmount = items.reduce((sum, i) => sum + i.resultPrice, 0);
    const no = (await t.gql<Placed>(PLACE, { input: { totalAmount, items } }, token)).data!.placeOrder.no;

    let cancel: ReturnType<typeof t.rest> | undefined;
    // Another order between its lines: it holds the smaller size and takes the larger one next (sizes in number
    // order). A cancel that locked the larger one first would deadlock with it and one of the two would fail.
    await t.em().transactional(async (tem) => {
      await tem.execute('select no from product_option where no = ? for update', [s]);
      cancel = t.rest('DELETE', `/api/cancel/${no}`, { token });
      await expect.poll(() => lockWaits(t), { timeout: 60_000, interval: 20 }).toBeGreaterThan(0);
      await tem.execute('update product_option set stock = stock - 1 where no = ? and stock >= 1', [l]);
    });
    expect((await cancel!).status).toBe(200);
    expect([await optionStock(s), await optionStock(l)]).toEqual([3, 1]);
  });

  it('sells exactly the units of one size when far more buyers race for it', async () => {
    const { coat, s, l } = await sizedProducts();
    const buyers = await Promise.all(Array.from({ length: 24 }, () => t.member()));
    const input = { totalAmount: coat.discountedPrice, items: [line(coat, 1, s)] };
    const results = await Promise.all(buyers.map((b) => t.gql<Placed>(PLACE, { input }, b.token)));
    expect(results.filter((r) => !r.errors)).toHaveLength(3);
    expect(new Set(results.filter((r) => r.errors).map((r) => r.errors![0]!.message))).toEqual(
      new Set([MSG.order.optionStockShort(coat.name, 'S', 0)]),
    );
    expect([await optionStock(s), await optionStock(l)]).toEqual([0, 2]);
    expect(await reload(coat.no)).toMatchObject({ stock: 2, salesCount: 3 });
  });

  it('shows the size bought beside each review, in the lists and alone', async () => {
    const { coat, l } = await sizedProducts();
    const { user, token } = await t.member();
    const input = { totalAmount: coat.discountedPrice + 2000, items: [line(coat, 1, l, 2000)] };
    const placed = await t.gql<Placed & { placeOrder: { lines: { no: number }[] } }>(
      'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { no lines { no } } }',
      { input },
      token,
    );
    const lineNo = placed.data!.placeOrder.lines[0]!.no;
    const [review] = await t
      .em()
      .execute<{ no: number }[]>(
        `insert into review (order_product_no, product_no, user_no, contents, score) values (?, ?, ?, '딱 맞아요', 5) returning no`,
        [lineNo, coat.no, user.no],
      );
    const res = await t.gql<{
      productReviews: { content: { optionLabel: string }[] };
      review: { optionLabel: string };
    }>(
      'query ($p: Int!, $r: Int!) { productReviews(productNo: $p) { content { optionLabel } } review(no: $r) { optionLabel } }',
      { p: coat.no, r: review!.no },
    );
    expect(res.data).toEqual({ productReviews: { content: [{ optionLabel: 'L' }] }, review: { optionLabel: 'L' } });
  });
});
