import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeProduct } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';

// Its own database: the names of every product count.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The kept names beside the names the products on sale have, both as `name×count` sorted. */
async function names(): Promise<{ kept: string[]; counted: string[] }> {
  const em = t.em();
  const list = (rows: { name: string; n: number }[]) => rows.map((r) => `${r.name}×${r.n}`);
  return {
    kept: list(await em.execute('select name, products as n from search_product_name order by name')),
    counted: list(
      await em.execute('select name, count(*)::int as n from product where available group by name order by name'),
    ),
  };
}

it('keeps one row per name of the products on sale, with their number, through every kind of write', async () => {
  expect(await names()).toEqual({ kept: [], counted: [] });
  const em = t.em();
  const first = await makeProduct(em, { name: '버건디 니트' });
  const second = await makeProduct(em, { name: '버건디 니트' });
  await makeProduct(em, { name: '카멜 코트' });
  await makeProduct(em, { name: '숨은 상품', available: false });
  expect((await names()).kept).toEqual(['버건디 니트×2', '카멜 코트×1']);

  // Taken off sale and back, renamed, a stock change (no name change), several rows at once.
  await em.execute('update product set available = false where no = ?', [first.no]);
  expect((await names()).kept).toEqual(['버건디 니트×1', '카멜 코트×1']);
  await em.execute(`update product set name = '와인 니트' where no = ?`, [second.no]);
  await em.execute('update product set stock = stock - 1 where no = ?', [second.no]);
  expect((await names()).kept).toEqual(['와인 니트×1', '카멜 코트×1']);
  await em.execute(`update product set available = true, name = '카멜 코트'`);
  expect((await names()).kept).toEqual(['카멜 코트×4']);
  await em.execute(
    `insert into product (name, price, available) select '린넨 셔츠', 1000, g % 2 = 0 from generate_series(1, 5) g`,
  );
  let now = await names();
  expect(now.kept).toEqual(['린넨 셔츠×2', '카멜 코트×4']);
  expect(now.kept).toEqual(now.counted);
  await em.execute(`delete from product where name = '린넨 셔츠'`);
  now = await names();
  expect(now.kept).toEqual(['카멜 코트×4']);
  expect(now.kept).toEqual(now.counted);

  await em.execute('truncate product cascade');
  expect(await names()).toEqual({ kept: [], counted: [] });
});
