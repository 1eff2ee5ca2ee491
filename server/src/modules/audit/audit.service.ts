import type { EntityManager } from '@mikro-orm/postgresql';
import { pageWindow, toPage, type Page, type PageArgs } from '../../common/paging.js';
import type { Viewer } from '../../context/policy.js';
import { User } from '../user/user.entity.js';
import { AuditEntry, type AuditSubject } from './audit-entry.entity.js';

export interface AuditChange {
  subject: AuditSubject;
  subjectNo?: number | null;
  action: string;
  /** Only the fields that matter to the change; plain JSON values. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Adds the change to the caller's unit of work: it is stored by the same flush and transaction as the change
 * itself, so the history never tells of a change that did not happen (or misses one that did).
 */
export async function recordAudit(em: EntityManager, viewer: Viewer, change: AuditChange): Promise<AuditEntry> {
  const actor = await em.findOneOrFail(User, { no: viewer.no }, { fields: ['no', 'id'] });
  return em.create(AuditEntry, {
    actor,
    actorId: actor.id ?? String(viewer.no),
    subject: change.subject,
    subjectNo: change.subjectNo ?? null,
    action: change.action,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** The values of `keys` that differ between two snapshots, as the before and after of an audit entry. */
export function changedFields<T extends object>(
  before: T,
  after: T,
  keys: (keyof T)[],
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const changed = keys.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  if (changed.length === 0) return null;
  const pick = (o: T) => Object.fromEntries(changed.map((k) => [k, o[k]]));
  return { before: pick(before), after: pick(after) };
}

/** A subject's history (one row's, or all of a kind), newest first. */
export async function auditTrail(
  em: EntityManager,
  subject: AuditSubject,
  subjectNo: number | null,
  page: PageArgs,
): Promise<Page<AuditEntry>> {
  const where = { subject, ...(subjectNo ? { subjectNo } : {}) };
  const [rows, total] = await em.findAndCount(AuditEntry, where, { orderBy: { no: 'desc' }, ...pageWindow(page) });
  return toPage(rows, total, page.page, page.size);
}
