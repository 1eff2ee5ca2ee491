import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { periodFromParams, periodSearch, type Period } from './period';

/**
 * The period the statistics show lives in the URL (?year=2024 or ?from=…&to=…), so a reload, a shared link and the
 * 'details' links keep it. Returns the period, its query string, and a setter that pushes a history entry (and
 * drops the rest of the query: a drill-down starts again for a new period).
 */
export function usePeriod() {
  const [params, setParams] = useSearchParams();
  const period = periodFromParams(params);
  const setPeriod = useCallback((next: Period) => setParams(new URLSearchParams(periodSearch(next))), [setParams]);
  return { period, search: periodSearch(period), setPeriod };
}
