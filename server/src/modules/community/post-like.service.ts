import type { PostLikeInputValue, PostRef } from '@scene-shop/domain';
import { notFound } from '../../common/errors.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { readMember, type NamedMember } from './named-member.js';
import { Post } from './post.entity.js';
import { marked } from './post.loaders.js';

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

/** Sets the caller's like of an active post; repeating it changes nothing. */
export async function setLike(ctx: Context, { postNo, liked }: PostLikeInputValue): Promise<LikeState> {
  const userNo = requireViewer(ctx).no;
  if ((await ctx.em.count(Post, { no: postNo, deleted: false })) === 0) throw notFound();
  const [row] = await ctx.em.execute<{ likes_count: number }[]>(liked ? LIKE : UNLIKE, [postNo, userNo, postNo]);
  if (!row) throw notFound();
  return { postNo, liked, likesCount: row.likes_count };
}

/** An active post's like count and whether the member (the caller, or the one a path names) likes it. */
export async function likeState(ctx: Context, { postNo, ...named }: PostRef & NamedMember): Promise<LikeState> {
  const userNo = readMember(ctx, named);
  const post = await ctx.em.findOne(Post, { no: postNo, deleted: false });
  if (!post) throw notFound();
  const liked = await marked(ctx.em, 'post_like', userNo, [postNo]);
  return { postNo, liked: liked.has(postNo), likesCount: post.likesCount };
}

/** Whether the member (the caller, or the one a path names) reported the post. */
export async function reportedBy(ctx: Context, { postNo, ...named }: PostRef & NamedMember): Promise<boolean> {
  const mine = await marked(ctx.em, 'report', readMember(ctx, named), [postNo]);
  return mine.has(postNo);
}
