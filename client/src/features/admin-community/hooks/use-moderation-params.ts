import { useSearchParams } from 'react-router';
import type { ReportedSort } from '../../../gql/graphql';

/**
 * The tab and the reported list's sort live in the URL (?tab=reported&sort=mostReported) beside the page, so back
 * and reload keep them; changing the sort starts again at page 1.
 */
export function useModerationParams() {
  const [params, setParams] = useSearchParams();
  const reported = params.get('tab') === 'reported';
  const sort: ReportedSort = params.get('sort') === 'mostReported' ? 'MOST_REPORTED' : 'LATEST';
  const setSort = (value: ReportedSort) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('page');
      if (value === 'MOST_REPORTED') next.set('sort', 'mostReported');
      else next.delete('sort');
      return next;
    });
  return { reported, sort, setSort };
}
