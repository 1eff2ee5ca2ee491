import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { Viewer } from '../../context/policy.js';
import { marked } from './post-like.service.js';

declare module '../../context/context.js' {
  interface Loaders {
    postLikedByViewer: DataLoader<number, boolean>;
    postReportedByViewer: DataLoader<number, boolean>;
  }
}

const markedBy = (em: EntityManager, viewer: Viewer | null, table: 'post_like' | 'report') =>
  new DataLoader<number, boolean>(async (nos) => {
    if (!viewer) return nos.map(() => false);
    const mine = await marked(em, table, viewer.no, nos);
    return nos.map((no) => mine.has(no));
  });

/** "Liked by me" and "reported by me" of sibling posts, one statement each. */
export const postLoaders = (em: EntityManager, viewer: Viewer | null) => ({
  postLikedByViewer: markedBy(em, viewer, 'post_like'),
  postReportedByViewer: markedBy(em, viewer, 'report'),
});
