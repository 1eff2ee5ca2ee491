import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../common/errors.js';
import { Post } from './post.entity.js';

export interface LikeState {
  postNo: number;
  liked: boolean;
  likesCount: number;
}

/**
 * Likes and unlikes are single statements: the conditional insert (or delete) and the count change happen together,
 * so concurrent repeats change nothing twice and the count always equals the rows.
 */
const LIKE = `with changed as (
    insert into post_like (post_no, user_no) values (?, ?) on conflict (post_no, user_no) do nothing returning 1
  )
  update post set likes_count = likes_count + (select count(*) from changed) where no = ? returning likes_count`;

const UNLIKE = `with changed as (delete from post_like where post_no = ? and user_no = ? returning 1)
  update post set likes_count = likes_count - (select count(*) from changed) where no = ? returning likes_count`;

/** Sets the member's like of an active post; repeating it changes nothing. */
export async function setLike(em: EntityManager, userNo: number, postNo: number, liked: boolean): Promise<LikeState> {
  if ((await em.count(Post, { no: postNo, deleted: false })) === 0) throw notFound();
  const [row] = await em.execute<{ likes_count: number }[]>(liked ? LIKE : UNLIKE, [postNo, userNo, postNo]);
  if (!row) throw notFound();
  return { postNo, liked, likesCount: row.likes_count };
}

export async function likeState(em: EntityManager, userNo: number, postNo: number): Promise<LikeState> {
  const post = await em.findOne(Post, { no: postNo, deleted: false });
  if (!post) throw notFound();
  const liked = await marked(em, 'post_like', userNo, [postNo]);
  return { postNo, liked: liked.has(postNo), likesCount: post.likesCount };
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
