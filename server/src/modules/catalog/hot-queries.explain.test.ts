import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from '../../context/context.js';
import { ormOptions } from '../../orm-options.js';
import { createTestDatabase, type TestDatabase } from '../../test/db.js';
import { visiblePopups } from '../promotion/popup.service.js';
import { randomScene } from '../show/scene.service.js';
import { HOT_QUERY_ROWS, seedHotQueryRows } from './hot-queries.seed.js';
import type { PlanNode } from '../../common/explain-plan.js';
import { hotListFilters, largeTableSeqScans } from './hot-queries.plan.js';
import { productListQuery } from './product-list.sql.js';
import { latestReviews, listProductReviews } from '../order/review.service.js';
import { findProduct } from './product.service.js';

/**
 * The plans of the hot reads of home, the product list (every sort and filter, first and middle page) and the
 * product page, on rows in the proportions of the scale-100 data set (hot-queries.seed.ts): a sequential scan of
 * a large table fails. The statements are the ones the services send, caught from MikroORM's query log and
 * explained with their parameters (EXPLAIN alone: the plan chosen, not its timing).
 */
let db: TestDatabase;
let client: pg.Client;
let orm: MikroORM;
const caught: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await seedHotQueryRows(client);
  orm = await MikroORM.init(ormOptions(db.url, { onQuery: (message) => caught.push(message) }));
}, 120_000);

/** A service's context for these reads: its own EntityManager is all they use. */
const readCtx = () => ({ em: orm.em.fork() }) as unknown as Context;

afterAll(async () => {
  await orm?.close();
  await client?.end();
  await db?.drop();
});

/** The log's colour codes. */
// eslint-disable-next-line no-control-regex -- ESC is the point
const COLOUR = /\u001b\[\d+m/g;

/** Runs the read and returns the statements it sent, as MikroORM logs them (with $1… placeholders). */
async function statementsOf(read: () => Promise<unknown>): Promise<string[]> {
  caught.length = 0;
  await read();
  return caught.map((m) =>
    m
      .replace(COLOUR, '')
      .replace(/^\[query\] /, '')
      .replace(/ \[took [^\]]*\]$/, ''),
  );
}

async function planOf(sql: string, params?: unknown[]): Promise<PlanNode> {
  const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
    `explain (format json${params ? '' : ', generic_plan'}) ${sql}`,
    params,
  );
  return rows[0]!['QUERY PLAN'][0]!.Plan;
}

/**
 * Every statement the read sends, planned as a generic plan (the log has no parameter values): the plan for any
 * value, which is what a lookup by key must get anyway.
 */
async function expectNoLargeSeqScan(read: () => Promise<unknown>): Promise<void> {
  const statements = await statementsOf(read);
  expect(statements.length).toBeGreaterThan(0);
  for (const sql of statements) {
    expect({ sql, seqScans: largeTableSeqScans(await planOf(sql)) }).toEqual({ sql, seqScans: [] });
  }
}

/** knex's `?` placeholders as PostgreSQL's. */
const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

describe('hot queries at scale-100 proportions', () => {
  it('reads every product-list combination through an index', async () => {
    const totalOf = async (where: string) =>
      Number((await client.query(`select count(*) from product where available ${where}`)).rows[0].count);
    // With the page's own values: how deep the offset goes decides between an index walk and a sort.
    for (const filter of await hotListFilters(totalOf)) {
      const { sql, params } = productListQuery(filter);
      const label = `${filter.sort} ${filter.category ?? 'all'} ${filter.excludeSoldOut} page ${filter.page}`;
      expect({ label, seqScans: largeTableSeqScans(await planOf(numbered(sql), params)) }).toEqual({
        label,
        seqScans: [],
      });
    }
  });

  it('reads home and the product page through indexes', async () => {
    await expectNoLargeSeqScan(() => visiblePopups(readCtx()));
    await expectNoLargeSeqScan(() => randomScene({ em: orm.em.fork() }, {}));
    await expectNoLargeSeqScan(() => latestReviews(readCtx(), { limit: 10 }));
    const product = Math.floor(HOT_QUERY_ROWS.products / 2);
    await expectNoLargeSeqScan(() => findProduct({ em: orm.em.fork() } as Context, { no: product }));
    await expectNoLargeSeqScan(() => listProductReviews(readCtx(), { productNo: product, page: 0, size: 3 }));
  });
});
