import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

declare module '../../context/context.js' {
  interface Loaders {
    characterStyleCount: DataLoader<number, number>;
  }
}

/** How many styles sibling characters have: one statement for all of them. */
export const adminFashionLoaders = (em: EntityManager) => ({
  characterStyleCount: new DataLoader<number, number>(async (nos) => {
    const rows = await em.execute<{ character_no: number; count: number }[]>(
      `select character_no, count(*)::int as count from style where character_no in (${nos.map(() => '?').join(', ')})
        group by character_no`,
      [...nos],
    );
    const counts = new Map(rows.map((r) => [r.character_no, r.count]));
    return nos.map((no) => counts.get(no) ?? 0);
  }),
});
