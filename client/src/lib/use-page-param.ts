import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The current page lives in the URL (?page=2, one-based for people) so back and forward work.
 * Returns the one-based page and a setter that pushes a history entry.
 */
export function usePageParam(): [number, (page: number, replace?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = useCallback(
    (next: number, replace = false) =>
      setParams(
        (prev) => {
          const copy = new URLSearchParams(prev);
          if (next <= 1) copy.delete('page');
          else copy.set('page', String(next));
          return copy;
        },
        { replace },
      ),
    [setParams],
  );
  return [page, setPage];
}
