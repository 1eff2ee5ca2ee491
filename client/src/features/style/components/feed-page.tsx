import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PagedList } from '../../../components/ui/paged-list';
import { StatusMessage } from '../../../components/ui/status-message';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { usePageParam } from '../../../lib/use-page-param';
import { useFeedParams } from '../hooks/use-feed-params';
import { FEED_PAGE_SIZE, FeedQuery } from '../operations';
import { FeedCard } from './feed-card';
import { FeedControls } from './feed-controls';
import styles from './feed.module.css';

const T = MSG.styleFeed;

/**
 * /user/style: posts of the people I follow or of everyone, latest or most liked first, 10 a page. The server leaves
 * out deleted and over-reported posts; the page shows what it sends.
 */
export function FeedPage() {
  const { scope, order, setScope, setOrder } = useFeedParams();
  const [page, setPage] = usePageParam();
  const { data, loading, error, refetch } = useQuery(FeedQuery, {
    variables: { scope, order, page: page - 1, size: FEED_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const feed = data?.feed;
  const followingNobody = scope === 'FOLLOWING' && page === 1 && feed?.content.length === 0;

  useEffect(() => {
    // Block body on purpose: newer browsers return a Promise from scrollTo, which React must not get back.
    window.scrollTo?.({ top: 0 });
  }, [page]);

  return (
    <div>
      <div className={styles.head}>
        <h1 className="page-title">{T.title}</h1>
        <Link to={paths.styleWrite()} className="btn btn-accent">
          {T.write}
        </Link>
      </div>
      <FeedControls scope={scope} order={order} onScope={setScope} onOrder={setOrder} />
      {followingNobody ? (
        <StatusMessage
          kind="empty"
          action={
            <button type="button" className="btn btn-outline" onClick={() => setScope('ALL')}>
              {T.browseAll}
            </button>
          }
        >
          {T.followingEmpty} {T.followingHint}
        </StatusMessage>
      ) : (
        <PagedList
          data={feed}
          loading={loading}
          error={error}
          texts={T}
          onRetry={() => void refetch()}
          page={page}
          onPage={setPage}
          pagerLabel={T.pagination}
        >
          {({ content }) => (
            <ul className={styles.grid}>
              {content.map((post) => (
                <li key={post.no}>
                  <FeedCard post={post} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      )}
    </div>
  );
}
