import { z } from 'zod';
import { INT_MAX } from './common.js';

/** What the header's search bar searches (spec §9), stored in the missed-search log as these values. */
export const SEARCH_CATEGORY = { PRODUCT: 'product', ACTOR: 'actor', SHOW: 'show', USER: 'user' } as const;

/**
 * The rules of a search term, shared by the header's search and the console's autocompletes and lists (products,
 * shows, items, promotion targets): how long a term may be and how many suggestions an autocomplete gives.
 */
export const TERM_MAX = 50;
export const AUTOCOMPLETE_LIMIT = 10;
/** The header's suggestions look in every category at once: this many names of each, in this order of groups. */
export const SUGGESTION_GROUP_LIMIT = 4;
export const SUGGESTION_GROUP_ORDER = ['show', 'actor', 'product', 'user'] as const;

/** Spec §9: search pages hold 5; a client may ask for more, up to this. */
export const SEARCH_PAGE_SIZE = 5;
export const SEARCH_MAX_SIZE = 30;

/** A term as typed, trimmed: at most 50 characters, no NUL (PostgreSQL text cannot hold one); may be blank. */
const term = z
  .string()
  .refine((s) => !s.includes('\0'))
  .trim()
  .max(TERM_MAX);

/** A search term: 1–50 characters once trimmed. */
export const searchTerm = term.min(1);

/** What a search box sends while typing: possibly blank (or absent), which answers [] without a query. */
export const autocompleteTerm = term.default('');

/** A list's narrowing term: blank or absent lists all. */
export const listTerm = term.nullish();

export const searchCategory = z.enum(SEARCH_CATEGORY);

/** One page of one category's matches, best first. */
export const searchArgs = z.strictObject({
  category: searchCategory,
  term: searchTerm,
  page: z.int().min(0).max(INT_MAX).default(0),
  size: z.int().min(1).max(SEARCH_MAX_SIZE).default(SEARCH_PAGE_SIZE),
});
export type SearchArgsValue = z.output<typeof searchArgs>;

/** The names (titles for shows) a category suggests for a term. */
export const autocompleteArgs = z.strictObject({ category: searchCategory, term: autocompleteTerm });
export type AutocompleteArgsValue = z.output<typeof autocompleteArgs>;

/** A console autocomplete of one kind of row (shows, items): only the term. */
export const termArgs = autocompleteArgs.pick({ term: true });
export type TermArgsValue = z.output<typeof termArgs>;
