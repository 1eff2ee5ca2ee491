import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

type Changes = Partial<Record<'page' | 'itemPage' | 'item', string | number>>;

const pageOf = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/**
 * /admin/fashion keeps both lists' pages and the item search in the address (?page, ?itemPage, ?item), so back
 * from a show returns to the same lists. Page 1 and a blank search are left out.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Changes, replace = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === '' || value === 1) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  return {
    showPage: pageOf(params.get('page')),
    itemPage: pageOf(params.get('itemPage')),
    itemTerm: params.get('item') ?? '',
    update,
  };
}
