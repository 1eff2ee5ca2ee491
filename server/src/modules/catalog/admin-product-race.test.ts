import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../common/enums.js';
import { addOptions, makeProduct } from '../../test/fixtures.js';
import { startTestApp, type GqlResult, type TestApp } from '../../test/harness.js';
import { lockWaits } from '../../test/locks.js';

/**
 * Two admins edit one product at once. Each change locks the product's sizes and row before it reads them
 * (admin-product.service.ts), so the changes and their audit entries follow one another: each entry's "before" is
 * the previous entry's "after". A 'mark sold out' takes the sizes first, as orders do, so it never deadlocks with one.
 */
let t: TestApp;
let admins: string[];
beforeAll(async () => {
  t = await startTestApp();
  admins = [(await t.member({ role: Role.ADMIN })).token, (await t.member({ role: Role.ADMIN })).token];
});
afterAll(() => t?.close());

const EDITS = 8;
const UPDATE = 'mutation ($no: Int!, $input: ProductInput!) { updateProduct(no: $no, input: $input) { no } }';
const SOLD_OUT = 'mutation ($no: Int!) { markProductSoldOut(no: $no) { no } }';
const TRAIL = `query ($no: Int!) {
  auditTrail(subject: PRODUCT, subjectNo: $no, size: 100) { content { no action before after } }
}`;
type Trail = { auditTrail: { content: { no: number; action: string; before: Stock; after: Stock }[] } };
type Stock = { stock?: number } | null;

describe('two admins editing one product at once', () => {
  it('applies every change one after the other, each audited from the state the previous one left', async () => {
    const product = await makeProduct(t.em(), { name: '린넨 셔츠', price: 20000, stock: 5 });
    const input = { name: '린넨 셔츠', price: 20000, contents: '여름 셔츠', category: 'TOP', discountRate: 0 };

    // Distinct stocks, and a sold-out mark among them: every change moves the stock, so each is audited.
    const answers = await Promise.all(
      Array.from({ length: EDITS }, (_, i) =>
        i === EDITS / 2
          ? t.gql(SOLD_OUT, { no: product.no }, admins[i % 2])
          : t.gql(UPDATE, { no: product.no, input: { ...input, stock: 100 + i } }, admins[i % 2]),
      ),
    );
    expect(answers.map((a) => a.errors ?? null)).toEqual(answers.map(() => null));

    const trail = await t.gql<Trail>(TRAIL, { no: product.no }, admins[0]);
    const entries = [...trail.data!.auditTrail.content].sort((p, q) => p.no - q.no);
    expect(entries).toHaveLength(EDITS);
    let stock = 5;
    for (const entry of entries) {
      expect(entry.before?.stock, `entry ${entry.no} starts where the previous one ended`).toBe(stock);
      stock = entry.after!.stock!;
    }
    const stored = await t.gql<{ adminProduct: { stock: number } }>(
      'query ($no: Int!) { adminProduct(no: $no) { stock } }',
      { no: product.no },
      admins[1],
    );
    expect(stored.data!.adminProduct.stock).toBe(stock);
  });
});

describe("'mark sold out' while members order its sizes", () => {
  const optionStocks = async (productNo: number) =>
    (
      await t
        .em()
        .execute<{ stock: number }[]>('select stock from product_option where product_no = ? order by no', [productNo])
    ).map((o) => o.stock);
  const productStock = async (productNo: number) =>
    (await t.em().execute<{ stock: number }[]>('select stock from product where no = ?', [productNo]))[0]!.stock;

  it('waits for an order holding a size instead of deadlocking with it, and leaves every size at 0', async () => {
    const product = await makeProduct(t.em(), { name: '코튼 팬츠', price: 30000 });
    const [, m] = await addOptions(t.em(), product.no, [
      { size: 'S', stock: 4 },
      { size: 'M', stock: 5 },
    ]);
    let soldOut: Promise<GqlResult> | undefined;
    // An order between its two steps (order.service takeOptionStock): it holds the size's row, and taking its
    // units moves the product's row next, through the stock trigger.
    await t.em().transactional(async (tem) => {
      await tem.execute('select no from product_option where no = ? for update', [m]);
      soldOut = t.gql(SOLD_OUT, { no: product.no }, admins[0]);
      await expect.poll(() => lockWaits(t), { timeout: 60_000, interval: 20 }).toBeGreaterThan(0);
      await tem.execute('update product_option set stock = stock - 1 where no = ? and stock >= 1', [m]);
    });
    const answer = await soldOut!;
    expect(answer.errors).toBeUndefined();
    expect(await optionStocks(product.no)).toEqual([0, 0]);
    expect(await productStock(product.no)).toBe(0);
  });

  it('answers every order and the mark without a 5xx, and sells no more than there was', async () => {
    const STOCK = { S: 6, M: 8 };
    const product = await makeProduct(t.em(), { name: '데님 팬츠', price: 40000, discountRate: 0 });
    const [s, m] = await addOptions(t.em(), product.no, [
      { size: 'S', stock: STOCK.S },
      { size: 'M', stock: STOCK.M },
    ]);
    const buyers = await Promise.all(Array.from({ length: 12 }, () => t.member()));
    // Half the buyers take an S and an M in one order (options in number order), the others an M alone.
    const order = (token: string, i: number) => {
      const items = [
        ...(i % 2 === 0 ? [{ productNo: product.no, optionNo: s, quantity: 1, resultPrice: 40000 }] : []),
        { productNo: product.no, optionNo: m, quantity: 1, resultPrice: 40000 },
      ];
      return t.rest('POST', '/api/order', { body: { totalAmount: items.length * 40000, items }, token });
    };
    const answers = await Promise.all([
      ...buyers.slice(0, 6).map((b, i) => order(b.token, i)),
      t.gql(SOLD_OUT, { no: product.no }, admins[1]),
      ...buyers.slice(6).map((b, i) => order(b.token, i + 6)),
    ]);
    const mark = answers[6] as GqlResult;
    expect(mark.errors).toBeUndefined();
    const orders = answers.filter((a): a is Awaited<ReturnType<typeof order>> => a !== mark);
    // Bought, or refused for the size (409): never a deadlock's 500.
    expect(orders.map((o) => o.status).filter((status) => status !== 200 && status !== 409)).toEqual([]);
    expect(await optionStocks(product.no)).toEqual([0, 0]);
    expect(await productStock(product.no)).toBe(0);
    const sold = await t.em().execute<{ option_no: number; units: number }[]>(
      `select l.option_no, sum(l.quantity)::int as units from order_product l where l.product_no = ?
          group by 1 order by 1`,
      [product.no],
    );
    const units = Object.fromEntries(sold.map((r) => [r.option_no, r.units]));
    expect(units[s!] ?? 0).toBeLessThanOrEqual(STOCK.S);
    expect(units[m!] ?? 0).toBeLessThanOrEqual(STOCK.M);
    expect(orders.filter((o) => o.status === 200)).toHaveLength(units[m!] ?? 0);
  });
});
