import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { SalesSeriesQuery } from '../operations';
import type { DayRange } from '../period';
import { revenueRows, serverUnit, unitsOffered, type RevenueUnit } from '../revenue-rows';
import type { Layout } from './chart-and-table';
import { RevenueView } from './revenue-view';
import { StatsState } from './stats-state';
import { UnitChoice } from './unit-choice';

interface Props {
  range: DayRange;
  title: string;
  layout: Layout;
}

/**
 * Revenue of the range beside the period before it: per month, or for a short range per day or week as the admin
 * chooses (a longer range keeps months whatever was chosen).
 */
export function RevenueSection({ range, title, layout }: Props) {
  const [chosen, setChosen] = useState<RevenueUnit>('MONTH');
  const offered = unitsOffered(range);
  const unit = offered.includes(chosen) ? chosen : 'MONTH';
  const { data, error } = useQuery(SalesSeriesQuery, { variables: { ...range, unit: serverUnit(unit) } });
  return (
    <>
      {offered.length > 1 && <UnitChoice units={offered} unit={unit} onChange={setChosen} />}
      <StatsState data={data?.salesSeries} error={error}>
        {(series) => <RevenueView rows={revenueRows(series, unit)} unit={unit} title={title} layout={layout} />}
      </StatsState>
    </>
  );
}
