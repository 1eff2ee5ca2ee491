import { useQuery } from '@apollo/client/react';
import { AutocompleteQuery } from '../operations';
import { toSearchCategory, type Category } from '../search-params';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** Typing pauses this long before the server is asked. */
export const AUTOCOMPLETE_DELAY_MS = 200;

/**
 * Suggestions for what is typed now: undefined while there is nothing to show (a blank term, typing still going on,
 * the answer on its way or failed), else the server's list, possibly empty. A blank term never asks the server.
 */
export function useAutocomplete(term: string, category: Category): readonly string[] | undefined {
  const trimmed = term.trim();
  const settled = useDebouncedValue(trimmed, AUTOCOMPLETE_DELAY_MS);
  const { data } = useQuery(AutocompleteQuery, {
    variables: { category: toSearchCategory(category), term: settled },
    skip: !settled,
  });
  return trimmed && settled === trimmed ? data?.autocomplete : undefined;
}
