import type { EntityManager } from '@mikro-orm/postgresql';
import { Post } from './post.entity.js';

/** Posts above this many reports are hidden until an administrator handles them. */
export const REPORT_THRESHOLD = 5;

/** The most liked visible style posts, for the home page. */
export function popularPosts(em: EntityManager, limit: number, opts: { withAuthors?: boolean } = {}): Promise<Post[]> {
  return em.find(
    Post,
    { deleted: false, reportsCount: { $lte: REPORT_THRESHOLD } },
    { orderBy: { likesCount: 'desc', no: 'desc' }, limit, populate: opts.withAuthors ? ['user'] : [] },
  );
}
