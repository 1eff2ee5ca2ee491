import { useSearchParams } from 'react-router';
import { readCategory, type Category } from '../search-params';

/**
 * The search page's term (?name=), category and one-based page live in the URL, so back / forward, reload and a
 * shared link show the same results. A new term or category starts again at page 1.
 */
export function useSearchUrl() {
  const [params, setParams] = useSearchParams();
  const term = (params.get('name') ?? '').trim();
  const category = readCategory(params.get('category'));
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;

  const update = (next: { name?: string; category?: Category; page?: number }, replace = false) => {
    const copy = new URLSearchParams({ name: next.name ?? term, category: next.category ?? category });
    if (next.page && next.page > 1) copy.set('page', String(next.page));
    setParams(copy, { replace });
  };

  return {
    term,
    category,
    page,
    setCategory: (next: Category) => update({ category: next }),
    setPage: (next: number, replace?: boolean) => update({ page: next }, replace),
  };
}
