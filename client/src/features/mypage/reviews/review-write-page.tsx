import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { ReviewLineQuery, WriteReviewMutation } from './operations';
import { dropReviewLists } from './review-cache';
import { ReviewForm, type ReviewInputValues } from './review-form';
import { ReviewProduct } from './review-product';

const positive = (raw: string | null | undefined) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * /user/mypage/review/write/{orderProductNo}?order={orderNo}: only for a delivered, unreviewed line of the member's
 * own order. The product comes from the server (the order and its line), so a reload or a link shows it too.
 */
export function ReviewWritePage() {
  const lineNo = positive(useParams().orderProductNo);
  const orderNo = positive(useSearchParams()[0].get('order'));
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(ReviewLineQuery, {
    variables: { orderProductNo: lineNo ?? 0, orderNo: orderNo ?? 0 },
    skip: lineNo === null || orderNo === null,
    fetchPolicy: 'network-only',
  });
  const [write, { loading: saving }] = useMutation(WriteReviewMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const line = data?.canReview ? data.order.lines.find((l) => l.no === lineNo) : undefined;

  const submit = async (input: ReviewInputValues, image: File | null) => {
    setFailure(null);
    try {
      await write({ variables: { orderProductNo: lineNo ?? 0, input, image }, update: dropReviewLists });
      navigate(paths.myReviews(), { replace: true });
    } catch (e) {
      setFailure(graphqlErrorMessage(e, MSG.reviews.failed));
    }
  };

  return (
    <>
      <h1 className="page-title">{MSG.reviews.writeTitle}</h1>
      <QueryState
        data={line}
        loading={loading}
        action={
          <Link to={paths.myOrders()} className="btn btn-outline">
            {MSG.reviews.backToOrders}
          </Link>
        }
        texts={{
          loading: MSG.reviews.checking,
          error: error ? graphqlErrorMessage(error, MSG.reviews.notAllowed) : MSG.reviews.notAllowed,
        }}
      >
        {({ product }) => (
          <>
            <ReviewProduct name={product.name} pic={product.pic} />
            <ReviewForm mode="write" submitting={saving} error={failure} onSubmit={(i, f) => void submit(i, f)} />
          </>
        )}
      </QueryState>
    </>
  );
}
