import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { ViewerOf } from '../../context/module.js';
import { placeholders } from '../../common/entity-rows.js';

declare module '../../context/context.js' {
  interface Loaders {
    scrapCount: DataLoader<number, number>;
    scrappedByViewer: DataLoader<number, boolean>;
  }
}

/** Scrap counts for many characters in one statement (hand-written: the query builder cost more than the count). */
async function countScraps(em: EntityManager, characterNos: readonly number[]): Promise<Map<number, number>> {
  const rows = await em.execute<{ character_no: number; n: number }[]>(
    `select character_no, count(*)::int as n from scrap where character_no in (${placeholders(characterNos)})
      group by character_no`,
    [...characterNos],
  );
  return new Map(rows.map((r) => [r.character_no, r.n]));
}

/** Which of these characters the viewer has scrapped, in one statement. */
async function scrappedBy(em: EntityManager, userNo: number, characterNos: readonly number[]): Promise<Set<number>> {
  const rows = await em.execute<{ character_no: number }[]>(
    `select character_no from scrap where user_no = ? and character_no in (${placeholders(characterNos)})`,
    [userNo, ...characterNos],
  );
  return new Set(rows.map((r) => r.character_no));
}

/** Scrap counts and "scrapped by me" of sibling characters, one statement each. */
export const scrapLoaders = (em: EntityManager, viewerOf: ViewerOf) => ({
  scrapCount: new DataLoader<number, number>(async (nos) => {
    const counts = await countScraps(em, nos);
    return nos.map((no) => counts.get(no) ?? 0);
  }),
  scrappedByViewer: new DataLoader<number, boolean>(async (nos) => {
    const viewer = viewerOf();
    if (!viewer) return nos.map(() => false);
    const mine = await scrappedBy(em, viewer.no, nos);
    return nos.map((no) => mine.has(no));
  }),
});
