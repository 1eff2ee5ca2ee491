import { useQuery } from '@apollo/client/react';
import { SalesSeriesQuery } from '../operations';
import type { DayRange } from '../period';
import { revenueRows } from '../revenue-rows';
import type { Layout } from './chart-and-table';
import { RevenueView } from './revenue-view';
import { StatsState } from './stats-state';

interface Props {
  range: DayRange;
  title: string;
  layout: Layout;
}

/** Monthly revenue of the range beside the period before it. */
export function RevenueSection({ range, title, layout }: Props) {
  const { data, error } = useQuery(SalesSeriesQuery, { variables: range });
  return (
    <StatsState data={data?.salesSeries} error={error}>
      {(series) => <RevenueView rows={revenueRows(series)} title={title} layout={layout} />}
    </StatsState>
  );
}
