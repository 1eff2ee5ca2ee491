import type { ProductCategory, ProductSort } from '../../gql/graphql';

/** Spec §9: products 9 per page, reviews 3 per page; 'low stock' is 5 or fewer. */
export const PRODUCT_PAGE_SIZE = 9;
export const REVIEW_PAGE_SIZE = 3;
export const LOW_STOCK_LIMIT = 5;

/** The categories after 전체 (which is no category at all), in the spec's order. */
export const CATEGORIES: readonly ProductCategory[] = ['TOP', 'BOTTOM', 'SHOES', 'OTHER'];

/** The spec's sort names (used in the URL) and the API's values. */
export const SORTS = {
  latest: 'LATEST',
  sales: 'SALES',
  priceHigh: 'PRICE_HIGH',
  priceLow: 'PRICE_LOW',
  rating: 'RATING',
} as const satisfies Record<string, ProductSort>;
export type SortKey = keyof typeof SORTS;
export const SORT_KEYS = Object.keys(SORTS) as SortKey[];

export interface ProductListState {
  category: ProductCategory | null;
  sort: SortKey;
  excludeSoldOut: boolean;
  /** One-based, as people count. */
  page: number;
}

const isSort = (v: string | null): v is SortKey => v !== null && v in SORTS;

/** Reads ?category=top&sort=priceLow&excludeSoldOut=true&page=2; anything unknown falls back to the default. */
export function readListParams(params: URLSearchParams): ProductListState {
  const category = params.get('category')?.toUpperCase() as ProductCategory | undefined;
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    category: category && CATEGORIES.includes(category) ? category : null,
    sort: isSort(sort) ? sort : 'latest',
    excludeSoldOut: params.get('excludeSoldOut') === 'true',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL form of a state; defaults are left out so the plain list has a plain address. */
export function writeListParams(state: ProductListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.category) params.set('category', state.category.toLowerCase());
  if (state.sort !== 'latest') params.set('sort', state.sort);
  if (state.excludeSoldOut) params.set('excludeSoldOut', 'true');
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The `products` query variables for a state: zero-based page, API enum values. */
export function listVariables(state: ProductListState) {
  return {
    page: state.page - 1,
    size: PRODUCT_PAGE_SIZE,
    category: state.category,
    sort: SORTS[state.sort],
    excludeSoldOut: state.excludeSoldOut,
  };
}
