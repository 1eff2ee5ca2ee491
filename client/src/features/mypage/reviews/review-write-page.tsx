import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { StatusMessage } from '../../../components/ui/status-message';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { CanReviewQuery, WriteReviewMutation } from './operations';
import { dropReviewLists } from './review-cache';
import { ReviewForm, type ReviewInputValues } from './review-form';
import { ReviewProduct } from './review-product';
import { paths } from '../../../lib/paths';

/** /user/mypage/review/write/{orderProductNo}: only for a delivered, unreviewed line of the member's own order. */
export function ReviewWritePage() {
  const lineNo = Number(useParams().orderProductNo);
  const valid = Number.isInteger(lineNo) && lineNo > 0;
  const product = useLocation().state as { productName?: string; productPic?: string | null } | null;
  const navigate = useNavigate();
  const allowed = useQuery(CanReviewQuery, {
    variables: { orderProductNo: lineNo },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  const [write, { loading }] = useMutation(WriteReviewMutation);
  const [error, setError] = useState<string | null>(null);

  const submit = async (input: ReviewInputValues, image: File | null) => {
    setError(null);
    try {
      await write({ variables: { orderProductNo: lineNo, input, image }, update: dropReviewLists });
      navigate(paths.myReviews(), { replace: true });
    } catch (e) {
      setError(graphqlErrorMessage(e, MSG.reviews.failed));
    }
  };

  let body;
  if (valid && allowed.loading) body = <StatusMessage kind="loading">{MSG.reviews.checking}</StatusMessage>;
  else if (!valid || !allowed.data?.canReview)
    body = (
      <StatusMessage
        kind="error"
        action={
          <Link to={paths.myOrders()} className="btn btn-outline">
            {MSG.reviews.backToOrders}
          </Link>
        }
      >
        {allowed.error ? graphqlErrorMessage(allowed.error, MSG.reviews.notAllowed) : MSG.reviews.notAllowed}
      </StatusMessage>
    );
  else
    body = (
      <>
        {product?.productName && <ReviewProduct name={product.productName} pic={product.productPic ?? null} />}
        <ReviewForm mode="write" submitting={loading} error={error} onSubmit={(i, f) => void submit(i, f)} />
      </>
    );

  return (
    <>
      <h1 className="page-title">{MSG.reviews.writeTitle}</h1>
      {body}
    </>
  );
}
