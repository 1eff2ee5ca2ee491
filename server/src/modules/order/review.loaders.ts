import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { Review } from './review.entity.js';

declare module '../../context/context.js' {
  interface Loaders {
    reviewOfLine: DataLoader<number, Review | null>;
    optionLabelOfLine: DataLoader<number, string | null>;
  }
}

/** The reviews written for these order lines, keyed by line number, in one statement. */
export async function reviewsOfLines(em: EntityManager, lineNos: readonly number[]): Promise<Map<number, Review>> {
  const reviews = await em.find(Review, { orderProduct: { $in: [...lineNos] } });
  return new Map(reviews.map((r) => [r.orderProduct.unwrap().no, r]));
}

/** The review of each sibling order line, one statement for all. */
export const reviewLoaders = (em: EntityManager) => ({
  reviewOfLine: new DataLoader<number, Review | null>(async (lineNos) => {
    const reviews = await reviewsOfLines(em, lineNos);
    return lineNos.map((no) => reviews.get(no) ?? null);
  }),
  /** The size a line bought (for its review), one statement for all. */
  optionLabelOfLine: new DataLoader<number, string | null>(async (lineNos) => {
    const rows = await em.execute<{ no: number; option_label: string | null }[]>(
      'select no, option_label from order_product where no in (?)',
      [[...lineNos]],
    );
    const labels = new Map(rows.map((r) => [r.no, r.option_label]));
    return lineNos.map((no) => labels.get(no) ?? null);
  }),
});
