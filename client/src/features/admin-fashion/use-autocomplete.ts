import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** The server is asked once the admin pauses typing, not on every key. */
export const AUTOCOMPLETE_DELAY_MS = 200;

/**
 * An autocomplete's answer for the typed term: nothing while the term is blank (admin-console §5), and the last
 * answer while a newer one is on its way, so the list does not blink at each key.
 */
export function useAutocomplete<TData>(document: TypedDocumentNode<TData, { term: string }>, term: string) {
  const trimmed = term.trim();
  const settled = useDebouncedValue(trimmed, AUTOCOMPLETE_DELAY_MS);
  const { data, previousData } = useQuery(document, { variables: { term: settled }, skip: !settled });
  return trimmed ? (data ?? previousData) : undefined;
}
