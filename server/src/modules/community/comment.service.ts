import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { commentContentSchema } from '@scene-shop/domain';
import { forbidden, notFound } from '../../common/errors.js';
import { inputError } from '../../common/input.js';
import type { EventBus } from '../../common/events.js';
import { isAdmin, type Viewer } from '../../context/policy.js';
import { Comment } from './comment.entity.js';

export interface CommentDraft {
  postNo: number;
  parentCommentNo?: number | null;
  content: string;
}

function checkedContent(raw: unknown): string {
  const result = commentContentSchema.safeParse(raw);
  if (!result.success) throw inputError(result.error, { field: 'content' });
  return result.data;
}

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
  em: EntityManager,
  events: EventBus,
  userNo: number,
  draft: CommentDraft,
): Promise<Comment> {
  const content = checkedContent(draft.content);
  const parentNo = await topLevelOf(em, draft.postNo, draft.parentCommentNo ?? null);
  const { row, recorded } = await em
    .transactional(async (tem) => {
      const [row] = await tem.execute<Record<string, unknown>[]>(WRITE, [draft.postNo, userNo, parentNo, content]);
      const payload = { commentNo: row?.no as number, postNo: draft.postNo, authorNo: userNo, parentNo };
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
export async function deleteComment(em: EntityManager, viewer: Viewer, no: number): Promise<boolean> {
  const comment = await em.findOne(Comment, { no });
  if (!comment) throw notFound();
  if (comment.user.unwrap().no !== viewer.no && !isAdmin(viewer)) throw forbidden();
  const postNo = comment.post.unwrap().no;
  return em.transactional(async (tem) => {
    await tem.execute('select no from post where no = ? for update', [postNo]);
    const gone = await tem.execute('delete from comment where no = ? or parent_no = ? returning no', [no, no]);
    // A concurrent delete took it first.
    if (gone.length === 0) throw notFound();
    await tem.execute('update post set comments_count = comments_count - ? where no = ?', [gone.length, postNo]);
    return true;
  });
}
