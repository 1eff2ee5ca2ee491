import { Link, useNavigate } from 'react-router';
import { MSG } from '../../../lib/messages';
import { formatCount, formatPercent } from '../figures';
import { statisticsPaths } from '../statistics-paths';
import { BarChart } from './bar-chart';
import { ChartAndTable, type Layout } from './chart-and-table';
import { StatTable } from './stat-table';

export interface ReturnRateRow {
  productNo: number;
  name: string;
  /** Cancelled ÷ (delivered + cancelled), in percent with one decimal. */
  returnRate: number;
  cancelledQuantity: number;
  /** Delivered plus cancelled: the total the spec's tooltip names. */
  totalQuantity: number;
}

interface Props {
  rates: readonly ReturnRateRow[];
  title: string;
  color: string;
  layout: Layout;
}

/**
 * Dissatisfied products: the return rate in percent per product as bars, the tooltip with the rate, the returned
 * and the total quantity; a bar or the table's name opens the product's page.
 */
export function ReturnRateView({ rates, title, color, layout }: Props) {
  const T = MSG.adminStatistics;
  const navigate = useNavigate();
  return (
    <ChartAndTable
      layout={layout}
      chart={(tableId) => (
        <BarChart
          bars={rates.map((r) => ({
            key: r.productNo,
            name: r.name,
            value: r.returnRate,
            tooltip: [
              r.name,
              T.returnTip(formatPercent(r.returnRate), formatCount(r.cancelledQuantity), formatCount(r.totalQuantity)),
            ],
          }))}
          title={T.chartOf(title)}
          describedBy={tableId}
          color={color}
          formatTick={formatPercent}
          onSelect={(no) => void navigate(statisticsPaths.productDetail(no))}
          size={layout}
        />
      )}
      table={(tableId) => (
        <StatTable
          id={tableId}
          caption={T.tableOf(title)}
          rows={rates}
          rowKey={(r) => r.productNo}
          columns={[
            { header: T.rank, numeric: true, cell: (_, i) => i + 1 },
            {
              header: T.product,
              cell: (r) => <Link to={statisticsPaths.productDetail(r.productNo)}>{r.name}</Link>,
            },
            { header: T.rate, numeric: true, cell: (r) => formatPercent(r.returnRate) },
            { header: T.returned, numeric: true, cell: (r) => formatCount(r.cancelledQuantity) },
            { header: T.totalQuantity, numeric: true, cell: (r) => formatCount(r.totalQuantity) },
          ]}
        />
      )}
    />
  );
}
