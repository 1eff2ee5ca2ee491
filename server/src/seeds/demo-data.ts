import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../common/password.js';
import type { Storage } from '../common/storage.js';
import { REBUILD_SALES_ROLLUP } from '../modules/statistics/sales-rollup.js';
import { BulkWriter } from './bulk.js';
import { seedProducts, seedShows } from './catalog-seed.js';
import { seedCommunity } from './community-seed.js';
import type { SeedContext } from './context.js';
import { DemoImages } from './images.js';
import { seedOrders } from './orders-seed.js';
import { seedReviews } from './reviews-seed.js';
import { seedSupport } from './support-seed.js';
import { seedUsers } from './users-seed.js';

export interface SeedDemoOptions {
  /** 1 gives a small browsable shop (~120 products, ~300 orders); 100 gives ~100k products and ~1M orders. */
  scale: number;
  /** Where the demo pictures go. */
  storage: Storage;
  adminPassword: string;
  memberPassword: string;
  log?: (msg: string) => void;
  /** Reference time for relative dates; defaults to the current time. */
  now?: Date;
}

/** Every table the seed fills, in insertion order (email_verification stays empty). */
export const SEEDED_TABLES = [
  'users',
  'product',
  'product_option',
  'show',
  'character',
  'style',
  'item',
  'style_item',
  'coupon',
  'coupon_user',
  'orders',
  'order_product',
  'review',
  'post',
  'post_like',
  'report',
  'comment',
  'comment_like',
  'follow',
  'scrap',
  'notice',
  'popup',
  'alert',
  'chat_room',
  'chat_message',
] as const;

/**
 * Fills an empty, migrated database with deterministic demo data and returns the row count of each
 * table. Rows go in with multi-row `INSERT ... SELECT FROM unnest(...)` statements inside one
 * transaction, so a failure leaves the database as it was.
 */
export async function seedDemo(em: EntityManager, options: SeedDemoOptions): Promise<Record<string, number>> {
  if (!(options.scale > 0) || !Number.isFinite(options.scale))
    throw new Error(`scale must be a positive number, got ${options.scale}`);
  const log = options.log ?? (() => {});
  // Hashing is deliberately slow, so it happens once per password and the hash is shared by every member.
  const hashes = {
    admin: await hashPassword(options.adminPassword),
    member: await hashPassword(options.memberPassword),
  };
  const images = new DemoImages();
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000) * 1000;

  return em.getConnection().transactional(async (trx) => {
    const db = new BulkWriter(trx, log);
    const ctx: SeedContext = { db, images, scale: options.scale, now, log };
    const step = async <T>(label: string, run: () => Promise<T>): Promise<T> => {
      const started = Date.now();
      const result = await run();
      log(`${label} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
      return result;
    };
    const members = await step('members', () => seedUsers(ctx, hashes));
    const catalog = await step('products', () => seedProducts(ctx));
    const shows = await step('shows, characters, styles, items', () => seedShows(ctx, catalog));
    const orders = await step('coupons and orders', () => seedOrders(ctx, members, catalog));
    // The orders went in around the order services, so the statistics' rollup is built from them.
    await step('sales rollup', async () => {
      for (const sql of REBUILD_SALES_ROLLUP) await db.run(sql);
    });
    await step('reviews and product counters', () => seedReviews(ctx, catalog, orders));
    const posts = await step('community', () => seedCommunity(ctx, members, catalog, orders));
    await step('scraps, notices, popups, alerts, chats', () =>
      seedSupport(ctx, members, catalog, shows, orders, posts),
    );
    await db.resetSequences(SEEDED_TABLES.filter((t) => t !== 'style_item'));
    // Inside the transaction: pictures that fail to be written leave no rows pointing at them.
    await step(`${images.fileCount} demo images in ${options.storage.location}/demo`, () =>
      images.saveAll(options.storage),
    );
    return db.counts(SEEDED_TABLES);
  });
}
