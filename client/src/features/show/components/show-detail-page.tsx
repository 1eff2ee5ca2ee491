import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { StatusMessage } from '../../../components/ui/status-message';
import { MSG } from '../../../lib/messages';
import { ShowDetailQuery } from '../operations';
import styles from './show-detail-page.module.css';

/** /user/main/sub/{no}: for now the title and poster; characters and styles arrive with the show-detail issue. */
export function ShowDetailPage() {
  const no = Number(useParams().no);
  const valid = Number.isInteger(no) && no > 0;
  const { data, loading, error } = useQuery(ShowDetailQuery, { variables: { no }, skip: !valid });

  if (valid && loading && !data) return <StatusMessage kind="loading">{MSG.show.detailLoading}</StatusMessage>;
  if (error && !data) return <StatusMessage kind="error">{MSG.show.error}</StatusMessage>;
  const show = data?.show;
  if (!show) return <StatusMessage kind="empty">{MSG.show.notFound}</StatusMessage>;

  return (
    <div className={`page ${styles.detail}`}>
      {show.pic && <img className={styles.poster} src={show.pic} alt="" width={300} height={420} />}
      <div>
        <h1 className="page-title">{show.title}</h1>
        <p className={styles.pending}>{MSG.show.detailPending}</p>
        <Link to="/user/main/show" className="btn btn-outline">
          {MSG.show.backToList}
        </Link>
      </div>
    </div>
  );
}
