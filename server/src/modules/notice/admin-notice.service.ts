import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NoticeInputValue, RowRef } from '@scene-shop/domain';
import { notFound } from '../../common/errors.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { AuditSubject } from '../audit/audit-entry.entity.js';
import { auditOf } from '../audit/audit.service.js';
import { Notice } from './notice.entity.js';

/** What the audit trail keeps of a notice. */
const noticeAudit = auditOf(AuditSubject.NOTICE, (n: Notice) => ({
  title: n.title,
  category: n.category,
  contents: n.contents,
}));

/** Locks the notice for a change, so two admins' edits are recorded one after the other. */
async function lockedNotice(em: EntityManager, no: number): Promise<Notice> {
  const notice = await em.findOne(Notice, { no }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!notice) throw notFound();
  return notice;
}

/** Admin: one notice, or 404. */
export async function adminNotice(ctx: Context, { no }: RowRef): Promise<Notice> {
  const notice = await ctx.em.findOne(Notice, { no });
  if (!notice) throw notFound();
  return notice;
}

/** A new notice; members see it at once (the list reads the table). */
export async function createNotice(ctx: Context, input: NoticeInputValue): Promise<Notice> {
  const viewer = requireViewer(ctx);
  return ctx.em.transactional(async (tem) => {
    const notice = tem.create(Notice, input);
    await noticeAudit.created(tem, viewer, notice);
    return notice;
  });
}

/** Edits a notice; the history keeps only the fields that changed (an unchanged save records nothing). */
export async function updateNotice(ctx: Context, { no, ...fields }: NoticeInputValue & RowRef): Promise<Notice> {
  const viewer = requireViewer(ctx);
  return ctx.em.transactional(async (tem) => {
    const notice = await lockedNotice(tem, no);
    await noticeAudit.changed(tem, viewer, notice, 'update', (n) => Object.assign(n, fields));
    return notice;
  });
}

/** Deletes a notice; its history stays, holding what it said. */
export async function deleteNotice(ctx: Context, { no }: RowRef): Promise<void> {
  const viewer = requireViewer(ctx);
  await ctx.em.transactional(async (tem) => {
    const notice = await lockedNotice(tem, no);
    await noticeAudit.removed(tem, viewer, notice);
    tem.remove(notice);
  });
}
