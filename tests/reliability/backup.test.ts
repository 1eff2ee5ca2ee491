import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OrderState, Role } from '../../server/src/common/enums.js';
import { signToken } from '../../server/src/context/token.js';
import type { Product } from '../../server/src/modules/catalog/product.entity.js';
import type { User } from '../../server/src/modules/user/user.entity.js';
import { writeBackup } from '../../server/src/scripts/backup-dump.js';
import { restoreBackup } from '../../server/src/scripts/backup-load.js';
import type { Manifest } from '../../server/src/scripts/backup-manifest.js';
import { admin } from '../../server/src/test/db.js';
import { makeProduct } from '../../server/src/test/fixtures.js';
import { startTestApp, type TestApp } from '../../server/src/test/harness.js';
import { changeOrderState, placeOrderAs } from '../../server/src/test/orders.js';
import { gqlUpload, PNG } from '../../server/src/test/posts.js';

// Suite 7 of issue 15: a backup taken while the shop takes orders, restored into a fresh database and upload
// directory, serves the same orders, posts and pictures, and keeps numbering where the backup left off.

const MY_ORDERS = `query { myOrders(page: 0, size: 50) { totalElements content {
  no state price date recipientName address lines { no quantity price reviewable product { no name stock } } } } }`;
const POST = 'query ($no: Int!) { post(no: $no) { no content pic userNo likesCount product { no } } }';
const WRITE_POST =
  'mutation ($input: PostInput!, $image: Upload) { writePost(input: $input, image: $image) { no pic } }';

type Order = { no: number; lines: unknown[] };
type Orders = { myOrders: { totalElements: number; content: Order[] } };

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sceneshop-backup-test-'));
const databases: string[] = [];
let source: TestApp;
let restored: TestApp | undefined;

