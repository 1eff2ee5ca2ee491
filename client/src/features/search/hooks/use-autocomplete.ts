import { useQuery } from '@apollo/client/react';
import { SuggestionsQuery } from '../operations';
import { toCategory, type Category } from '../search-params';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** Typing pauses this long before the server is asked. */
export const AUTOCOMPLETE_DELAY_MS = 200;

/** One category's suggested names, best first. */
export interface SuggestionGroup {
  category: Category;
  names: readonly string[];
}

/**
 * Suggestions for what is typed now, grouped by category: undefined while there is nothing to show (a blank term,
 * typing still going on, the answer on its way or failed), else the server's groups, possibly none. A blank term
 * never asks the server.
 */
export function useAutocomplete(term: string): readonly SuggestionGroup[] | undefined {
  const trimmed = term.trim();
  const settled = useDebouncedValue(trimmed, AUTOCOMPLETE_DELAY_MS);
  const { data } = useQuery(SuggestionsQuery, { variables: { term: settled }, skip: !settled });
  if (!trimmed || settled !== trimmed || !data) return undefined;
  return data.suggestions.map((g) => ({ category: toCategory(g.category), names: g.names }));
}
