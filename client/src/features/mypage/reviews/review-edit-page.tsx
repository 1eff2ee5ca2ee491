import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { StatusMessage } from '../../../components/ui/status-message';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { useSession } from '../../../lib/session-context';
import { EditReviewQuery, UpdateReviewMutation } from './operations';
import { ReviewForm, type ReviewInputValues } from './review-form';
import { ReviewProduct } from './review-product';
import { paths } from '../../../lib/paths';

/** /user/mypage/review/edit/{no}: the member's own review; contents are capped at 40 with no other checks. */
export function ReviewEditPage() {
  const no = Number(useParams().no);
  const valid = Number.isInteger(no) && no > 0;
  const { userNo } = useSession();
  const navigate = useNavigate();
  const {
    data,
    loading,
    error: loadError,
  } = useQuery(EditReviewQuery, {
    variables: { no },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  const [update, { loading: saving }] = useMutation(UpdateReviewMutation);
  const [error, setError] = useState<string | null>(null);
  const review = data?.review;

  const submit = async (input: ReviewInputValues, image: File | null) => {
    setError(null);
    try {
      await update({ variables: { no, input, image } });
      navigate(paths.myReviews(), { replace: true });
    } catch (e) {
      setError(graphqlErrorMessage(e, MSG.reviews.failed));
    }
  };

  return (
    <>
      <h1 className="page-title">{MSG.reviews.editTitle}</h1>
      <QueryState
        data={review}
        loading={valid && loading}
        error={loadError}
        texts={{ loading: MSG.reviews.loading, error: graphqlErrorMessage(loadError, MSG.mypage.notFound) }}
      >
        {(review) =>
          review.author.no !== userNo ? (
            <StatusMessage kind="error">{MSG.reviews.notYours}</StatusMessage>
          ) : (
            <>
              <ReviewProduct name={review.product.name} pic={review.product.pic} />
              <ReviewForm
                mode="edit"
                initial={{ contents: review.contents, score: review.score, pic: review.pic ?? review.product.pic }}
                submitting={saving}
                error={error}
                onSubmit={(i, f) => void submit(i, f)}
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}
