import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { Page, PageArgs } from '../../common/paging.js';
import type { Viewer } from '../../context/policy.js';
import { likedComments } from './comment-like.service.js';
import { commentPages, repliesOf } from './comment-list.service.js';
import type { Comment } from './comment.entity.js';

export interface CommentPageKey extends PageArgs {
  postNo: number;
}

declare module '../../context/context.js' {
  interface Loaders {
    commentPage: DataLoader<CommentPageKey, Page<Comment>, string>;
    commentReplies: DataLoader<number, Comment[]>;
    commentLikedByViewer: DataLoader<number, boolean>;
  }
}

/** Sibling posts' comment pages: one statement per page window asked for (normally one for all). */
const commentPage = (em: EntityManager) =>
  new DataLoader<CommentPageKey, Page<Comment>, string>(
    async (keys) => {
      const windows = new Map<string, Map<number, Page<Comment>>>();
      for (const { page, size } of keys) {
        const window = `${page}:${size}`;
        if (windows.has(window)) continue;
        const postNos = keys.filter((k) => k.page === page && k.size === size).map((k) => k.postNo);
        windows.set(window, await commentPages(em, postNos, { page, size }));
      }
      return keys.map((k) => windows.get(`${k.page}:${k.size}`)!.get(k.postNo)!);
    },
    { cacheKeyFn: (k) => `${k.postNo}:${k.page}:${k.size}` },
  );

/** Comment pages, the replies of their comments and "liked by me", each one statement for all siblings. */
export const commentLoaders = (em: EntityManager, viewer: Viewer | null) => ({
  commentPage: commentPage(em),
  commentReplies: new DataLoader<number, Comment[]>(async (nos) => {
    const replies = await repliesOf(em, nos);
    return nos.map((no) => replies.get(no) ?? []);
  }),
  commentLikedByViewer: new DataLoader<number, boolean>(async (nos) => {
    if (!viewer) return nos.map(() => false);
    const mine = await likedComments(em, viewer.no, nos);
    return nos.map((no) => mine.has(no));
  }),
});
