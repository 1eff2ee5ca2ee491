import type { ApolloCache } from '@apollo/client';

/**
 * A post was written, edited, moved to or from the trash, or deleted for good: the lists that show posts (the feed,
 * mine, the trash, the home page's popular styles) are stale. They are dropped and load again when shown.
 */
export function dropPostLists(cache: ApolloCache): void {
  for (const fieldName of ['feed', 'myPosts', 'trashedPosts', 'popularPosts']) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
}
