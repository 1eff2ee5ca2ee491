import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { loadConfig, type Config } from '../../server/src/config/env.js';
import { ormOptions } from '../../server/src/orm-options.js';
import { signToken } from '../../server/src/context/token.js';
import { rollupDrift } from '../../server/src/modules/statistics/sales-rollup.js';
import { danglingRows } from '../../server/src/test/fashion.js';
import type { ServerProcess } from '../../server/src/test/server-process.js';

/** What the crash suites share: the test's own view of the database, the moment to kill, and the shop's invariants. */

export interface Db {
  orm: MikroORM;
  em(): EntityManager;
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
}

/** The test's own connections, named so they are never taken for the server's. */
const TEST_APPLICATION = 'crash-test';

export async function openDb(url: string): Promise<Db> {
  const orm = await MikroORM.init({
    ...ormOptions(url),
    driverOptions: { connection: { application_name: TEST_APPLICATION } },
  });
  const em = () => orm.em.fork();
  return { orm, em, sql: (query, params = []) => em().execute(query, params) };
}

/** The config the child runs with, as far as signing its tokens goes. */
export const tokenConfig = (jwtSecret: string): Config => loadConfig({ NODE_ENV: 'test', JWT_SECRET: jwtSecret });

export interface Member {
  no: number;
  token: string;
}

/** `count` members with an address (so they may order), inserted in one statement, each with a token. */
export async function insertMembers(db: Db, config: Config, count: number, tag: string): Promise<Member[]> {
  const rows = await db.sql<{ no: number; token_version: number }>(
    `insert into users (id, name, email, nickname, tel, zipcode, address)
     select ? || g, '회원' || g, ? || g || '@example.com', ? || g, '010-0000-0000', '06236', '서울특별시 강남구 1'
       from generate_series(1, ?) g
     returning no, token_version`,
    [tag, tag, tag, count],
  );
  return rows.map((r) => ({ no: r.no, token: signToken(config, { no: r.no, ver: r.token_version }) }));
}

/** Client backends on the database other than the test's own pool: the server's connections. */
const SERVER_BACKENDS = `select count(*)::int as n from pg_stat_activity
  where datname = current_database() and backend_type = 'client backend' and application_name <> '${TEST_APPLICATION}'`;

/**
 * Waits until PostgreSQL has noticed the killed server's connections are gone, so each of its transactions has
 * either committed or rolled back before anything is checked.
 */
export async function untilServerGone(db: Db): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const [row] = await db.sql<{ n: number }>(SERVER_BACKENDS);
    if (row!.n === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the killed server still has connections');
}

/**
 * SIGKILLs the server as soon as a statement matching `pattern` (a regular expression on pg_stat_activity.query)
 * is running, or after `fallbackMs` when none was seen. Answers whether the statement was seen running.
 */
export async function killDuring(proc: ServerProcess, db: Db, pattern: string, fallbackMs = 20_000): Promise<boolean> {
  const until = Date.now() + fallbackMs;
  while (Date.now() < until) {
    const [row] = await db.sql<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state = 'active' and query ~* ? and pid <> pg_backend_pid()`,
      [pattern],
    );
    if (row!.n > 0) {
      await proc.kill();
      return true;
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  await proc.kill();
  return false;
}

/** The maintained product counts against a count of the products (see the catalogue's product_count). */
async function productCountDrift(db: Db): Promise<string[]> {
  const maintained = await db.sql<{ k: string }>(
    `select category || ' ' || in_stock || ' ' || sum(n) as k from product_count group by category, in_stock
      having sum(n) <> 0`,
  );
  const counted = await db.sql<{ k: string }>(
    `select category || ' ' || (stock > 0) || ' ' || count(*) as k from product where available
      group by category, stock > 0`,
  );
  const a = maintained.map((r) => r.k).sort();
  const b = counted.map((r) => r.k).sort();
  return JSON.stringify(a) === JSON.stringify(b) ? [] : [`product_count ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`];
}

export interface InitialProduct {
  no: number;
  stock: number;
  salesCount: number;
}

/**
 * Every invariant an order touches, as a list of what is wrong (empty when all hold): each order has lines and a
 * price that is its lines less its discount; each product's stock and sales count are the initial values less and
 * plus its order lines (orders not cancelled); the rollups and product counts equal a recomputation; a coupon row
 * is used exactly when one order carries it; no foreign key dangles.
 */
export async function shopProblems(db: Db, initial: InitialProduct[]): Promise<string[]> {
  const problems: string[] = [];
  const note = (what: string, rows: unknown[]) => {
    if (rows.length > 0) problems.push(`${what}: ${JSON.stringify(rows.slice(0, 5))} (${rows.length})`);
  };
  note(
    'orders without lines',
    await db.sql(`select o.no from orders o where not exists (select 1 from order_product l where l.order_no = o.no)`),
  );
  note(
    'orders whose price is not their lines less the discount',
    await db.sql(
      `select o.no, o.price, o.discount, sum(l.price)::int as lines from orders o join order_product l on l.order_no = o.no
        group by o.no having o.price <> sum(l.price) - o.discount`,
    ),
  );
  const sold = await db.sql<{ no: number; stock: number; sales_count: number; sold: number }>(
    `select p.no, p.stock, p.sales_count, coalesce(sum(l.quantity) filter (where o.state <> '주문취소'), 0)::int as sold
       from product p left join order_product l on l.product_no = p.no left join orders o on o.no = l.order_no
      group by p.no`,
  );
  const byNo = new Map(sold.map((r) => [r.no, r]));
  note(
    'products whose stock or sales count differ from their order lines',
    initial.flatMap((p) => {
      const now = byNo.get(p.no);
      const ok = now && now.stock === p.stock - now.sold && now.sales_count === p.salesCount + now.sold;
      return ok ? [] : [{ ...p, now }];
    }),
  );
  const drift = await rollupDrift(db.em());
  note('sales_product_rollup drift', drift.products);
  note('sales_day_rollup drift', drift.days);
  problems.push(...(await productCountDrift(db)));
  note(
    'coupon rows used without an order, or carried by an order and unused',
    await db.sql(
      `select cu.no, cu.is_used, cu.used_at, (select count(*)::int from orders o where o.coupon_user_no = cu.no) as orders
         from coupon_user cu
        where cu.is_used <> exists (select 1 from orders o where o.coupon_user_no = cu.no)
           or cu.is_used <> (cu.used_at is not null)`,
    ),
  );
  note(
    'coupon rows carried by two orders',
    await db.sql(`select coupon_user_no from orders where coupon_user_no is not null group by 1 having count(*) > 1`),
  );
  const dangling = await danglingRows(db.em());
  if (Object.keys(dangling).length > 0) problems.push(`dangling rows: ${JSON.stringify(dangling)}`);
  return problems;
}
