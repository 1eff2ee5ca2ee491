import { useSearchParams } from 'react-router';
import type { FeedOrder, FeedScope } from '../../../gql/graphql';

/**
 * The feed's scope and order live in the URL (?scope=following&order=popular) beside the page, so back and reload
 * keep them. The defaults (all posts, latest first) are left out; changing either starts again at page 1.
 */
export function useFeedParams() {
  const [params, setParams] = useSearchParams();
  const scope: FeedScope = params.get('scope') === 'following' ? 'FOLLOWING' : 'ALL';
  const order: FeedOrder = params.get('order') === 'popular' ? 'POPULAR' : 'LATEST';

  const change = (key: 'scope' | 'order', value: string, fallback: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('page');
      if (value === fallback) next.delete(key);
      else next.set(key, value.toLowerCase());
      return next;
    });

  return {
    scope,
    order,
    setScope: (value: FeedScope) => change('scope', value, 'ALL'),
    setOrder: (value: FeedOrder) => change('order', value, 'LATEST'),
  };
}
