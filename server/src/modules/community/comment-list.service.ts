import type { CommentPageArgsValue, PostRef } from '@scene-shop/domain';
import type { Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { commentPages, likedComments, repliesOf } from './comment.loaders.js';
import type { Comment } from './comment.entity.js';

export interface Thread {
  page: Page<Comment>;
  replies: Map<number, Comment[]>;
  /** The comments and replies the viewer likes. */
  liked: Set<number>;
}

/** A post's page of comments with their replies, authors and the caller's likes: four statements at most. */
export async function thread(ctx: Context, { postNo, ...args }: PostRef & CommentPageArgsValue): Promise<Thread> {
  const { em } = ctx;
  const viewerNo = requireViewer(ctx).no;
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
