import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { ViewerOf } from '../../context/module.js';

declare module '../../context/context.js' {
  interface Loaders {
    postLikedByViewer: DataLoader<number, boolean>;
    postReportedByViewer: DataLoader<number, boolean>;
  }
}

/** Which of these posts the member liked (post_like) or reported (report), in one statement. */
export async function marked(
  em: EntityManager,
  table: 'post_like' | 'report',
  userNo: number,
  postNos: readonly number[],
): Promise<Set<number>> {
  if (postNos.length === 0) return new Set();
  const rows = await em.execute<{ post_no: number }[]>(
    `select post_no from ${table} where user_no = ? and post_no in (${postNos.map(() => '?').join(', ')})`,
    [userNo, ...postNos],
  );
  return new Set(rows.map((r) => r.post_no));
}

const markedBy = (em: EntityManager, viewerOf: ViewerOf, table: 'post_like' | 'report') =>
  new DataLoader<number, boolean>(async (nos) => {
    const viewer = viewerOf();
    if (!viewer) return nos.map(() => false);
    const mine = await marked(em, table, viewer.no, nos);
    return nos.map((no) => mine.has(no));
  });

/** "Liked by me" and "reported by me" of sibling posts, one statement each. */
export const postLoaders = (em: EntityManager, viewerOf: ViewerOf) => ({
  postLikedByViewer: markedBy(em, viewerOf, 'post_like'),
  postReportedByViewer: markedBy(em, viewerOf, 'report'),
});
