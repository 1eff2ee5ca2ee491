import { useQuery } from '@apollo/client/react';
import { formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { formatChange, formatCount, percentChange } from '../figures';
import { SalesSeriesQuery } from '../operations';
import type { DayRange } from '../period';
import { StatsState } from './stats-state';
import styles from './comparison.module.css';

interface Props {
  range: DayRange;
}

/** Green for good news, red for bad: more cancelled orders is bad news, more of anything else good. */
function trendOf(change: number | null, higherIsBetter: boolean): 'good' | 'bad' | null {
  if (change === null || change === 0) return null;
  return change > 0 === higherIsBetter ? 'good' : 'bad';
}

/**
 * The range's revenue, orders and quantity beside the period right before it (a year beside the year before, a
 * month beside the month before), each with its change in percent. Shares its query with the revenue chart by month.
 */
export function Comparison({ range }: Props) {
  const T = MSG.adminStatistics;
  const { data, error } = useQuery(SalesSeriesQuery, { variables: { ...range, unit: 'MONTH' } });
  return (
    <section className={styles.comparison} aria-label={T.comparison}>
      <StatsState data={data?.salesSeries} error={error}>
        {({ total, previous }) => {
          const figures = [
            { label: T.revenue, now: total.revenue, before: previous.revenue, text: formatWon },
            {
              label: T.orders,
              now: total.orders,
              before: previous.orders,
              text: (n: number) => T.count(formatCount(n)),
            },
            {
              label: T.quantity,
              now: total.quantity,
              before: previous.quantity,
              text: (n: number) => T.pieces(formatCount(n)),
            },
            {
              label: T.cancelledOrders,
              higherIsBetter: false,
              now: total.cancelledOrders,
              before: previous.cancelledOrders,
              text: (n: number) => T.count(formatCount(n)),
            },
          ];
          return (
            <>
              <p className={styles.periods}>{T.comparedWith(previous.from, previous.to)}</p>
              <dl className={styles.figures}>
                {figures.map((f) => {
                  const change = percentChange(f.now, f.before);
                  const trend = trendOf(change, f.higherIsBetter ?? true);
                  return (
                    <div key={f.label} className={styles.figure}>
                      <dt>{f.label}</dt>
                      <dd className={styles.value}>{f.text(f.now)}</dd>
                      <dd className={`${styles.change} ${trend ? styles[trend] : ''}`} data-trend={trend ?? undefined}>
                        {change === null ? T.noComparison : T.changeLabel(formatChange(change))}
                      </dd>
                      <dd className={styles.before}>{T.previousValue(f.text(f.before))}</dd>
                    </div>
                  );
                })}
              </dl>
            </>
          );
        }}
      </StatsState>
    </section>
  );
}
