import { ProductReviewsQuery } from '../../../app/routes/shop/product-reviews-section';
import { RestockRequestsDocument } from '../../../gql/graphql';
import { REVIEW_PAGE_SIZE } from '../product-params';

/** Product 5 as the product page's query answers it, with the given fields over the defaults. */
export const productAnswer = (over: Record<string, unknown> = {}) => ({
  __typename: 'Product' as const,
  no: 5,
  name: '린넨 셔츠',
  contents: '시원한 셔츠',
  pic: '/uploads/shirt.svg',
  price: 19900,
  discountRate: 15,
  stock: 3,
  available: true,
  category: 'TOP' as const,
  score: 4.5,
  reviewCount: 0,
  options: [],
  sizeGuide: null,
  wornIn: [],
  recentPosts: [],
  ...over,
});

/** Product 5's first page of reviews: none. */
export const noReviews = {
  request: { query: ProductReviewsQuery, variables: { productNo: 5, page: 0, size: REVIEW_PAGE_SIZE } },
  result: {
    data: {
      productReviews: { __typename: 'ReviewPage' as const, number: 0, totalPages: 0, totalElements: 0, content: [] },
    },
  },
};

/** The member's own answer: which of product 5's sizes they wait for. */
export const restockRequests = (waiting: Record<number, boolean>) => ({
  request: { query: RestockRequestsDocument, variables: { no: 5 } },
  result: {
    data: {
      product: {
        __typename: 'Product' as const,
        no: 5,
        options: Object.entries(waiting).map(([no, restockRequested]) => ({
          __typename: 'ProductOption' as const,
          no: Number(no),
          restockRequested,
        })),
      },
    },
  },
});
