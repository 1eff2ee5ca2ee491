import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { isMessageKey, koreanText, type MessageArg, type MessageKey } from '@scene-shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../common/password.js';
import { LocalStorage } from '../common/storage.js';
import { ormOptions } from '../orm-options.js';
import { rollupDrift } from '../modules/statistics/sales-rollup.js';
import { createTestDatabase, type TestDatabase } from '../test/db.js';
import { seedDemo } from './demo-data.js';

/** A fixed reference time: with it two runs must produce identical rows, dates included. */
const NOW = new Date('2026-11-21T00:00:00Z');

interface Seeded {
  db: TestDatabase;
  orm: MikroORM;
  counts: Record<string, number>;
}

async function seedFresh(uploadDir: string): Promise<Seeded> {
  const db = await createTestDatabase();
  const orm = await MikroORM.init(ormOptions(db.url));
  const counts = await seedDemo(orm.em.fork(), {
    scale: 1,
    storage: new LocalStorage(uploadDir, 1024 * 1024),
    adminPassword: 'admin1234!',
    memberPassword: 'member1234!',
    now: NOW,
  });
  return { db, orm, counts };
}

async function rows<T>(s: Seeded, sql: string): Promise<T[]> {
  return s.orm.em.getConnection().execute<T[]>(sql);
}

async function one<T>(s: Seeded, sql: string): Promise<T> {
  const [row] = await rows<T>(s, sql);
  return row as T;
}

/** Password hashes are salted, so `pwd` is the one column left out of the comparison. */
const CHECKSUMS = {
  users: `concat_ws('|', no, id, name, email, tel, zipcode, address, id_k, id_n, nickname, bio, pic, role, withdrawn_at, created_at)`,
  product: `concat_ws('|', no, name, contents, pic, price, discount_rate, stock, available, category, date, sales_count, review_count, score_sum)`,
  orders: `concat_ws('|', no, user_no, state, price, discount, coupon_user_no, date, recipient_name, recipient_tel, zipcode, address)`,
  product_option: `concat_ws('|', no, product_no, size, color, stock, price_delta, sort, retired)`,
  order_product: `concat_ws('|', no, order_no, product_no, quantity, price, option_no, option_label)`,
  review: `concat_ws('|', no, order_product_no, product_no, user_no, contents, score, pic, date)`,
  post: `concat_ws('|', no, user_no, content, pic, product_no, date, deleted, likes_count, comments_count, reports_count)`,
};

async function checksums(s: Seeded): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [table, expr] of Object.entries(CHECKSUMS)) {
    const row = await one<{ sum: string }>(
      s,
      `SELECT md5(string_agg(${expr}, ',' ORDER BY no)) AS sum FROM "${table}"`,
    );
    out[table] = row.sum;
  }
  return out;
}

