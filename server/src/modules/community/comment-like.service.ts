import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../common/errors.js';
import { Comment } from './comment.entity.js';

export interface CommentLikeResult {
  commentNo: number;
  liked: boolean;
  likesCount: number;
}

/** As for posts: the conditional insert (or delete) and the count change are one statement, so count = rows. */
const LIKE = `with changed as (
    insert into comment_like (comment_no, user_no) values (?, ?) on conflict (comment_no, user_no) do nothing
    returning 1
  )
  update comment set likes_count = likes_count + (select count(*) from changed) where no = ? returning likes_count`;

const UNLIKE = `with changed as (delete from comment_like where comment_no = ? and user_no = ? returning 1)
  update comment set likes_count = likes_count - (select count(*) from changed) where no = ? returning likes_count`;

/** A comment on an active post. */
async function visibleComment(em: EntityManager, no: number): Promise<Comment> {
  const comment = await em.findOne(Comment, { no, post: { deleted: false } });
  if (!comment) throw notFound();
  return comment;
}

/** Sets the member's like of a comment; repeating it changes nothing. */
export async function setCommentLike(
  em: EntityManager,
  userNo: number,
  commentNo: number,
  liked: boolean,
): Promise<CommentLikeResult> {
  await visibleComment(em, commentNo);
  const rows = await em
    .execute<{ likes_count: number }[]>(liked ? LIKE : UNLIKE, [commentNo, userNo, commentNo])
    .catch((err: unknown) => {
      // The comment was deleted between the check and the like.
      if (err instanceof ForeignKeyConstraintViolationException) throw notFound();
      throw err;
    });
  if (!rows[0]) throw notFound();
  return { commentNo, liked, likesCount: rows[0].likes_count };
}

export async function commentLikeState(
  em: EntityManager,
  userNo: number,
  commentNo: number,
): Promise<CommentLikeResult> {
  const comment = await visibleComment(em, commentNo);
  const liked = await likedComments(em, userNo, [commentNo]);
  return { commentNo, liked: liked.has(commentNo), likesCount: comment.likesCount };
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
