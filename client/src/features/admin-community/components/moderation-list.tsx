import { useQuery } from '@apollo/client/react';
import { PagedList } from '../../../components/ui/paged-list';
import type { ModerationCard_PostFragment, ReportedSort } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { usePageParam } from '../../../lib/use-page-param';
import { AdminPostsQuery, AdminReportedPostsQuery, MODERATION_PAGE_SIZE } from '../operations';
import { ModerationCard } from './moderation-card';
import styles from './moderation.module.css';

interface Props {
  reported: boolean;
  sort: ReportedSort;
  onDetails(post: ModerationCard_PostFragment): void;
  onDelete(no: number): void;
  onDismiss(no: number): void;
}

/** All posts or reported posts, 5 a page (the page in the URL). */
export function ModerationList({ reported, sort, onDetails, onDelete, onDismiss }: Props) {
  const [page, setPage] = usePageParam();
  const variables = { page: page - 1, size: MODERATION_PAGE_SIZE };
  const all = useQuery(AdminPostsQuery, { variables, skip: reported, fetchPolicy: 'cache-and-network' });
  const flagged = useQuery(AdminReportedPostsQuery, {
    variables: { ...variables, sort },
    skip: !reported,
    fetchPolicy: 'cache-and-network',
  });
  const current = reported ? flagged : all;
  const data = reported ? flagged.data?.adminReportedPosts : all.data?.adminPosts;
  const T = MSG.adminCommunity;
  return (
    <PagedList
      data={data}
      loading={current.loading}
      error={current.error}
      texts={{ loading: T.loading, error: T.error, empty: T.empty }}
      onRetry={() => void current.refetch()}
      page={page}
      onPage={setPage}
      pagerLabel={T.pagination}
    >
      {(posts) => (
        <ul className={styles.list}>
          {posts.content.map((post) => (
            <ModerationCard
              key={post.no}
              post={post}
              reported={reported}
              onDetails={onDetails}
              onDelete={onDelete}
              onDismiss={onDismiss}
            />
          ))}
        </ul>
      )}
    </PagedList>
  );
}
