import { useSearchParams } from 'react-router';
import type { ProductCategory } from '../../../gql/graphql';
import { readListParams, writeListParams, type ProductListState, type SortKey } from '../product-params';

/**
 * The product list's category, sort, sold-out filter and page live in the URL, so back / forward and reload
 * keep them. Changing a filter or the sort starts again at page 1.
 */
export function useProductListParams() {
  const [params, setParams] = useSearchParams();
  const state = readListParams(params);
  const update = (change: Partial<ProductListState>, replace = false) =>
    setParams(writeListParams({ ...state, page: 1, ...change }), { replace });

  return {
    state,
    setCategory: (category: ProductCategory | null) => update({ category }),
    setSort: (sort: SortKey) => update({ sort }),
    setExcludeSoldOut: (excludeSoldOut: boolean) => update({ excludeSoldOut }),
    setPage: (page: number, replace?: boolean) => update({ page }, replace),
  };
}
