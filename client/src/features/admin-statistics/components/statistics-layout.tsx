import type { ReactNode } from 'react';
import { rangeOf, type DayRange, type Period } from '../period';
import { usePeriod } from '../use-period';
import { Comparison } from './comparison';
import { PeriodControl } from './period-control';
import { StatisticsNav } from './statistics-nav';
import styles from './statistics.module.css';

interface Props {
  title: string;
  /** The days the page shows, when not the whole period (this month's bestsellers: one month of it). */
  rangeFor?(period: Period): DayRange;
  /** The content, for the range and the period's query (which links keep). */
  children(range: DayRange, search: string): ReactNode;
}

/**
 * The dashboard's and each statistics screen's frame: the title, the statistics menu, the period control and the
 * comparison with the period before, then the content.
 */
export function StatisticsLayout({ title, rangeFor = rangeOf, children }: Props) {
  const { period, search, setPeriod } = usePeriod();
  const range = rangeFor(period);
  return (
    <div className={`page ${styles.page}`}>
      <h1 className="page-title">{title}</h1>
      <StatisticsNav search={search} />
      <PeriodControl key={search} period={period} shown={range} onChange={setPeriod} />
      <Comparison range={range} />
      {children(range, search)}
    </div>
  );
}
