import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CommentInputValue, RowRef } from '@scene-shop/domain';
import { forbidden, notFound } from '../../common/errors.js';
import type { Context } from '../../context/context.js';
import { isAdmin, requireViewer } from '../../context/policy.js';
import { Comment } from './comment.entity.js';

/** The top-level comment a reply joins: the comment answered, or its parent when that is itself a reply. */
async function topLevelOf(em: EntityManager, postNo: number, parentNo: number | null): Promise<number | null> {
  if (parentNo === null) return null;
  const parent = await em.findOne(Comment, { no: parentNo, post: postNo });
  if (!parent) throw notFound();
  return parent.parent?.unwrap().no ?? parent.no;
}

/**
 * The count and the row in one statement: the post's row is taken first (deletes take it too, so a reply can never
 * slip past a delete uncounted), and a post that is missing or in the trash inserts nothing.
 */
const WRITE = `with counted as (
    update post set comments_count = comments_count + 1 where no = ? and deleted = false returning no
  )
  insert into comment (post_no, user_no, parent_no, content) select no, ?, ?, ? from counted returning *`;

/** Writes a comment or a reply on an active post; the alerts follow from `comment.created` after it is stored. */
export async function writeComment(
  ctx: Context,
  { postNo, parentCommentNo, content }: CommentInputValue,
): Promise<Comment> {
  const { em, events } = ctx;
  const userNo = requireViewer(ctx).no;
  const parentNo = await topLevelOf(em, postNo, parentCommentNo ?? null);
  const { row, recorded } = await em
    .transactional(async (tem) => {
      const [row] = await tem.execute<Record<string, unknown>[]>(WRITE, [postNo, userNo, parentNo, content]);
      const payload = { commentNo: row?.no as number, postNo, authorNo: userNo, parentNo };
      return {
        row,
        recorded: await events.record(tem, ...(row ? [{ name: 'comment.created' as const, payload }] : [])),
      };
    })
    .catch((err: unknown) => {
      // The comment answered was deleted in the meantime.
      if (err instanceof ForeignKeyConstraintViolationException) throw notFound();
      throw err;
    });
  if (!row) throw notFound();
  await events.deliver(recorded);
  return em.map(Comment, row);
}

/**
 * Deletes a comment (its author, or the admin) with its replies, and lowers the post's count by all of them, in one
 * transaction that holds the post's row so that no reply is added meanwhile.
 */
export async function deleteComment(ctx: Context, { no }: RowRef): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const comment = await ctx.em.findOne(Comment, { no });
  if (!comment) throw notFound();
  if (comment.user.unwrap().no !== viewer.no && !isAdmin(viewer)) throw forbidden();
  const postNo = comment.post.unwrap().no;
  return ctx.em.transactional(async (tem) => {
    await tem.execute('select no from post where no = ? for update', [postNo]);
    const gone = await tem.execute('delete from comment where no = ? or parent_no = ? returning no', [no, no]);
    // A concurrent delete took it first.
    if (gone.length === 0) throw notFound();
    await tem.execute('update post set comments_count = comments_count - ? where no = ?', [gone.length, postNo]);
    return true;
  });
}
