import type { EntityManager } from '@mikro-orm/postgresql';
import type { CommentPageArgsValue } from '@scene-shop/domain';
import DataLoader from 'dataloader';
import { placeholders } from '../../common/entity-rows.js';
import { toPage, type Page } from '../../common/paging.js';
import type { ViewerOf } from '../../context/module.js';
import { Comment } from './comment.entity.js';

/**
 * A comment shows at most this many replies (oldest first), so one comment can never make a page unbounded. Comments
 * and replies are in order of time (the number breaks a tie): a comment's number says nothing about when it was made
 * (imported threads, the demo data).
 */
export const REPLIES_MAX = 100;

export interface CommentPageKey extends CommentPageArgsValue {
  postNo: number;
}

declare module '../../context/context.js' {
  interface Loaders {
    commentPage: DataLoader<CommentPageKey, Page<Comment>, string>;
    commentReplies: DataLoader<number, Comment[]>;
    commentLikedByViewer: DataLoader<number, boolean>;
  }
}

type Row = Record<string, unknown> & { post_key: number; total: number; no: number | null };

/**
 * One page of top-level comments, oldest first, for each of these posts, with each post's number of them: one
 * statement however many posts and comments (a lateral page per post over the (post, parent, date, no) index).
 */
export async function commentPages(
  em: EntityManager,
  postNos: readonly number[],
  args: CommentPageArgsValue,
): Promise<Map<number, Page<Comment>>> {
  const rows = await em.execute<Row[]>(
    `select t.no as post_key, n.total, c.*
      from unnest(array[${placeholders(postNos)}]::int[]) as t(no)
      cross join lateral (
        select count(*)::int as total from comment where post_no = t.no and parent_no is null
      ) n
      left join lateral (
        select * from comment where post_no = t.no and parent_no is null order by date, no limit ? offset ?
      ) c on true
      order by c.date, c.no`,
    [...postNos, args.size, args.page * args.size],
  );
  const pages = new Map<number, { comments: Comment[]; total: number }>();
  for (const { post_key, total, ...columns } of rows) {
    const page = pages.get(post_key) ?? { comments: [], total };
    if (columns.no !== null) page.comments.push(em.map(Comment, columns));
    pages.set(post_key, page);
  }
  return new Map([...pages].map(([postNo, p]) => [postNo, toPage(p.comments, p.total, args.page, args.size)] as const));
}

/** The replies of these top-level comments, oldest first (at most REPLIES_MAX each): one statement. */
export async function repliesOf(em: EntityManager, parentNos: readonly number[]): Promise<Map<number, Comment[]>> {
  const replies = new Map<number, Comment[]>(parentNos.map((no) => [no, []]));
  if (parentNos.length === 0) return replies;
  const rows = await em.execute<Record<string, unknown>[]>(
    `select * from (
        select c.*, row_number() over (partition by c.parent_no order by c.date, c.no) as nth
        from comment c where c.parent_no in (${placeholders(parentNos)})
      ) r where nth <= ? order by date, no`,
    [...parentNos, REPLIES_MAX],
  );
  for (const { nth: _nth, ...columns } of rows) {
    const reply = em.map(Comment, columns);
    replies.get(reply.parent!.unwrap().no)?.push(reply);
  }
  return replies;
}

/** Which of these comments the member liked, in one statement. */
export async function likedComments(
  em: EntityManager,
  userNo: number,
  commentNos: readonly number[],
): Promise<Set<number>> {
  if (commentNos.length === 0) return new Set();
  const rows = await em.execute<{ comment_no: number }[]>(
    `select comment_no from comment_like where user_no = ? and comment_no in (${commentNos.map(() => '?').join(', ')})`,
    [userNo, ...commentNos],
  );
  return new Set(rows.map((r) => r.comment_no));
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
export const commentLoaders = (em: EntityManager, viewerOf: ViewerOf) => ({
  commentPage: commentPage(em),
  commentReplies: new DataLoader<number, Comment[]>(async (nos) => {
    const replies = await repliesOf(em, nos);
    return nos.map((no) => replies.get(no) ?? []);
  }),
  commentLikedByViewer: new DataLoader<number, boolean>(async (nos) => {
    const viewer = viewerOf();
    if (!viewer) return nos.map(() => false);
    const mine = await likedComments(em, viewer.no, nos);
    return nos.map((no) => mine.has(no));
  }),
});
