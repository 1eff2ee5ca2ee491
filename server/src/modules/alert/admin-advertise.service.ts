import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventBus } from '../../common/events.js';
import { toInput, validateInput } from '../../common/validation.js';
import type { Viewer } from '../../context/policy.js';
import { SendAdvertisementInput } from './alert.inputs.js';
import { AuditSubject } from '../audit/audit-entry.entity.js';
import { recordAudit } from '../audit/audit.service.js';

/**
 * The admin's advertisement notification: its audit entry and its 'advertisement.sent' event in one transaction;
 * the alert module sends it to every member once that has committed.
 */
export async function advertise(
  em: EntityManager,
  events: EventBus,
  viewer: Viewer,
  raw: SendAdvertisementInput,
): Promise<boolean> {
  const input = toInput(SendAdvertisementInput, raw);
  await validateInput(input);
  const after = { content: input.content, path: input.path ?? null };
  const recorded = await em.transactional(async (tx) => {
    await recordAudit(tx, viewer, { subject: AuditSubject.ADVERTISEMENT, action: 'send', after });
    // The id keys every member's alert, so a re-delivery of this very advertisement alerts nobody twice.
    return events.record(tx, { name: 'advertisement.sent', payload: { id: randomUUID(), ...after } });
  });
  await events.deliver(recorded);
  return true;
}
