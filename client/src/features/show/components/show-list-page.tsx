import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { PagedList } from '../../../components/ui/paged-list';
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

  return (
    <div className="page">
      <h1 className="page-title">{MSG.show.listTitle}</h1>
      <PagedList
        data={data?.shows}
        loading={loading}
        error={error}
        texts={MSG.show}
        onRetry={() => void refetch()}
        page={page}
        onPage={setPage}
        pagerLabel={MSG.show.pagination}
        pagerForOnePage
      >
        {(shows) => (
          <ul className={styles.grid}>
            {shows.content.map((show) => (
              <li key={show.no}>
                <ShowCard show={show} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
