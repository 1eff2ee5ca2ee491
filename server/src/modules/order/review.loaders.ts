import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { entityColumns, mapRow, placeholders } from '../../common/entity-rows.js';
import { Review } from './review.entity.js';

declare module '../../context/context.js' {
  interface Loaders {
    reviewOfLine: DataLoader<number, Review | null>;
    optionLabelOfLine: DataLoader<number, string | null>;
  }
}

/** The reviews written for these order lines, keyed by line number, in one statement. */
export async function reviewsOfLines(em: EntityManager, lineNos: readonly number[]): Promise<Map<number, Review>> {
  if (lineNos.length === 0) return new Map();
  // Hand-written (common/entity-rows.ts): the member's order history asks this of every line on every miss.
  const rows = await em.execute<Record<string, unknown>[]>(
    `select ${entityColumns(em, Review, 'r')} from review r where r.order_product_no in (${placeholders(lineNos)})`,
    [...lineNos],
  );
  return new Map(rows.map((row) => [row.order_product_no as number, mapRow(em, Review, row)]));
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
