import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PagedList } from '../../../components/ui/paged-list';
import { MSG } from '../../../lib/messages';
import { usePageParam } from '../../../lib/use-page-param';
import { useCommentActions } from '../hooks/use-comment-actions';
import { COMMENT_PAGE_SIZE, PostCommentsQuery } from '../operations';
import { CommentForm } from './comment-form';
import { CommentThread } from './comment-thread';
import styles from './comments.module.css';

interface Props {
  postNo: number;
  mayDelete(userNo: number): boolean;
}

/** The comments, 5 top-level ones a page (page in the URL) with their replies, and the form for a new one. */
export function CommentSection({ postNo, mayDelete }: Props) {
  const [page, setPage] = usePageParam();
  const { data, loading, error, refetch } = useQuery(PostCommentsQuery, {
    variables: { no: postNo, page: page - 1, size: COMMENT_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const { send, erase, deleting } = useCommentActions(postNo);
  const [target, setTarget] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const comments = data?.post.comments;
  // A failed reload shows in the list's own error state (with its retry); the write itself succeeded.
  const reload = () =>
    refetch().then(
      () => undefined,
      () => undefined,
    );
  const titleId = useId();

  const writeComment = async (content: string) => {
    await send(content, null);
    // Oldest first: a new comment is on the last page, where the writer is taken to see it.
    const last = Math.ceil(((comments?.totalElements ?? 0) + 1) / COMMENT_PAGE_SIZE);
    if (last !== page) setPage(last);
    else await reload();
  };
  const reply = async (parentNo: number, content: string) => {
    await send(content, parentNo);
    await reload();
  };
  const confirmDelete = async () => {
    if (target === null) return;
    setFailure(await erase(target));
    setTarget(null);
    await reload();
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {MSG.comments.title} <span className={styles.titleCount}>{data?.post.commentsCount ?? ''}</span>
      </h2>
      <CommentForm onSubmit={writeComment} />
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <PagedList
        data={comments}
        loading={loading}
        error={error}
        texts={{ loading: MSG.comments.loading, error: MSG.comments.error, empty: MSG.comments.empty }}
        onRetry={() => void reload()}
        page={page}
        onPage={setPage}
        pagerLabel={MSG.comments.pagination}
      >
        {({ content }) => (
          <ul className={styles.threads}>
            {content.map((comment) => (
              <CommentThread
                key={comment.no}
                comment={comment}
                mayDelete={mayDelete}
                onReply={reply}
                onDelete={setTarget}
              />
            ))}
          </ul>
        )}
      </PagedList>
      {target !== null && (
        <ConfirmDialog
          title={MSG.comments.deleteTitle}
          confirmText={MSG.comments.delete}
          cancelText={MSG.postDetail.cancel}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setTarget(null)}
          busy={deleting}
          danger
        >
          <p>{MSG.comments.deleteBody}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
