import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { graphqlErrorCode } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { AdminNoticeQuery } from '../operations';
import { NoticeEditForm } from './notice-edit-form';
import styles from './notice-form.module.css';

interface Props {
  no: number;
  /** Shown under the form: the notice's change history, composed in by the route. */
  history?: ReactNode;
}

/** /admin/help/notices/{no}: the notice's title, category and contents to edit or delete. */
export function NoticeEditPage({ no, history }: Props) {
  const { data, loading, error, refetch } = useQuery(AdminNoticeQuery, {
    variables: { no },
    fetchPolicy: 'network-only',
  });
  const notFound = graphqlErrorCode(error) === 'NOT_FOUND';
  return (
    <div className={`page ${styles.page}`}>
      <h1 className="page-title">{MSG.adminNotices.editTitle}</h1>
      <QueryState
        data={data?.adminNotice}
        loading={loading}
        error={notFound ? undefined : error}
        onRetry={() => void refetch()}
        action={
          <Link to={paths.adminSection('help')} className="btn btn-outline">
            {MSG.adminNotices.backToList}
          </Link>
        }
        texts={{
          loading: MSG.adminNotices.loadingOne,
          error: MSG.adminNotices.loadError,
          notFound: MSG.adminNotices.notFound,
        }}
      >
        {(notice) => <NoticeEditForm key={notice.no} notice={notice} />}
      </QueryState>
      {data?.adminNotice && history}
    </div>
  );
}
