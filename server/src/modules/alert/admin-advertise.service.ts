import { randomUUID } from 'node:crypto';
import type { AdvertisementInputValue } from '@scene-shop/domain';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { AuditSubject } from '../audit/audit-entry.entity.js';
import { recordAudit } from '../audit/audit.service.js';

/**
 * The admin's advertisement notification: its audit entry and its 'advertisement.sent' event in one transaction;
 * the alert module sends it to every member once that has committed.
 */
export async function advertise(ctx: Context, input: AdvertisementInputValue): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const after = { content: input.content, path: input.path ?? null };
  const recorded = await ctx.em.transactional(async (tx) => {
    await recordAudit(tx, viewer, { subject: AuditSubject.ADVERTISEMENT, action: 'send', after });
    // The id keys every member's alert, so a re-delivery of this very advertisement alerts nobody twice.
    return ctx.events.record(tx, { name: 'advertisement.sent', payload: { id: randomUUID(), ...after } });
  });
  await ctx.events.deliver(recorded);
  return true;
}
