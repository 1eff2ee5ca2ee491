import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageDialog } from '../../../components/ui/message-dialog';
import type { ModerationCard_PostFragment, ReportedSort } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { useDeletePost } from '../hooks/use-delete-post';
import { useDismissReports } from '../hooks/use-dismiss-reports';
import { useModerationParams } from '../hooks/use-moderation-params';
import { ModerationList } from './moderation-list';
import { PostDetailsModal } from './post-details-modal';
import styles from './moderation.module.css';

const LIST = paths.adminSection('community');

interface Props {
  /** The route composes the post's change history into the details (features do not import each other). */
  history?: (postNo: number) => ReactNode;
}

/**
 * /admin/community: all posts or reported posts (sortable), the details, the delete that warns the author and the
 * dismissal of a reported post's reports.
 */
export function ModerationPage({ history }: Props) {
  const T = MSG.adminCommunity;
  const { reported, sort, setSort } = useModerationParams();
  const [details, setDetails] = useState<ModerationCard_PostFragment | null>(null);
  const deletion = useDeletePost();
  const dismissal = useDismissReports();
  return (
    <div className="page">
      <h1 className="page-title">{T.title}</h1>
      <nav className={styles.tabs} aria-label={T.tabs}>
        <Link to={LIST} aria-current={reported ? undefined : 'page'}>
          {T.allPosts}
        </Link>
        <Link to={`${LIST}?tab=reported`} aria-current={reported ? 'page' : undefined}>
          {T.reportedPosts}
        </Link>
      </nav>
      {reported && (
        <label className={styles.sort}>
          {T.sort}
          <select value={sort} onChange={(e) => setSort(e.target.value as ReportedSort)}>
            <option value="LATEST">{T.latest}</option>
            <option value="MOST_REPORTED">{T.mostReported}</option>
          </select>
        </label>
      )}
      <ModerationList
        key={`${reported}-${sort}`}
        reported={reported}
        sort={sort}
        onDetails={setDetails}
        onDelete={deletion.ask}
        onDismiss={dismissal.ask}
      />
      {details && <PostDetailsModal post={details} footer={history?.(details.no)} onClose={() => setDetails(null)} />}
      {deletion.asking !== null && (
        <ConfirmDialog
          title={T.deleteTitle}
          confirmText={T.delete}
          cancelText={T.cancel}
          onConfirm={() => void deletion.confirm()}
          onCancel={deletion.cancel}
          busy={deletion.busy}
          danger
        >
          <p>{T.deleteWarning}</p>
        </ConfirmDialog>
      )}
      {deletion.failure && <MessageDialog message={deletion.failure} okText={T.ok} onClose={deletion.dismissFailure} />}
      {dismissal.asking !== null && (
        <ConfirmDialog
          title={T.dismissTitle}
          confirmText={T.dismiss}
          cancelText={T.cancel}
          onConfirm={() => void dismissal.confirm()}
          onCancel={dismissal.cancel}
          busy={dismissal.busy}
        >
          <p>{T.dismissBody}</p>
        </ConfirmDialog>
      )}
      {dismissal.failure && (
        <MessageDialog message={dismissal.failure} okText={T.ok} onClose={dismissal.dismissFailure} />
      )}
    </div>
  );
}
