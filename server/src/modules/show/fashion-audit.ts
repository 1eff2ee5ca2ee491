import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../context/policy.js';
import { AuditSubject } from '../audit/audit-entry.entity.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Character } from './character.entity.js';
import type { Item } from './item.entity.js';
import type { Show } from './show.entity.js';
import type { Style } from './style.entity.js';

/** What the audit trail keeps of each row of the console's fashion management. */
export const showSnapshot = (s: Show) => ({ title: s.title, pic: s.pic });

export const characterSnapshot = (c: Character) => ({
  showNo: c.show.no,
  actorName: c.actorName,
  name: c.name,
  pic: c.pic,
});

export const styleSnapshot = (s: Style) => ({ characterNo: s.character.no, pic: s.pic });

export const itemSnapshot = (i: Item) => ({
  name: i.name,
  pic: i.pic,
  path: i.path,
  match: i.match,
  productNo: i.product?.no ?? null,
});

/** A row of one of the four kinds. */
export type Audited =
  | { kind: AuditSubject.SHOW; row: Show }
  | { kind: AuditSubject.CHARACTER; row: Character }
  | { kind: AuditSubject.STYLE; row: Style }
  | { kind: AuditSubject.ITEM; row: Item };

/** A row added or removed, in the caller's transaction. */
export function auditRow(
  tem: EntityManager,
  viewer: Viewer,
  action: 'create' | 'delete',
  subject: Audited,
  extra: Record<string, unknown> = {},
) {
  const values = { ...snapshotOf(subject), ...extra };
  return recordAudit(tem, viewer, {
    subject: subject.kind,
    subjectNo: subject.row.no,
    action,
    ...(action === 'create' ? { after: values } : { before: values }),
  });
}

function snapshotOf(subject: Audited): Record<string, unknown> {
  switch (subject.kind) {
    case AuditSubject.SHOW:
      return showSnapshot(subject.row);
    case AuditSubject.CHARACTER:
      return characterSnapshot(subject.row);
    case AuditSubject.STYLE:
      return styleSnapshot(subject.row);
    case AuditSubject.ITEM:
      return itemSnapshot(subject.row);
  }
}
