import { afterAll, beforeAll, expect, it } from 'vitest';
import { addOptions, makeProduct } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { lockWaits } from '../../test/locks.js';

/* The product_option_stock trigger: a product sold by options has the sum of its active options as its stock. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const stockOf = async (no: number) =>
  ((await t.em().execute('select stock from product where no = ?', [no])) as { stock: number }[])[0]!.stock;

async function addOption(productNo: number, size: string, stock: number): Promise<number> {
  const [row] = await t
    .em()
    .execute<{ no: number }[]>('insert into product_option (product_no, size, stock) values (?, ?, ?) returning no', [
      productNo,
      size,
      stock,
    ]);
  return row!.no;
}

it('starts from the first option, adds the others, follows changes, retirements and removals', async () => {
  const product = await makeProduct(t.em(), { stock: 40 });
  const s = await addOption(product.no, 'S', 3);
  expect(await stockOf(product.no)).toBe(3);
  const m = await addOption(product.no, 'M', 5);
  const l = await addOption(product.no, 'L', 0);
  expect(await stockOf(product.no)).toBe(8);
  await t.em().execute('update product_option set stock = stock - 2 where no = ?', [m]);
  expect(await stockOf(product.no)).toBe(6);
  await t.em().execute('update product_option set retired = true where no = ?', [s]);
  expect(await stockOf(product.no)).toBe(3);
  await t.em().execute('update product_option set stock = 7 where no = ?', [l]);
  await t.em().execute('delete from product_option where no = ?', [m]);
  expect(await stockOf(product.no)).toBe(7);
});

it('adds two first sizes added at once by two transactions, neither replacing the other', async () => {
  const product = await makeProduct(t.em(), { stock: 40 });
  let second: Promise<number> | undefined;
  // The first size's transaction is still open when the second size comes: the second waits for the product's row,
  // then must see the first size (committed by then) and add to it, not replace the product's stock.
  await t.em().transactional(async (tem) => {
    await tem.execute(`insert into product_option (product_no, size, stock) values (?, 'S', 3)`, [product.no]);
    second = addOption(product.no, 'M', 5);
    await expect.poll(() => lockWaits(t), { timeout: 60_000, interval: 20 }).toBeGreaterThan(0);
  });
  await second;
  expect(await stockOf(product.no)).toBe(8);
});

it('stays the sum when many orders take different sizes at once', async () => {
  const product = await makeProduct(t.em(), { stock: 0 });
  const sizes = await Promise.all(['S', 'M', 'L', 'XL'].map((size) => addOption(product.no, size, 50)));
  await Promise.all(
    Array.from({ length: 80 }, (_, i) =>
      t
        .em()
        .fork()
        .execute('update product_option set stock = stock - 1 where no = ? and stock >= 1', [sizes[i % 4]]),
    ),
  );
  expect(await stockOf(product.no)).toBe(120);
  const [sum] = await t
    .em()
    .execute<{ total: number }[]>('select sum(stock)::int as total from product_option where product_no = ?', [
      product.no,
    ]);
  expect(sum!.total).toBe(120);
});

it('replaces the product’s own stock when its first options come in one statement', async () => {
  const product = await makeProduct(t.em(), { stock: 40 });
  await addOptions(t.em(), product.no, [
    { size: 'S', stock: 2 },
    { size: 'M', stock: 3 },
    { size: 'L', stock: 0 },
  ]);
  expect(await stockOf(product.no)).toBe(5);
  await addOptions(t.em(), product.no, [
    { size: 'XL', stock: 4 },
    { size: 'XXL', stock: 1 },
  ]);
  expect(await stockOf(product.no)).toBe(10);
});
