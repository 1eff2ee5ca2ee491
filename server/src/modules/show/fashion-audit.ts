import { AuditSubject } from '../audit/audit-entry.entity.js';
import { auditOf } from '../audit/audit.service.js';
import type { Character } from './character.entity.js';
import type { Item } from './item.entity.js';
import type { Show } from './show.entity.js';
import type { Style } from './style.entity.js';

/** What the audit trail keeps of each row of the console's fashion management. */
export const showAudit = auditOf(AuditSubject.SHOW, (s: Show) => ({ title: s.title, pic: s.pic }));

export const characterAudit = auditOf(AuditSubject.CHARACTER, (c: Character) => ({
  showNo: c.show.no,
  actorName: c.actorName,
  name: c.name,
  pic: c.pic,
}));

export const styleAudit = auditOf(AuditSubject.STYLE, (s: Style) => ({ characterNo: s.character.no, pic: s.pic }));

export const itemAudit = auditOf(AuditSubject.ITEM, (i: Item) => ({
  name: i.name,
  pic: i.pic,
  path: i.path,
  match: i.match,
  productNo: i.product?.no ?? null,
}));
