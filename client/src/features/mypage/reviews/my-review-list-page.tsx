import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { PagedList } from '../../../components/ui/paged-list';
import { usePageParam } from '../../../lib/use-page-param';
import { MyReviewCard } from './my-review-card';
import { DeleteReviewMutation, MyReviewsQuery, REVIEW_PAGE_SIZE } from './operations';
import styles from './reviews.module.css';

/** /user/mypage/review: the member's reviews, 5 per page, with edit and (confirmed) delete. */
export function MyReviewListPage() {
  const [page, setPage] = usePageParam();
  const { data, loading, error, refetch } = useQuery(MyReviewsQuery, {
    variables: { page: page - 1, size: REVIEW_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [remove, { loading: deleting }] = useMutation(DeleteReviewMutation);
  const [target, setTarget] = useState<{ no: number; productNo: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const confirmDelete = async () => {
    if (!target) return;
    try {
      await remove({
        variables: { no: target.no },
        refetchQueries: 'active',
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'Review', no: target.no }) });
          const product = cache.identify({ __typename: 'Product', no: target.productNo });
          for (const fieldName of ['score', 'reviewCount']) cache.evict({ id: product, fieldName });
          for (const fieldName of ['productReviews', 'latestReviews', 'order']) cache.evict({ fieldName });
          cache.gc();
        },
      });
    } catch (e) {
      setFailure(graphqlErrorMessage(e, MSG.reviews.deleteFailed));
    } finally {
      setTarget(null);
    }
  };

  return (
    <>
      <h1 className="page-title">{MSG.reviews.listTitle}</h1>
      <PagedList
        data={data?.myReviews}
        loading={loading}
        error={error}
        texts={{ loading: MSG.reviews.loading, empty: MSG.reviews.empty, error: MSG.reviews.error }}
        onRetry={() => void refetch()}
        page={page}
        onPage={setPage}
      >
        {(reviews) => (
          <div className={styles.list}>
            {reviews.content.map((review) => (
              <MyReviewCard
                key={review.no}
                review={review}
                onDelete={() => setTarget({ no: review.no, productNo: review.product.no })}
              />
            ))}
          </div>
        )}
      </PagedList>
      {target && (
        <ConfirmDialog
          title={MSG.reviews.deleteTitle}
          confirmText={MSG.reviews.delete}
          cancelText={MSG.mypage.cancel}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setTarget(null)}
          busy={deleting}
          danger
        >
          <p>{MSG.reviews.deleteBody}</p>
        </ConfirmDialog>
      )}
      {failure && <MessageDialog message={failure} okText={MSG.mypage.confirm} onClose={() => setFailure(null)} />}
    </>
  );
}