/** A new database as `CREATE DATABASE` makes it: no schema, as a fresh DATA_DIR's. */
async function freshDatabase(): Promise<string> {
  const name = `restore_${randomBytes(5).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  databases.push(name);
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

const silent = () => {};
const rowsOf = (manifest: Manifest, table: string) => manifest.tables.find((t) => t.table === table)?.rows;

beforeAll(async () => {
  source = await startTestApp();
});
afterAll(async () => {
  await restored?.close();
  await source?.close();
  for (const name of databases) await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  fs.rmSync(work, { recursive: true, force: true });
});

describe('backup and restore (issue 15, suite 7)', () => {
  const backupDir = path.join(work, 'backup');
  let members: { user: User; token: string }[];
  let busy: { user: User; token: string };
  let products: Product[];
  let picture: { post: number; url: string };
  let manifest: Manifest;

  it('backs up the running shop from one snapshot while orders keep coming', async () => {
    const em = source.em();
    products = [
      await makeProduct(em, { stock: 10_000 }),
      await makeProduct(em, { stock: 10_000, price: 23_000 }),
      await makeProduct(em, { stock: 10_000, price: 7_000 }),
      await makeProduct(em, { stock: 10_000, price: 5_000 }),
    ];
    members = [await source.member(), await source.member(), await source.member()];
    busy = await source.member();
    const { token: adminToken } = await source.member({ role: Role.ADMIN });
    for (const [i, m] of members.entries()) {
      for (let k = 0; k <= i; k++) await placeOrderAs(source, m.token, [[products[k % 2]!, k + 1]]);
      const two = await placeOrderAs(source, m.token, [
        [products[0]!, 1],
        [products[1]!, 2],
      ]);
      expect((await changeOrderState(source, adminToken, two, OrderState.SHIPPING)).errors).toBeUndefined();
    }
    const written = await gqlUpload<{ writePost: { no: number; pic: string } }>(
      source,
      members[0]!.token,
      WRITE_POST,
      { input: { content: '백업할 사진' } },
      PNG,
    );
    expect(written.errors).toBeUndefined();
    picture = { post: written.data!.writePost.no, url: written.data!.writePost.pic };

    // Another member keeps ordering the other two products through the backup: the snapshot must hold each of
    // those orders whole (both lines and the stock taken) or not at all.
    const busyOrder = () =>
      placeOrderAs(source, busy.token, [
        [products[2]!, 1],
        [products[3]!, 2],
      ]);
    await busyOrder();
    let stop = false;
    let placedDuring = 0;
    const ordering = (async () => {
      while (!stop) {
        await busyOrder();
        placedDuring += 1;
      }
    })();
    try {
      manifest = await writeBackup({
        databaseUrl: source.database.url,
        uploadDir: source.config.UPLOAD_DIR,
        dir: backupDir,
        log: silent,
      });
    } finally {
      stop = true;
      await ordering;
    }
    expect(placedDuring).toBeGreaterThan(0);
    const [counted] = await query<{ orders: string }>(source.database.url, 'SELECT count(*) AS orders FROM orders');
    expect(rowsOf(manifest, 'orders')).toBeLessThanOrEqual(Number(counted!.orders));
    expect(rowsOf(manifest, 'users')).toBe(5);
    expect(manifest.migrations.length).toBeGreaterThan(0);
    expect(manifest.uploads.map((u) => u.file)).toContain(`uploads/${picture.url.replace('/uploads/', '')}`);
    expect(fs.existsSync(path.join(backupDir, 'manifest.json'))).toBe(true);
  });

  it('restores into a fresh database and upload directory: a server on it answers the same orders and picture', async () => {
    const url = await freshDatabase();
    const uploadDir = path.join(work, 'restored-uploads');
    await restoreBackup({ databaseUrl: url, uploadDir, dir: backupDir, log: silent });
    restored = await startTestApp({ UPLOAD_DIR: uploadDir }, 0, { url, drop: async () => {} });
    const tokenOn = (t: TestApp, user: User) => signToken(t.config, { no: user.no, ver: user.tokenVersion });

    for (const { user } of members) {
      const before = await source.gql<Orders>(MY_ORDERS, {}, tokenOn(source, user));
      const after = await restored.gql<Orders>(MY_ORDERS, {}, tokenOn(restored, user));
      expect(before.errors).toBeUndefined();
      expect(after.data).toEqual(before.data);
      const shim = `/api/order/orderlist/${user.no}?page=0&size=50&sort=no,desc`;
      const restBefore = await source.rest('GET', shim, { token: tokenOn(source, user) });
      expect((await restored.rest('GET', shim, { token: tokenOn(restored, user) })).body).toEqual(restBefore.body);
    }

    // The busy member's orders: those in the snapshot, each whole and as the source has it.
    const busyBefore = await source.gql<Orders>(MY_ORDERS, {}, tokenOn(source, busy.user));
    const busyAfter = await restored.gql<Orders>(MY_ORDERS, {}, tokenOn(restored, busy.user));
    // Their products' stock has moved on in the source since: compared below, against the restored lines.
    const withoutStock = (order: Order) =>
      JSON.parse(JSON.stringify(order, (k, v: unknown) => (k === 'stock' ? undefined : v)));
    const inSource = new Map(busyBefore.data!.myOrders.content.map((o) => [o.no, withoutStock(o)]));
    expect(busyAfter.data!.myOrders.content.length).toBeGreaterThan(0);
    for (const order of busyAfter.data!.myOrders.content) {
      expect(order.lines).toHaveLength(2);
      expect(withoutStock(order)).toEqual(inSource.get(order.no));
    }
    const [restoredCounts] = await query<{ orders: string; unlined: string }>(
      url,
      `SELECT (SELECT count(*) FROM orders) AS orders,
              (SELECT count(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_product l WHERE l.order_no = o.no)) AS unlined`,
    );
    expect({ orders: Number(restoredCounts!.orders), unlined: Number(restoredCounts!.unlined) }).toEqual({
      orders: rowsOf(manifest, 'orders'),
      unlined: 0,
    });
    // Stock was taken in the same transactions as the lines were written: the snapshot has both or neither.
    const stock = await query<{ no: number; left: number; sold: string }>(
      url,
      `SELECT p.no, p.stock AS left, (SELECT coalesce(sum(quantity), 0) FROM order_product l WHERE l.product_no = p.no) AS sold
         FROM product p ORDER BY p.no`,
    );
    expect(stock.map((p) => p.left + Number(p.sold))).toEqual([10_000, 10_000, 10_000, 10_000]);

    const post = await restored.gql(POST, { no: picture.post });
    expect(post.data).toEqual((await source.gql(POST, { no: picture.post })).data);
    const served = await fetch(`${restored.url}${picture.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    // Numbering goes on after the backup's: a new order and a new member take new numbers.
    const newest = Math.max(...busyAfter.data!.myOrders.content.map((o) => o.no));
    const next = await placeOrderAs(restored, tokenOn(restored, members[1]!.user), [[products[1]!, 1]]);
    expect(next).toBeGreaterThan(newest);
    const newcomer = await restored.member();
    expect(newcomer.user.no).toBeGreaterThan(Math.max(busy.user.no, ...members.map((m) => m.user.no)));
  });

  it('refuses a target that holds data, and a damaged backup before touching the target', async () => {
    const uploadDir = path.join(work, 'refused-uploads');
    await expect(
      restoreBackup({ databaseUrl: restored!.database.url, uploadDir, dir: backupDir, log: silent }),
    ).rejects.toThrow(/holds data/);

    const damaged = path.join(backupDir, manifest.tables.find((t) => t.table === 'orders')!.file);
    const bytes = fs.readFileSync(damaged);
    const middle = bytes.length >> 1;
    bytes[middle] = bytes[middle]! ^ 0xff;
    fs.writeFileSync(damaged, bytes);
    const url = await freshDatabase();
    await expect(restoreBackup({ databaseUrl: url, uploadDir, dir: backupDir, log: silent })).rejects.toThrow(
      /damaged/,
    );
    expect(await query(url, "SELECT 1 FROM pg_tables WHERE schemaname = 'public'")).toEqual([]);
    expect(fs.existsSync(uploadDir)).toBe(false);
  });
});
