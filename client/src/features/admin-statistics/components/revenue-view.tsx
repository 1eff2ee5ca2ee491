import { formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { formatChange, formatCount, percentChange } from '../figures';
import { pointName, pointTick, type RevenueRow, type RevenueUnit } from '../revenue-rows';
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

/**
 * The revenue line chart with its table of exact figures per month (or week, or day) and the total. A point after
 * today says it has no figures yet, and the total then covers the points so far, beside the same points before.
 */
export function RevenueView({ rows, unit, title, layout }: Props) {
  const T = MSG.adminStatistics;
  const counted = rows.filter((r) => !r.upcoming);
  const sum = (pick: (r: RevenueRow) => number) => counted.reduce((total, r) => total + pick(r), 0);
  const figure = (r: RevenueRow, text: (r: RevenueRow) => string) => (r.upcoming ? T.notYet : text(r));
  const columns: StatColumn<RevenueRow>[] = [
    { header: T[HEADERS[unit]], cell: (r) => pointName(r, unit) },
    { header: T.revenue, numeric: true, cell: (r) => figure(r, () => formatWon(r.revenue)) },
    { header: T.orders, numeric: true, cell: (r) => figure(r, () => formatCount(r.orders)) },
    { header: T.quantity, numeric: true, cell: (r) => figure(r, () => formatCount(r.quantity)) },
    {
      header: T.previousRevenue,
      numeric: true,
      cell: (r) => (r.previousRevenue === null ? '—' : formatWon(r.previousRevenue)),
    },
    {
      header: T.change,
      numeric: true,
      cell: (r) =>
        figure(r, () => (r.previousRevenue === null ? '—' : formatChange(percentChange(r.revenue, r.previousRevenue)))),
    },
  ];
  const previousTotal = sum((r) => r.previousRevenue ?? 0);
  const last = counted.at(-1);
  const totalLabel =
    last && counted.length < rows.length
      ? T.totalUntil(unit === 'MONTH' ? pointTick(last, unit) : pointName(last, unit))
      : T.total;
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
            totalLabel,
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
