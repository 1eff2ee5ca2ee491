import type { AuditTrailArgsValue } from '@scene-shop/domain';
import { pageWindow, toPage, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { AuditEntry } from './audit-entry.entity.js';

// The writing helpers, where the modules that audit their changes have always imported them from.
export { auditOf, changedFields, recordAudit, type AuditChange } from './audit-record.js';

/** A subject's history (one row's, or all of a kind), newest first. */
export async function auditTrail(
  ctx: Context,
  { subject, subjectNo, ...page }: AuditTrailArgsValue,
): Promise<Page<AuditEntry>> {
  const where = { subject, ...(subjectNo ? { subjectNo } : {}) };
  const [rows, total] = await ctx.em.findAndCount(AuditEntry, where, { orderBy: { no: 'desc' }, ...pageWindow(page) });
  return toPage(rows, total, page.page, page.size);
}
