import type { SearchCategory } from '../../gql/graphql';

/** Spec §9: what can be searched, in the order the header's select offers them. */
export const CATEGORIES = ['actor', 'show', 'product', 'user'] as const;
export type Category = (typeof CATEGORIES)[number];
/** The results page's tabs: the shop's own things first. */
export const PAGE_CATEGORIES: readonly Category[] = ['product', 'show', 'actor', 'user'];
export const DEFAULT_CATEGORY: Category = 'product';

/** Spec §9: 5 results a page; product results fill rows of 3. */
export const SEARCH_PAGE_SIZE = 5;
export const GRID_COLUMNS = 3;
/** The server accepts terms of at most 50 characters. */
export const TERM_MAX = 50;

export const isCategory = (value: unknown): value is Category => CATEGORIES.includes(value as Category);

/** The URL's category (?category=), lower case as the spec writes it; anything else is the default. */
export const readCategory = (value: string | null): Category => (isCategory(value) ? value : DEFAULT_CATEGORY);

/** The schema's enum spells the same categories in upper case. */
export const toSearchCategory = (category: Category) => category.toUpperCase() as SearchCategory;
export const toCategory = (category: SearchCategory) => category.toLowerCase() as Category;

/** How many empty cells complete the last row of a grid of `count` items. */
export const paddingCells = (count: number, columns = GRID_COLUMNS): number => (columns - (count % columns)) % columns;
