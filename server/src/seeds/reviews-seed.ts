import type { Catalog } from './catalog-seed.js';
import { rngFor, type SeedContext } from './context.js';
import { DELIVERED, type Orders } from './orders-seed.js';
import { DAY_MS } from './random.js';
import { REVIEW_TEXTS } from './texts.js';

/**
 * Reviews for about a third of the delivered lines (one per line at most), then the product
 * counters that the catalogue reads instead of aggregating: review_count, score_sum, sales_count.
 */
export async function seedReviews(ctx: SeedContext, catalog: Catalog, orders: Orders): Promise<void> {
  const rng = rngFor('reviews');
  const picked = new Int32Array(orders.lineCount);
  let count = 0;
  for (let j = 0; j < orders.lineCount; j++) {
    const order = (orders.lineOrder[j] as number) - 1;
    if (orders.state[order] !== DELIVERED || ctx.now - (orders.date[order] as number) < 4 * DAY_MS) continue;
    if (rng.chance(0.33)) picked[count++] = j;
  }

  await ctx.db.insert(
    'review',
    [
      ['no', 'int'],
      ['order_product_no', 'int'],
      ['product_no', 'int'],
      ['user_no', 'int'],
      ['contents', 'text'],
      ['score', 'smallint'],
      ['pic', 'text'],
      ['date', 'timestamptz'],
    ],
    count,
    (i) => {
      const line = picked[i] as number;
      const order = (orders.lineOrder[line] as number) - 1;
      const product = (orders.lineProduct[line] as number) - 1;
      // Scores follow the product's hidden quality, so averages differ between products.
      const score = Math.max(
        1,
        Math.min(5, Math.round(1.5 + 3.5 * (catalog.quality[product] as number) + rng.float(-1.2, 1.2))),
      );
      const text = rng.pick(REVIEW_TEXTS[score >= 4 ? 2 : score === 3 ? 1 : 0] ?? []);
      // The photo shows what was bought: the product's own kind and colour.
      const pic = rng.chance(0.25)
        ? ctx.images.review(catalog.kind[product] as number, catalog.colour[product] as number)
        : null;
      const date = Math.min(
        (orders.date[order] as number) + rng.int(3, 20) * DAY_MS + rng.int(0, 86_399) * 1000,
        ctx.now - 60_000,
      );
      return [i + 1, line + 1, product + 1, orders.user[order] as number, text, score, pic, date];
    },
  );

  await ctx.db.run(`
    UPDATE product p SET review_count = r.n, score_sum = r.s
    FROM (SELECT product_no, count(*)::int AS n, sum(score)::int AS s FROM review GROUP BY product_no) r
    WHERE p.no = r.product_no`);
  await ctx.db.run(`
    UPDATE product p SET sales_count = x.q
    FROM (SELECT op.product_no, sum(op.quantity)::int AS q
          FROM order_product op JOIN orders o ON o.no = op.order_no
          WHERE o.state <> '주문취소' GROUP BY op.product_no) x
    WHERE p.no = x.product_no`);
}
