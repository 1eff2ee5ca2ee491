import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { PagedList } from '../../../components/ui/paged-list';
import { MSG } from '../../../lib/messages';
import { fashionPaths } from '../fashion-paths';
import { FashionShowsQuery, SHOW_PAGE_SIZE } from '../operations';
import styles from './fashion-page.module.css';

interface Props {
  /** One-based page, from the address. */
  page: number;
  onPage(page: number, replace?: boolean): void;
}

/** The registered shows, newest first, 6 a page (§9); each card opens the show. */
export function ShowGrid({ page, onPage }: Props) {
  const m = MSG.adminFashion.shows;
  const { data, loading, error, refetch } = useQuery(FashionShowsQuery, {
    variables: { page: page - 1, size: SHOW_PAGE_SIZE },
    // A show added or deleted on another page must show when the admin comes back.
    fetchPolicy: 'cache-and-network',
  });
  return (
    <PagedList
      data={data?.adminShows}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      texts={{ loading: m.loading, error: m.error, empty: m.empty }}
      page={page}
      onPage={onPage}
      pagerLabel={m.pagination}
    >
      {(shows) => (
        <ul className={styles.showGrid}>
          {shows.content.map((show) => (
            <li key={show.no}>
              <Link className={styles.showCard} to={fashionPaths.show(show.no)} data-testid="fashion-show-card">
                {show.pic ? (
                  <img className={styles.showPoster} src={show.pic} alt="" loading="lazy" />
                ) : (
                  <span className={`${styles.showPoster} ${styles.noPoster}`}>{m.noPoster}</span>
                )}
                <span className={styles.showTitle}>{show.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
