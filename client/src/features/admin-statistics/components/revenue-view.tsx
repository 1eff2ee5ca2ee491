import { formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { formatChange, formatCount, percentChange } from '../figures';
import { pointName, type RevenueRow, type RevenueUnit } from '../revenue-rows';
import { ChartAndTable, type Layout } from './chart-and-table';
import { RevenueChart } from './revenue-chart';
import { StatTable, type StatColumn } from './stat-table';

interface Props {
  rows: readonly RevenueRow[];
  unit: RevenueUnit;
  title: string;
  layout: Layout;
}

const HEADERS = { MONTH: 'month', WEEK: 'week', DAY: 'day' } as const;

/** The revenue line chart with its table of exact figures per month (or week, or day) and the total. */
export function RevenueView({ rows, unit, title, layout }: Props) {
  const T = MSG.adminStatistics;
  const sum = (pick: (r: RevenueRow) => number) => rows.reduce((total, r) => total + pick(r), 0);
  const columns: StatColumn<RevenueRow>[] = [
    { header: T[HEADERS[unit]], cell: (r) => pointName(r, unit) },
    { header: T.revenue, numeric: true, cell: (r) => formatWon(r.revenue) },
    { header: T.orders, numeric: true, cell: (r) => formatCount(r.orders) },
    { header: T.quantity, numeric: true, cell: (r) => formatCount(r.quantity) },
    {
      header: T.previousRevenue,
      numeric: true,
      cell: (r) => (r.previousRevenue === null ? '—' : formatWon(r.previousRevenue)),
    },
    {
      header: T.change,
      numeric: true,
      cell: (r) => (r.previousRevenue === null ? '—' : formatChange(percentChange(r.revenue, r.previousRevenue))),
    },
  ];
  const previousTotal = sum((r) => r.previousRevenue ?? 0);
  return (
    <ChartAndTable
      layout={layout}
      chart={(tableId) => (
        <RevenueChart rows={rows} unit={unit} title={T.chartOf(title)} describedBy={tableId} size={layout} />
      )}
      table={(tableId) => (
        <StatTable
          id={tableId}
          caption={T.tableOf(title)}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.period}
          footer={[
            T.total,
            formatWon(sum((r) => r.revenue)),
            formatCount(sum((r) => r.orders)),
            formatCount(sum((r) => r.quantity)),
            formatWon(previousTotal),
            formatChange(
              percentChange(
                sum((r) => r.revenue),
                previousTotal,
              ),
            ),
          ]}
        />
      )}
    />
  );
}
