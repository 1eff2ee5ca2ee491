/**
 * The audit trail's writing side: helpers that add an entry to the caller's unit of work, inside the change's own
 * transaction (so they take that transaction's EntityManager, as loaders and subscribers take theirs).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
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

/**
 * How the audit trail keeps one kind of row: its subject and the fields it keeps of it (`snapshot`). Each entry is
 * added to the caller's unit of work, inside the change's own transaction (see `recordAudit`).
 */
export function auditOf<T extends { no: number }, S extends Record<string, unknown>>(
  subject: AuditSubject,
  snapshot: (row: T) => S,
) {
  return {
    snapshot,
    /** A new row: flushed first (its number comes from the database), then kept whole as `after`. */
    async created(
      em: EntityManager,
      viewer: Viewer,
      row: T,
      { action = 'create', extra = {} }: { action?: string; extra?: Record<string, unknown> } = {},
    ): Promise<void> {
      await em.flush();
      await recordAudit(em, viewer, { subject, subjectNo: row.no, action, after: { ...snapshot(row), ...extra } });
    },
    /**
     * Applies `change` to the row and keeps the fields it changed, before and after; a change that changes nothing
     * records nothing. Gives the snapshot from before the change.
     */
    async changed(em: EntityManager, viewer: Viewer, row: T, action: string, change: (row: T) => void): Promise<S> {
      const before = snapshot(row);
      change(row);
      const diff = changedFields(before, snapshot(row), Object.keys(before));
      if (diff) await recordAudit(em, viewer, { subject, subjectNo: row.no, action, ...diff });
      return before;
    },
    /** A row about to be removed, kept whole as `before`. */
    async removed(em: EntityManager, viewer: Viewer, row: T, extra: Record<string, unknown> = {}): Promise<void> {
      await recordAudit(em, viewer, {
        subject,
        subjectNo: row.no,
        action: 'delete',
        before: { ...snapshot(row), ...extra },
      });
    },
  };
}
