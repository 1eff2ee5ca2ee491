import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { graphqlErrorCode } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session-context';
import { PostDetailQuery } from '../operations';
import { CommentSection } from './comment-section';
import { HiddenPost } from './hidden-post';
import { PostArticle } from './post-article';
import styles from './post-detail.module.css';

/** /user/style/detail/{postNo}: the post with its like, share, report and delete, then its comments. */
export function PostDetailPage() {
  const postNo = Number(useParams().postNo);
  const valid = Number.isInteger(postNo) && postNo > 0;
  const { data, loading, error, refetch } = useQuery(PostDetailQuery, {
    variables: { no: postNo },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  const { userNo: me, isAdmin } = useSession();
  const navigate = useNavigate();
  const mayDelete = (authorNo: number) => authorNo === me || isAdmin;
  // A missing post (or another member's post in the trash) is 'not found', not a failure to retry.
  const notFound = graphqlErrorCode(error) === 'NOT_FOUND';

  return (
    <QueryState
      data={valid ? data?.post : null}
      loading={valid && loading}
      error={notFound ? undefined : error}
      onRetry={() => void refetch()}
      texts={MSG.postDetail}
    >
      {(post) =>
        post.hiddenByReports ? (
          <HiddenPost notice={post.hiddenNotice ?? ''} />
        ) : (
          <div className={styles.page}>
            <PostArticle
              post={post}
              mine={post.userNo === me}
              mayDelete={mayDelete(post.userNo)}
              onDeleted={() =>
                navigate(post.userNo === me ? paths.myPosts(post.userNo) : paths.style(), { replace: true })
              }
            />
            <CommentSection postNo={post.no} mayDelete={mayDelete} />
          </div>
        )
      }
    </QueryState>
  );
}
