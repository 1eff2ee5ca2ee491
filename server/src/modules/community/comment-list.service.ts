import type { EntityManager } from '@mikro-orm/postgresql';
import { toPage, type Page, type PageArgs } from '../../common/paging.js';
import { likedComments } from './comment-like.service.js';
import { Comment } from './comment.entity.js';
import { placeholders } from '../../common/entity-rows.js';

/** A comment shows at most this many replies (oldest first), so one comment can never make a page unbounded. */
export const REPLIES_MAX = 100;

type Row = Record<string, unknown> & { post_key: number; total: number; no: number | null };

/**
 * One page of top-level comments, oldest first, for each of these posts, with each post's number of them: one
 * statement however many posts and comments (a lateral page per post over the (post, parent, no) index).
 */
export async function commentPages(
  em: EntityManager,
  postNos: readonly number[],
  args: PageArgs,
): Promise<Map<number, Page<Comment>>> {
  const rows = await em.execute<Row[]>(
    `select t.no as post_key, n.total, c.*
      from unnest(array[${placeholders(postNos)}]::int[]) as t(no)
      cross join lateral (
        select count(*)::int as total from comment where post_no = t.no and parent_no is null
      ) n
      left join lateral (
        select * from comment where post_no = t.no and parent_no is null order by no limit ? offset ?
      ) c on true
      order by c.no`,
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
        select c.*, row_number() over (partition by c.parent_no order by c.no) as nth
        from comment c where c.parent_no in (${placeholders(parentNos)})
      ) r where nth <= ? order by no`,
    [...parentNos, REPLIES_MAX],
  );
  for (const { nth: _nth, ...columns } of rows) {
    const reply = em.map(Comment, columns);
    replies.get(reply.parent!.unwrap().no)?.push(reply);
  }
  return replies;
}

export interface Thread {
  page: Page<Comment>;
  replies: Map<number, Comment[]>;
  /** The comments and replies the viewer likes. */
  liked: Set<number>;
}

/** A post's page of comments with their replies, authors and the viewer's likes: four statements at most. */
export async function thread(em: EntityManager, viewerNo: number, postNo: number, args: PageArgs): Promise<Thread> {
  const page = (await commentPages(em, [postNo], args)).get(postNo)!;
  const replies = await repliesOf(
    em,
    page.content.map((c) => c.no),
  );
  const all = [...page.content, ...[...replies.values()].flat()];
  await em.populate(all, ['user']);
  const liked = await likedComments(
    em,
    viewerNo,
    all.map((c) => c.no),
  );
  return { page, replies, liked };
}
