import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { reviewsOfLines } from '../modules/catalog/review.service.js';
import { countScraps, scrappedBy } from '../modules/member/scrap.service.js';
import type { Review } from '../modules/catalog/review.entity.js';
import type { Viewer } from './context.js';

/**
 * Per-request batch loaders for computed list fields (counts, "mine" flags) that MikroORM's relation dataloader
 * does not cover: sibling rows resolved in one tick share one statement.
 */
export function createLoaders(em: EntityManager, viewer: Viewer | null) {
  return {
    scrapCount: new DataLoader<number, number>(async (nos) => {
      const counts = await countScraps(em, nos);
      return nos.map((no) => counts.get(no) ?? 0);
    }),
    scrappedByViewer: new DataLoader<number, boolean>(async (nos) => {
      if (!viewer) return nos.map(() => false);
      const mine = await scrappedBy(em, viewer.no, nos);
      return nos.map((no) => mine.has(no));
    }),
    reviewOfLine: new DataLoader<number, Review | null>(async (lineNos) => {
      const reviews = await reviewsOfLines(em, lineNos);
      return lineNos.map((no) => reviews.get(no) ?? null);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
