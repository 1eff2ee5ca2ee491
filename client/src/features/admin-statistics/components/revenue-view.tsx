import { formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { formatChange, formatCount, percentChange } from '../figures';
import { yearAndMonth, type RevenueRow } from '../revenue-rows';
import { ChartAndTable, type Layout } from './chart-and-table';
import { RevenueChart } from './revenue-chart';
import { StatTable, type StatColumn } from './stat-table';

interface Props {
  rows: readonly RevenueRow[];
  title: string;
  layout: Layout;
}

/**
 * The monthly revenue line chart with its table of exact figures per month and the total. A month after the current
 * one says it has no figures yet, and the total then covers the months so far, beside the same months before.
 */
export function RevenueView({ rows, title, layout }: Props) {
  const T = MSG.adminStatistics;
  const counted = rows.filter((r) => !r.upcoming);
  const sum = (pick: (r: RevenueRow) => number) => counted.reduce((total, r) => total + pick(r), 0);
  const figure = (r: RevenueRow, text: (r: RevenueRow) => string) => (r.upcoming ? T.notYet : text(r));
  const columns: StatColumn<RevenueRow>[] = [
    {
      header: T.month,
      cell: (r) => {
        const { year, month } = yearAndMonth(r.period);
        return T.yearMonth(year, month);
      },
    },
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
    last && counted.length < rows.length ? T.totalUntil(T.monthLabel(yearAndMonth(last.period).month)) : T.total;
  return (
    <ChartAndTable
      layout={layout}
      chart={(tableId) => <RevenueChart rows={rows} title={T.chartOf(title)} describedBy={tableId} size={layout} />}
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
