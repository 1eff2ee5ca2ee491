import { useId, type ReactNode } from 'react';
import styles from './stat-table.module.css';

export interface StatColumn<Row> {
  header: string;
  cell(row: Row, index: number): ReactNode;
  /** Figures line up on the right. */
  numeric?: boolean;
}

interface Props<Row> {
  /** The chart's aria-describedby points here. */
  id: string;
  caption: string;
  columns: readonly StatColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  /** A last row of totals, one cell per column. */
  footer?: readonly ReactNode[];
  /** Marks the row a drill-down has chosen. */
  isCurrent?(row: Row): boolean;
}

/**
 * A chart's table: exact figures (the chart's ticks are rounded). It scrolls inside its own frame on a narrow
 * screen; the frame takes the focus so the keyboard can scroll it too.
 */
export function StatTable<Row>({ id, caption, columns, rows, rowKey, footer, isCurrent }: Props<Row>) {
  const captionId = useId();
  return (
    <div className={styles.wrap} tabIndex={0} role="region" aria-labelledby={captionId}>
      <table id={id} className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={c.numeric ? styles.numeric : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row)} aria-current={isCurrent?.(row) || undefined}>
              {columns.map((c) => (
                <td key={c.header} className={c.numeric ? styles.numeric : undefined}>
                  {c.cell(row, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr>
              {footer.map((cell, i) => (
                <td key={columns[i]?.header ?? i} className={columns[i]?.numeric ? styles.numeric : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
