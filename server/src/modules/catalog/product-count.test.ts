import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../common/storage.js';
import { ormOptions } from '../../orm-options.js';
import { seedDemo } from '../../seeds/demo-data.js';
import { createTestDatabase, type TestDatabase } from '../../test/db.js';

/** The maintained counts (product_count, kept by the migration's triggers) against a count of the products. */
let db: TestDatabase;
let client: pg.Client;

beforeAll(async () => {
  db = await createTestDatabase();
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  await db?.drop();
});

const MAINTAINED = `select category, in_stock, sum(n)::int as n from product_count group by 1, 2 having sum(n) <> 0`;
const COUNTED = `select category, stock > 0 as in_stock, count(*)::int as n from product where available group by 1, 2`;
const sorted = (rows: { category: string; in_stock: boolean; n: number }[]) =>
  rows.map((r) => `${r.category} ${r.in_stock} ${r.n}`).sort();

async function expectExact(c: pg.Client = client): Promise<void> {
  expect(sorted((await c.query(MAINTAINED)).rows)).toEqual(sorted((await c.query(COUNTED)).rows));
}

const insertProducts = (count: number, stock: string) =>
  client.query(
    `insert into product (name, price, stock, available, category)
     select '상품 ' || i, 1000, ${stock}, i % 7 <> 0,
       case i % 4 when 0 then '상의' when 1 then '하의' when 2 then '신발' else '기타' end
     from generate_series(1, ${count}) i returning no`,
  );

describe('maintained product counts', () => {
  it('follow inserts, stock crossing zero, category and sale changes, deletes and truncation', async () => {
    await insertProducts(200, 'i % 3');
    await expectExact();
    await client.query('update product set stock = stock - 1 where stock > 0 and no % 5 = 0');
    await client.query('update product set stock = stock + 2 where no % 11 = 0');
    await expectExact();
    await client.query(`update product set category = '신발' where no % 6 = 0`);
    await client.query('update product set available = not available where no % 9 = 0');
    await expectExact();
    await client.query('delete from product where no % 13 = 0');
    await expectExact();
    // A price change keeps every product in its state: nothing is written.
    const rowsBefore = (await client.query('select count(*)::int as n from product_count')).rows[0].n;
    await client.query('update product set price = price + 100');
    expect((await client.query('select count(*)::int as n from product_count')).rows[0].n).toBe(rowsBefore);
    await client.query('truncate product cascade');
    expect((await client.query(MAINTAINED)).rows).toEqual([]);
  });

  it('are filled by the demo seed', async () => {
    const orm = await MikroORM.init(ormOptions(db.url));
    const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'sceneshop-count-seed-'));
    try {
      await seedDemo(orm.em.fork(), {
        scale: 1,
        storage: new LocalStorage(uploads, 1024 * 1024),
        adminPassword: 'admin1234!',
        memberPassword: 'member1234!',
      });
    } finally {
      await orm.close();
      fs.rmSync(uploads, { recursive: true, force: true });
    }
    expect((await client.query('select count(*)::int as n from product where available')).rows[0].n).toBeGreaterThan(0);
    await expectExact();
  });

  it('fold their rows now and then', async () => {
    await insertProducts(40, '1');
    for (let i = 0; i < 30; i++)
      await client.query(`update product set stock = case when stock > 0 then 0 else 1 end where no % 30 = ${i}`);
    expect((await client.query('select count(*)::int as n from product_count')).rows[0].n).toBeLessThanOrEqual(40);
    await expectExact();
  });

  it('stay exact when concurrent orders sell out products of two categories in opposite order, and never deadlock', async () => {
    await client.query('truncate product cascade');
    const nos = (await insertProducts(40, '1')).rows.map((r: { no: number }) => r.no);
    const byCategory = async (category: string) =>
      (await client.query(`select no from product where category = $1 and available order by no`, [category])).rows.map(
        (r: { no: number }) => r.no,
      );
    const tops = await byCategory('상의');
    const shoes = await byCategory('신발');
    expect(nos.length).toBe(40);
    const buyers = await Promise.all(
      [0, 1, 2, 3].map(async () => {
        const c = new pg.Client({ connectionString: db.url });
        await c.connect();
        return c;
      }),
    );
    try {
      // Each transaction sells out one product of each category, the pairs crossing: a shared row per state
      // would be locked in opposite orders here.
      await Promise.all(buyers.map((c) => c.query('begin')));
      const sellOut = (c: pg.Client, no: number) => c.query('update product set stock = stock - 1 where no = $1', [no]);
      await Promise.all(buyers.map((c, i) => sellOut(c, (i % 2 === 0 ? tops : shoes)[i]!)));
      await Promise.all(buyers.map((c, i) => sellOut(c, (i % 2 === 0 ? shoes : tops)[i]!)));
      await Promise.all(buyers.map((c) => c.query('commit')));
    } finally {
      await Promise.all(buyers.map((c) => c.end()));
    }
    await expectExact();
  });
});
