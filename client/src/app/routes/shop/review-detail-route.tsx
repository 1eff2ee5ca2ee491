import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { StatusMessage } from '../../../components/ui/status-message';
import { ReviewDetailView } from '../../../features/review/components/review-detail-view';
import { graphql } from '../../../gql';
import { MSG } from '../../../lib/messages';

export const ReviewDetailPageQuery = graphql(`
  query ReviewDetailPage($no: Int!) {
    review(no: $no) {
      no
      ...ReviewDetailView_review
    }
  }
`);

/** /user/shop/review/{no}: one review with its picture, author, score and product. */
export function ReviewDetailRoute() {
  const no = Number(useParams().no);
  const valid = Number.isInteger(no) && no > 0;
  const { data, loading, error, refetch } = useQuery(ReviewDetailPageQuery, { variables: { no }, skip: !valid });

  if (valid && loading && !data) return <StatusMessage kind="loading">{MSG.review.loading}</StatusMessage>;
  if (error && !data)
    return (
      <StatusMessage
        kind="error"
        action={
          <button type="button" className="btn btn-outline" onClick={() => void refetch()}>
            {MSG.review.retry}
          </button>
        }
      >
        {MSG.review.error}
      </StatusMessage>
    );
  if (!data?.review) return <StatusMessage kind="empty">{MSG.review.notFound}</StatusMessage>;
  return (
    <div className="page">
      <ReviewDetailView review={data.review} />
    </div>
  );
}
