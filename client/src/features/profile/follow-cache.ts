import type { ApolloCache } from '@apollo/client';

/** A follow began or ended: every cached follow list may be stale. They are dropped and load again when shown. */
export function dropFollowLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'followList' });
  cache.gc();
}