describe('seedDemo', () => {
  let uploadDir: string;
  let first: Seeded;
  let second: Seeded;

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sceneshop-seed-'));
    first = await seedFresh(uploadDir);
    second = await seedFresh(uploadDir);
  });

  afterAll(async () => {
    for (const s of [first, second]) {
      await s?.orm.close();
      await s?.db.drop();
    }
    if (uploadDir) fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('is deterministic: same counts and same rows for the same scale', async () => {
    expect(second.counts).toEqual(first.counts);
    expect(await checksums(second)).toEqual(await checksums(first));
    expect(first.counts.product).toBeGreaterThanOrEqual(100);
    expect(first.counts.orders).toBeGreaterThanOrEqual(250);
    for (const [table, n] of Object.entries(first.counts)) expect(n, table).toBeGreaterThan(0);
  });

  it('sells every product by size, its stock spread over them, some sizes sold out, order lines naming theirs', async () => {
    const sizes = await rows<{ category: string; sizes: string }>(
      first,
      `SELECT DISTINCT p.category, string_agg(o.size, ',' ORDER BY o.sort) AS sizes
         FROM product p JOIN product_option o ON o.product_no = p.no GROUP BY p.no, p.category`,
    );
    const of = (category: string) => new Set(sizes.filter((r) => r.category === category).map((r) => r.sizes));
    expect(of('신발')).toEqual(new Set(['230,235,240,245,250,255,260,265,270,275,280']));
    expect(of('기타')).toEqual(new Set(['FREE']));
    expect(of('상의')).toEqual(new Set(['S,M,L,XL', '90,95,100,105,110']));
    expect(of('하의')).toEqual(new Set(['S,M,L,XL', '44,55,66,77,88']));
    const stock = await one<{
      without: number;
      off: number;
      sold_out_sizes: number;
      in_stock_sizes: number;
      bad_lines: number;
    }>(
      first,
      `SELECT (SELECT count(*) FROM product p WHERE NOT EXISTS (SELECT 1 FROM product_option o WHERE o.product_no = p.no))::int AS without,
              (SELECT count(*) FROM product p
                WHERE p.stock <> (SELECT sum(stock) FROM product_option o WHERE o.product_no = p.no))::int AS off,
              (SELECT count(*) FROM product_option o JOIN product p ON p.no = o.product_no
                WHERE o.stock = 0 AND p.stock > 0)::int AS sold_out_sizes,
              (SELECT count(*) FROM product_option WHERE stock > 0)::int AS in_stock_sizes,
              (SELECT count(*) FROM order_product l LEFT JOIN product_option o ON o.no = l.option_no
                WHERE o.product_no IS DISTINCT FROM l.product_no OR o.size <> l.option_label)::int AS bad_lines`,
    );
    expect(stock).toMatchObject({ without: 0, off: 0, bad_lines: 0 });
    expect(stock.sold_out_sizes).toBeGreaterThan(20);
    expect(stock.in_stock_sizes).toBeGreaterThan(stock.sold_out_sizes);
  });

  it('makes user 1 the administrator and members with the demo password', async () => {
    const admin = await one<{ id: string; role: string; nickname: string; pwd: string }>(
      first,
      `SELECT * FROM users WHERE no = 1`,
    );
    expect(admin).toMatchObject({ id: 'admin', role: 'ADMIN', nickname: '관리자' });
    expect(await verifyPassword(admin.pwd, 'admin1234!')).toBe(true);
    const member = await one<{ pwd: string; email: string }>(first, `SELECT * FROM users WHERE id = 'member1'`);
    expect(member.email).toBe('member1@example.com');
    expect(await verifyPassword(member.pwd, 'member1234!')).toBe(true);
    const kinds = await one<{ kakao: number; naver: number; integrated: number; withdrawn: number; long_nick: number }>(
      first,
      `
      SELECT count(*) FILTER (WHERE id IS NULL AND id_k IS NOT NULL)::int AS kakao,
             count(*) FILTER (WHERE id_n IS NOT NULL)::int AS naver,
             count(*) FILTER (WHERE id IS NOT NULL AND id_k IS NOT NULL)::int AS integrated,
             count(*) FILTER (WHERE withdrawn_at IS NOT NULL AND name IS NULL AND nickname IS NULL)::int AS withdrawn,
             count(*) FILTER (WHERE char_length(nickname) > 10 OR char_length(bio) > 30)::int AS long_nick
      FROM users`,
    );
    expect(kinds).toMatchObject({ long_nick: 0 });
    for (const n of [kinds.kakao, kinds.naver, kinds.integrated, kinds.withdrawn]) expect(n).toBeGreaterThan(0);
  });

  it('has orders in every state, across 2024 and the last 18 months', async () => {
    const states = await rows<{ state: string }>(first, `SELECT DISTINCT state FROM orders ORDER BY state`);
    expect(states.map((r) => r.state).sort()).toEqual(['배송완료', '배송중', '주문접수', '주문취소'].sort());
    // Delivered orders know when (the return window starts there), and some are still within 7 days of it.
    const delivered = await one<{ undated: number; returnable: number }>(
      first,
      `SELECT count(*) FILTER (WHERE (state = '배송완료') <> (delivered_at IS NOT NULL))::int AS undated,
              count(*) FILTER (WHERE delivered_at >= timestamptz '${NOW.toISOString()}' - interval '7 days')::int AS returnable
         FROM orders`,
    );
    expect(delivered.undated).toBe(0);
    expect(delivered.returnable).toBeGreaterThan(0);
    const spread = await one<{ y2024: number; recent: number; months2024: number }>(
      first,
      `
      SELECT count(*) FILTER (WHERE date >= '2024-01-01T00:00:00+09:00' AND date < '2025-01-01T00:00:00+09:00')::int AS y2024,
             count(*) FILTER (WHERE date >= timestamptz '${NOW.toISOString()}' - interval '18 months')::int AS recent,
             count(DISTINCT date_trunc('month', date AT TIME ZONE 'Asia/Seoul'))
               FILTER (WHERE date >= '2024-01-01T00:00:00+09:00' AND date < '2025-01-01T00:00:00+09:00')::int AS months2024
      FROM orders`,
    );
    expect(spread.y2024).toBeGreaterThan(50);
    expect(spread.recent).toBeGreaterThan(50);
    expect(spread.months2024).toBe(12);
    const totals = await one<{ bad: number }>(
      first,
      `
      SELECT count(*)::int AS bad FROM orders o
      WHERE o.price <> (SELECT sum(price) FROM order_product WHERE order_no = o.no) - o.discount
         OR (o.discount > 0) <> (o.coupon_user_no IS NOT NULL)`,
    );
    expect(totals.bad).toBe(0);
  });

  it('builds the sales rollup from the orders it wrote', async () => {
    expect(await rollupDrift(first.orm.em.fork())).toEqual({ products: [], days: [] });
    const rolled = await one<{ n: number }>(
      first,
      `SELECT count(*)::int AS n FROM sales_product_rollup WHERE grain = 'a'`,
    );
    expect(rolled.n).toBeGreaterThan(50);
  });

  it('reviews only delivered lines and keeps product counters consistent', async () => {
    const wrong = await one<{ n: number }>(
      first,
      `
      SELECT count(*)::int AS n FROM review r
      JOIN order_product op ON op.no = r.order_product_no JOIN orders o ON o.no = op.order_no
      WHERE o.state <> '배송완료' OR r.user_no <> o.user_no OR r.product_no <> op.product_no`,
    );
    expect(wrong.n).toBe(0);
    const drift = await one<{ n: number }>(
      first,
      `
      SELECT count(*)::int AS n FROM product p
      WHERE p.review_count <> (SELECT count(*) FROM review WHERE product_no = p.no)
         OR p.score_sum <> (SELECT coalesce(sum(score), 0) FROM review WHERE product_no = p.no)
         OR p.sales_count <> (SELECT coalesce(sum(op.quantity), 0) FROM order_product op JOIN orders o ON o.no = op.order_no
                              WHERE op.product_no = p.no AND o.state <> '주문취소')`,
    );
    expect(drift.n).toBe(0);
    const posts = await one<{ n: number; over: number }>(
      first,
      `
      SELECT count(*) FILTER (WHERE p.likes_count <> (SELECT count(*) FROM post_like WHERE post_no = p.no)
         OR p.comments_count <> (SELECT count(*) FROM comment WHERE post_no = p.no)
         OR p.reports_count <> (SELECT count(*) FROM report WHERE post_no = p.no))::int AS n,
             count(*) FILTER (WHERE p.reports_count > 5)::int AS over
      FROM post p`,
    );
    expect(posts.n).toBe(0);
    expect(posts.over).toBeGreaterThan(0);
  });

  it('gives the first demo accounts something on every community screen', async () => {
    const accounts = await rows<Record<string, number | string>>(
      first,
      `
      SELECT u.id,
        (SELECT count(*) FROM post p WHERE p.user_no = u.no AND NOT p.deleted AND p.pic IS NOT NULL)::int AS posts,
        (SELECT count(*) FROM post p WHERE p.user_no = u.no AND p.deleted)::int AS trash,
        (SELECT count(*) FROM post p WHERE p.user_no = u.no AND NOT p.deleted AND p.product_no IN (
           SELECT op.product_no FROM order_product op JOIN orders o ON o.no = op.order_no
           WHERE o.user_no = u.no AND o.state <> '주문취소'))::int AS bought_posts,
        (SELECT count(*) FROM follow f WHERE f.followee_no = u.no)::int AS followers,
        (SELECT count(*) FROM follow f WHERE f.follower_no = u.no)::int AS followees,
        (SELECT count(*) FROM comment c JOIN post p ON p.no = c.post_no
           WHERE p.user_no = u.no AND NOT p.deleted AND c.parent_no IS NULL)::int AS comments,
        (SELECT count(*) FROM comment c JOIN post p ON p.no = c.post_no
           WHERE p.user_no = u.no AND NOT p.deleted AND c.parent_no IS NOT NULL)::int AS replies,
        (SELECT count(*) FROM alert a WHERE a.user_no = u.no AND a.category = '커뮤니티' AND NOT a.is_read
           AND a.path = '/user/style/detail/' || (SELECT max(no) FROM post WHERE user_no = u.no AND NOT deleted))::int
           AS post_alerts
      FROM users u WHERE u.id IN ('member1', 'member2', 'member3') ORDER BY u.id`,
    );
    expect(accounts.map((a) => a.id)).toEqual(['member1', 'member2', 'member3']);
    for (const { id, ...counts } of accounts) {
      expect(counts.posts, `${id} posts`).toBeGreaterThanOrEqual(2);
      expect(counts.trash, `${id} trash`).toBeGreaterThanOrEqual(1);
      expect(counts.bought_posts, `${id} posts attaching a bought product`).toBeGreaterThanOrEqual(1);
      for (const key of ['followers', 'followees'] as const)
        expect(counts[key], `${id} ${key}`).toBeGreaterThanOrEqual(2);
      for (const key of ['comments', 'replies'] as const) expect(counts[key], `${id} ${key}`).toBeGreaterThanOrEqual(2);
      expect(counts.post_alerts, `${id} alert of a comment`).toBeGreaterThanOrEqual(1);
    }
  });

  it("writes the shop's alerts as the live code does: a catalogue key and arguments beside the Korean text", async () => {
    const alerts = await rows<{ category: string; content: string; message_key: string | null; message_args: unknown }>(
      first,
      `SELECT category, content, message_key, message_args FROM alert ORDER BY no`,
    );
    const shops = alerts.filter((a) => a.category !== '프로모션');
    expect(shops.length).toBeGreaterThan(0);
    for (const a of shops) {
      expect(isMessageKey(a.message_key), a.content).toBe(true);
      const message = { key: a.message_key as MessageKey, args: a.message_args as MessageArg[] };
      expect(koreanText(message)).toBe(a.content);
    }
    // The advertisements are the admin's own words.
    expect(alerts.filter((a) => a.category === '프로모션').every((a) => a.message_key === null)).toBe(true);
  });

  it('resets the sequences so ordinary inserts continue after the seeded rows', async () => {
    const show = await one<{ no: number }>(
      first,
      `INSERT INTO show (title) VALUES ('시퀀스 확인용 작품') RETURNING no`,
    );
    expect(show.no).toBe(first.counts.show + 1);
    const notice = await one<{ no: number }>(
      first,
      `INSERT INTO notice (category, title, contents) VALUES ('배송', '확인', '내용') RETURNING no`,
    );
    expect(notice.no).toBe(first.counts.notice + 1);
  });

  it('writes the pictures it references as local SVG files', async () => {
    // The second database: the sequence test above added a show without a picture to the first.
    const pics = await rows<{ pic: string }>(
      second,
      `
      SELECT pic FROM show UNION SELECT pic FROM product UNION SELECT pic FROM style UNION SELECT pic FROM popup`,
    );
    for (const { pic } of pics) {
      expect(pic).toMatch(/^\/uploads\/demo\/[a-z0-9-]+\.svg$/);
      expect(fs.existsSync(path.join(uploadDir, pic.slice('/uploads/'.length))), pic).toBe(true);
    }
  });
});
