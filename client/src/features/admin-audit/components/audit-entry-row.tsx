import { graphql } from '../../../gql';
import type { AuditEntryRow_EntryFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { actionLabel, auditTime, auditValue, changedPairs, fieldLabel } from './audit-value';
import styles from './audit-history.module.css';

export const AuditEntryRow_entry = graphql(`
  fragment AuditEntryRow_entry on AuditEntry {
    no
    date
    actorId
    action
    before
    after
  }
`);

/** A recorded field's value as the page words it, or undefined for the plain rendering (auditValue). */
export type DescribeValue = (field: string, value: unknown) => string | undefined;

/** One change: when, which admin, what was done, and each touched field as 'before → after'. */
export function AuditEntryRow({ entry, describe }: { entry: AuditEntryRow_EntryFragment; describe?: DescribeValue }) {
  const shown = (field: string, value: unknown) => describe?.(field, value) ?? auditValue(value);
  const pairs = changedPairs(
    entry.before as Record<string, unknown> | null,
    entry.after as Record<string, unknown> | null,
  );
  return (
    <li className={styles.entry} data-testid="audit-entry">
      <div className={styles.head}>
        <time dateTime={entry.date} className={styles.time}>
          {auditTime(entry.date)}
        </time>
        <span className={styles.actor}>
          <span className="visually-hidden">{MSG.adminAudit.admin} </span>
          {entry.actorId}
        </span>
        <span className={styles.action}>{actionLabel(entry.action)}</span>
      </div>
      {pairs.length > 0 && (
        <dl className={styles.changes} aria-label={MSG.adminAudit.changes}>
          {pairs.map((pair) => (
            <div key={pair.field} className={styles.change}>
              <dt className={styles.field}>{fieldLabel(pair.field)}</dt>
              <dd className={styles.values}>
                <span className={styles.before}>{shown(pair.field, pair.before)}</span>
                {' → '}
                <span className={styles.after}>{shown(pair.field, pair.after)}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
