import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { ProductReviews } from '../../../features/product/components/product-reviews';
import { REVIEW_PAGE_SIZE } from '../../../features/product/product-params';
import { graphql } from '../../../gql';
import { MSG } from '../../../lib/messages';

export const ProductReviewsQuery = graphql(`
  query ProductReviews($productNo: Int!, $page: Int!, $size: Int!) {
    productReviews(productNo: $productNo, page: $page, size: $size) {
      number
      totalPages
      totalElements
      content {
        no
        ...ProductReviewItem_review
      }
    }
  }
`);

const PARAM = 'reviewPage';

interface Props {
  productNo: number;
  score: number;
  reviewCount: number;
}

/** The product's reviews, newest first, 3 a page; the page is kept in the URL (?reviewPage=) without history. */
export function ProductReviewsSection({ productNo, score, reviewCount }: Props) {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(PARAM));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const { data, previousData, loading, error, refetch } = useQuery(ProductReviewsQuery, {
    variables: { productNo, page: page - 1, size: REVIEW_PAGE_SIZE },
  });
  const reviews = data?.productReviews ?? (loading ? previousData?.productReviews : undefined);

  const setPage = (next: number) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        if (next <= 1) copy.delete(PARAM);
        else copy.set(PARAM, String(next));
        return copy;
      },
      { replace: true, preventScrollReset: true },
    );

  const status = reviews ? undefined : (
    <QueryState
      data={null}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      texts={{ loading: MSG.product.reviewsLoading, error: MSG.product.reviewsError, retry: MSG.product.retry }}
    >
      {() => null}
    </QueryState>
  );

  return (
    <ProductReviews
      score={score}
      reviewCount={reviewCount}
      reviews={reviews?.content ?? null}
      page={page}
      totalPages={reviews?.totalPages ?? 0}
      onPage={setPage}
      status={status}
    />
  );
}
