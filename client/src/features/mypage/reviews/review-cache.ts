import type { ApolloCache } from '@apollo/client';

/**
 * A review was written or deleted: the lists that show reviews (mine, the product's, the newest on the home page)
 * and the order lines that offer 'write a review' are stale. They are dropped and load again when shown.
 */
export function dropReviewLists(cache: ApolloCache): void {
  for (const fieldName of ['myReviews', 'productReviews', 'latestReviews', 'myOrders', 'order']) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
}
