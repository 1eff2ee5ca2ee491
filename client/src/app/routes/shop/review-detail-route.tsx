import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
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

  return (
    <QueryState
      data={data?.review}
      loading={valid && loading}
      error={error}
      onRetry={() => void refetch()}
      texts={MSG.review}
    >
      {(review) => (
        <div className="page">
          <ReviewDetailView review={review} />
        </div>
      )}
    </QueryState>
  );
}
