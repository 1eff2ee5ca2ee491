import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { ViewerOf } from '../../context/module.js';

declare module '../../context/context.js' {
  interface Loaders {
    followedByViewer: DataLoader<number, boolean>;
  }
}

/** Which of these members the member follows, in one statement. */
async function followedBy(em: EntityManager, followerNo: number, nos: readonly number[]): Promise<Set<number>> {
  if (nos.length === 0) return new Set();
  const rows = await em.execute<{ followee_no: number }[]>(
    `select followee_no from follow where follower_no = ? and followee_no in (${nos.map(() => '?').join(', ')})`,
    [followerNo, ...nos],
  );
  return new Set(rows.map((r) => r.followee_no));
}

/** "Followed by me" of the members of a follow list, one statement. */
export const followLoaders = (em: EntityManager, viewerOf: ViewerOf) => ({
  followedByViewer: new DataLoader<number, boolean>(async (nos) => {
    const viewer = viewerOf();
    if (!viewer) return nos.map(() => false);
    const mine = await followedBy(em, viewer.no, nos);
    return nos.map((no) => mine.has(no));
  }),
});
