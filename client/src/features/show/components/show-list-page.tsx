import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Pager } from '../../../components/ui/pager';
import { StatusMessage } from '../../../components/ui/status-message';
import { MSG } from '../../../lib/messages';
import { usePageParam } from '../../../lib/use-page-param';
import { SHOW_PAGE_SIZE, ShowListQuery } from '../operations';
import { ShowCard } from './show-card';
import styles from './show-list-page.module.css';

/** /user/main/show: all shows, 10 per page, each linking to its detail page. */
export function ShowListPage() {
  const [page, setPage] = usePageParam();
  const { data, loading, error, refetch } = useQuery(ShowListQuery, {
    variables: { page: page - 1, size: SHOW_PAGE_SIZE },
  });

  useEffect(() => {
    // Block body on purpose: newer browsers return a Promise from scrollTo, which React must not get back.
    window.scrollTo?.({ top: 0 });
  }, [page]);

  const shows = data?.shows;
  let body;
  if (loading && !shows) body = <StatusMessage kind="loading">{MSG.show.loading}</StatusMessage>;
  else if (error && !shows)
    body = (
      <StatusMessage
        kind="error"
        action={
          <button type="button" className="btn btn-outline" onClick={() => void refetch()}>
            {MSG.show.retry}
          </button>
        }
      >
        {MSG.show.error}
      </StatusMessage>
    );
  else if (!shows || shows.content.length === 0) body = <StatusMessage kind="empty">{MSG.show.empty}</StatusMessage>;
  else
    body = (
      <ul className={styles.grid}>
        {shows.content.map((show) => (
          <li key={show.no}>
            <ShowCard show={show} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="page">
      <h1 className="page-title">{MSG.show.listTitle}</h1>
      {body}
      {shows && shows.totalPages > 0 && (
        <Pager
          page={page}
          totalPages={shows.totalPages}
          onChange={setPage}
          label={MSG.show.pagination}
          previousText={MSG.show.previous}
          nextText={MSG.show.next}
          status={MSG.show.pageStatus}
        />
      )}
    </div>
  );
}
