import { z } from 'zod';

/**
 * The rules of a search term, shared by the header's search and the console's autocompletes (products, shows,
 * promotion targets): how long a term may be and how many suggestions an autocomplete gives.
 */
export const AUTOCOMPLETE_LIMIT = 10;
export const TERM_MAX = 50;

/** A search term: 1–50 characters once trimmed, no NUL (PostgreSQL text cannot hold one). */
export const searchTerm = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(TERM_MAX)
    .refine((s) => !s.includes('\0'));

/** What the header sends while typing: possibly empty, which answers [] without a query. */
export const autocompleteTerm = () =>
  z
    .string()
    .max(TERM_MAX)
    .refine((s) => !s.includes('\0'))
    .transform((s) => s.trim())
    .default('');
