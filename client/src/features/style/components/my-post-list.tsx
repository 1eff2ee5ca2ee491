import { useQuery } from '@apollo/client/react';
import { PagedList } from '../../../components/ui/paged-list';
import { MSG } from '../../../lib/messages';
import { usePageParam } from '../../../lib/use-page-param';
import type { usePostActions } from '../hooks/use-post-actions';
import { MY_POSTS_PAGE_SIZE, MyPostsQuery, TrashedPostsQuery } from '../operations';
import { MyPostRow } from './my-post-row';
import styles from './my-posts.module.css';

const T = MSG.myPosts;

interface Props {
  trash: boolean;
  actions: ReturnType<typeof usePostActions>;
}

/** My posts or my trash, 5 a page, with their empty texts ('no posts', 'empty trash'). */
export function MyPostList({ trash, actions }: Props) {
  const [page, setPage] = usePageParam();
  const variables = { page: page - 1, size: MY_POSTS_PAGE_SIZE };
  const options = { variables, fetchPolicy: 'cache-and-network' } as const;
  const mine = useQuery(MyPostsQuery, { ...options, skip: trash });
  const trashed = useQuery(TrashedPostsQuery, { ...options, skip: !trash });
  const { loading, error, refetch } = trash ? trashed : mine;
  const data = trash ? trashed.data?.trashedPosts : mine.data?.myPosts;

  return (
    <PagedList
      data={data}
      loading={loading}
      error={error}
      texts={{ loading: T.loading, error: T.error, empty: trash ? T.trashEmpty : T.empty }}
      onRetry={() => void refetch()}
      page={page}
      onPage={setPage}
      pagerLabel={T.pagination}
    >
      {({ content }) => (
        <ul className={styles.list}>
          {content.map((post) => (
            <MyPostRow
              key={post.no}
              post={post}
              trash={trash}
              busy={actions.busy}
              onDelete={() => actions.ask('delete', post.no)}
              onRestore={() => actions.restore(post.no)}
              onPurge={() => actions.ask('purge', post.no)}
            />
          ))}
        </ul>
      )}
    </PagedList>
  );
}
