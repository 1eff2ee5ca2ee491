import { formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { compactNumber, formatChange, formatCount, percentChange } from '../figures';
import { BarChart } from './bar-chart';
import { ChartAndTable, type Layout } from './chart-and-table';
import { StatTable, type StatColumn } from './stat-table';
import styles from './attributed-sales-view.module.css';

/** A show's, character's or style's sales: what its linked products sold. */
export interface AttributedRow {
  key: number;
  label: string;
  pic?: string | null;
  quantity: number;
  revenue: number;
  previousRevenue: number;
}

interface Props<Row extends AttributedRow> {
  rows: readonly Row[];
  title: string;
  /** The header of the name column (show, character, style). */
  nameHeader: string;
  color: string;
  layout: Layout;
  /** A further column (the number of products of a show). */
  extra?: StatColumn<Row>;
  /** Drill down: a bar or the row's name chooses it. */
  onSelect?(key: number): void;
  selectedKey?: number | null;
}

/** Revenue attributed to shows, characters or styles as bars, with its table (the names drill down). */
export function AttributedSalesView<Row extends AttributedRow>(props: Props<Row>) {
  const { rows, title, nameHeader, color, layout, extra, onSelect, selectedKey } = props;
  const T = MSG.adminStatistics;
  const name = (r: Row) => (
    <span className={styles.name}>
      {r.pic && <img src={r.pic} alt="" width={32} height={32} loading="lazy" decoding="async" />}
      {onSelect ? (
        <button type="button" onClick={() => onSelect(r.key)} aria-pressed={r.key === selectedKey}>
          {r.label}
        </button>
      ) : (
        r.label
      )}
    </span>
  );
  const columns: StatColumn<Row>[] = [
    { header: T.rank, numeric: true, cell: (_, i) => i + 1 },
    { header: nameHeader, cell: name },
    ...(extra ? [extra] : []),
    { header: T.quantity, numeric: true, cell: (r) => formatCount(r.quantity) },
    { header: T.revenue, numeric: true, cell: (r) => formatWon(r.revenue) },
    { header: T.previousRevenue, numeric: true, cell: (r) => formatWon(r.previousRevenue) },
    { header: T.change, numeric: true, cell: (r) => formatChange(percentChange(r.revenue, r.previousRevenue)) },
  ];
  return (
    <ChartAndTable
      layout={layout}
      chart={(tableId) => (
        <BarChart
          bars={rows.map((r) => ({
            key: r.key,
            name: r.label,
            value: r.revenue,
            tooltip: [T.revenueTip(r.label, formatWon(r.revenue))],
          }))}
          title={T.chartOf(title)}
          describedBy={tableId}
          color={color}
          formatTick={compactNumber}
          onSelect={onSelect}
          selectedKey={selectedKey}
          size={layout}
        />
      )}
      table={(tableId) => (
        <StatTable
          id={tableId}
          caption={T.tableOf(title)}
          rows={rows}
          rowKey={(r) => r.key}
          columns={columns}
          isCurrent={(r) => r.key === selectedKey}
        />
      )}
    />
  );
}
