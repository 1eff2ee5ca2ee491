import { autocompleteTerm as autocompleteTermSchema } from '@scene-shop/domain';

/*
 * The rules of a search term live in the domain package (packages/domain/src/inputs/search.ts: `searchTerm`,
 * `autocompleteTerm`, `listTerm`, `TERM_MAX`, `AUTOCOMPLETE_LIMIT`); this file keeps the names the catalog and
 * promotion modules import from here.
 */
export { AUTOCOMPLETE_LIMIT, TERM_MAX } from '@scene-shop/domain';

/** What a search box sends while typing: possibly empty, which answers [] without a query. */
export const autocompleteTerm = () => autocompleteTermSchema;
