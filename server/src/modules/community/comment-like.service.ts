import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CommentLikeInputValue, CommentRef } from '@scene-shop/domain';
import { notFound } from '../../common/errors.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { likedComments } from './comment.loaders.js';
import { Comment } from './comment.entity.js';
import { readMember, type NamedMember } from './named-member.js';

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

/** Sets the caller's like of a comment; repeating it changes nothing. */
export async function setCommentLike(
  ctx: Context,
  { commentNo, liked }: CommentLikeInputValue,
): Promise<CommentLikeResult> {
  const userNo = requireViewer(ctx).no;
  await visibleComment(ctx.em, commentNo);
  const rows = await ctx.em
    .execute<{ likes_count: number }[]>(liked ? LIKE : UNLIKE, [commentNo, userNo, commentNo])
    .catch((err: unknown) => {
      // The comment was deleted between the check and the like.
      if (err instanceof ForeignKeyConstraintViolationException) throw notFound();
      throw err;
    });
  if (!rows[0]) throw notFound();
  return { commentNo, liked, likesCount: rows[0].likes_count };
}

/** A comment's like count and whether the member (the caller, or the one a path names) likes it. */
export async function commentLikeState(
  ctx: Context,
  { commentNo, ...named }: CommentRef & NamedMember,
): Promise<CommentLikeResult> {
  const userNo = readMember(ctx, named);
  const comment = await visibleComment(ctx.em, commentNo);
  const liked = await likedComments(ctx.em, userNo, [commentNo]);
  return { commentNo, liked: liked.has(commentNo), likesCount: comment.likesCount };
}
