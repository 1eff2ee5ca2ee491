import { raw, type EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { ViewerOf } from '../../context/module.js';
import { Scrap } from './scrap.entity.js';

declare module '../../context/context.js' {
  interface Loaders {
    scrapCount: DataLoader<number, number>;
    scrappedByViewer: DataLoader<number, boolean>;
  }
}

/** Scrap counts for many characters in one statement. */
async function countScraps(em: EntityManager, characterNos: readonly number[]): Promise<Map<number, number>> {
  const rows = await em
    .createQueryBuilder(Scrap, 's')
    .select(['s.character', raw('count(*) as n')])
    .where({ character: { $in: [...characterNos] } })
    .groupBy('s.character')
    .execute<{ character_no: number; n: string }[]>('all', false);
  return new Map(rows.map((r) => [Number(r.character_no), Number(r.n)]));
}

/** Which of these characters the viewer has scrapped, in one statement. */
async function scrappedBy(em: EntityManager, userNo: number, characterNos: readonly number[]): Promise<Set<number>> {
  const rows = await em.find(Scrap, { user: userNo, character: { $in: [...characterNos] } }, { fields: ['character'] });
  return new Set(rows.map((s) => s.character.unwrap().no));
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
