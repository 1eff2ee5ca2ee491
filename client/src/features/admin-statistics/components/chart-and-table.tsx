import { useId, type ReactNode } from 'react';
import { MSG } from '../../../lib/messages';
import styles from './chart-and-table.module.css';

export type Layout = 'panel' | 'screen';

interface Props {
  layout: Layout;
  /** The chart, described by the table (its text alternative) through the id it is given. */
  chart(tableId: string): ReactNode;
  table(tableId: string): ReactNode;
}

/**
 * A chart with its table, which is always there: beside the chart on a screen, folded under it in a dashboard
 * panel. The table's rows link where the bars do, so nothing needs the mouse.
 */
export function ChartAndTable({ layout, chart, table }: Props) {
  const tableId = useId();
  if (layout === 'screen') {
    return (
      <div className={styles.screen}>
        <div className={styles.chart}>{chart(tableId)}</div>
        <div className={styles.table}>{table(tableId)}</div>
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      {chart(tableId)}
      <details className={styles.fold}>
        <summary>{MSG.adminStatistics.showTable}</summary>
        {table(tableId)}
      </details>
    </div>
  );
}
