import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventBus } from '../../common/events.js';
import { toInput, validateInput } from '../../common/validation.js';
import type { Viewer } from '../../context/policy.js';
import { SendAdvertisementInput } from '../alert/alert.inputs.js';
import * as alerts from '../alert/alert.service.js';
import { AuditSubject } from '../audit/audit-entry.entity.js';
import { recordAudit } from '../audit/audit.service.js';

/**
 * The admin's advertisement notification: recorded in the audit trail (its own transaction), then sent to every
 * member by the alert service's 'advertisement.sent' once that has committed.
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
  await em.transactional((tx) =>
    recordAudit(tx, viewer, { subject: AuditSubject.ADVERTISEMENT, action: 'send', after }),
  );
  return alerts.sendAdvertisement(events, input);
}
