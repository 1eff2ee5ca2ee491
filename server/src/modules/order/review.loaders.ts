import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { Review } from './review.entity.js';
import { reviewsOfLines } from './review.service.js';

declare module '../../context/context.js' {
  interface Loaders {
    reviewOfLine: DataLoader<number, Review | null>;
  }
}

/** The review of each sibling order line, one statement for all. */
export const reviewLoaders = (em: EntityManager) => ({
  reviewOfLine: new DataLoader<number, Review | null>(async (lineNos) => {
    const reviews = await reviewsOfLines(em, lineNos);
    return lineNos.map((no) => reviews.get(no) ?? null);
  }),
});
