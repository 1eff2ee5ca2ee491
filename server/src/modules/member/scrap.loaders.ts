import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { Viewer } from '../../context/policy.js';
import { countScraps, scrappedBy } from './scrap.service.js';

declare module '../../context/context.js' {
  interface Loaders {
    scrapCount: DataLoader<number, number>;
    scrappedByViewer: DataLoader<number, boolean>;
  }
}

/** Scrap counts and "scrapped by me" of sibling characters, one statement each. */
export const scrapLoaders = (em: EntityManager, viewer: Viewer | null) => ({
  scrapCount: new DataLoader<number, number>(async (nos) => {
    const counts = await countScraps(em, nos);
    return nos.map((no) => counts.get(no) ?? 0);
  }),
  scrappedByViewer: new DataLoader<number, boolean>(async (nos) => {
    if (!viewer) return nos.map(() => false);
    const mine = await scrappedBy(em, viewer.no, nos);
    return nos.map((no) => mine.has(no));
  }),
});
