import { useQuery } from '@apollo/client/react';
import { ReturnRatesQuery } from '../operations';
import type { DayRange } from '../period';
import type { Layout } from './chart-and-table';
import { ReturnRateView } from './return-rate-view';
import { StatsState } from './stats-state';

interface Props {
  range: DayRange;
  limit: number;
  title: string;
  color: string;
  layout: Layout;
}

/** The products returned most often in the range (dissatisfied products). */
export function ReturnRateSection({ range, limit, title, color, layout }: Props) {
  const { data, error } = useQuery(ReturnRatesQuery, { variables: { ...range, limit } });
  return (
    <StatsState data={data?.returnRates} error={error} isEmpty={(r) => r.length === 0}>
      {(rates) => <ReturnRateView rates={rates} title={title} color={color} layout={layout} />}
    </StatsState>
  );
}
