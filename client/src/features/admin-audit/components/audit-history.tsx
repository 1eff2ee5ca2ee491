import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { PagedList } from '../../../components/ui/paged-list';
import type { AuditSubject } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { AUDIT_PAGE_SIZE, AuditTrailQuery } from '../operations';
import { AuditEntryRow, type DescribeValue } from './audit-entry-row';
import styles from './audit-history.module.css';

interface Props {
  subject: AuditSubject;
  /** The entity's number; without it, every change to that kind of entity. */
  subjectNo?: number | null;
  /** The heading, when a page shows more than one history. */
  title?: string;
  /** How a recorded value reads when the page knows better than the value (a courier's code: its name). */
  describe?: DescribeValue;
}

/**
 * The admin changes to one entity, newest first, for the foot of its page. Paged in place (not through the URL):
 * the page around it owns the address.
 */
export function AuditHistory({ subject, subjectNo = null, title, describe }: Props) {
  const [page, setPage] = useState(1);
  const headingId = useId();
  const { data, loading, error, refetch } = useQuery(AuditTrailQuery, {
    variables: { subject, subjectNo, page: page - 1, size: AUDIT_PAGE_SIZE },
    // A change made on the page above must show when the admin comes back to it.
    fetchPolicy: 'cache-and-network',
  });
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title ?? MSG.adminAudit.title}
      </h2>
      <PagedList
        data={data?.auditTrail}
        loading={loading}
        error={error}
        texts={{ loading: MSG.adminAudit.loading, error: MSG.adminAudit.error, empty: MSG.adminAudit.empty }}
        onRetry={() => void refetch()}
        page={page}
        onPage={setPage}
        pagerLabel={MSG.adminAudit.pagination}
      >
        {(trail) => (
          <ol className={styles.list}>
            {trail.content.map((entry) => (
              <AuditEntryRow key={entry.no} entry={entry} describe={describe} />
            ))}
          </ol>
        )}
      </PagedList>
    </section>
  );
}
