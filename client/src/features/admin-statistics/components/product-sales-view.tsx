import { Link, useNavigate } from 'react-router';
import { formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { countTick, formatChange, formatCount, percentChange } from '../figures';
import { statisticsPaths } from '../statistics-paths';
import { BarChart } from './bar-chart';
import { ChartAndTable, type Layout } from './chart-and-table';
import { StatTable } from './stat-table';

export interface ProductSalesRow {
  productNo: number;
  name: string;
  quantity: number;
  revenue: number;
  previousQuantity: number;
}

interface Props {
  products: readonly ProductSalesRow[];
  title: string;
  color: string;
  layout: Layout;
}

/** Popular products: quantity sold per product as bars; a bar or the table's name opens the product's page. */
export function ProductSalesView({ products, title, color, layout }: Props) {
  const T = MSG.adminStatistics;
  const navigate = useNavigate();
  return (
    <ChartAndTable
      layout={layout}
      chart={(tableId) => (
        <BarChart
          bars={products.map((p) => ({
            key: p.productNo,
            name: p.name,
            value: p.quantity,
            tooltip: [T.quantityTip(p.name, formatCount(p.quantity))],
          }))}
          title={T.chartOf(title)}
          describedBy={tableId}
          color={color}
          formatTick={countTick}
          onSelect={(no) => void navigate(statisticsPaths.productDetail(no))}
          size={layout}
        />
      )}
      table={(tableId) => (
        <StatTable
          id={tableId}
          caption={T.tableOf(title)}
          rows={products}
          rowKey={(p) => p.productNo}
          columns={[
            { header: T.rank, numeric: true, cell: (_, i) => i + 1 },
            {
              header: T.product,
              cell: (p) => <Link to={statisticsPaths.productDetail(p.productNo)}>{p.name}</Link>,
            },
            { header: T.quantity, numeric: true, cell: (p) => formatCount(p.quantity) },
            { header: T.revenue, numeric: true, cell: (p) => formatWon(p.revenue) },
            { header: T.previousQuantity, numeric: true, cell: (p) => formatCount(p.previousQuantity) },
            {
              header: T.change,
              numeric: true,
              cell: (p) => formatChange(percentChange(p.quantity, p.previousQuantity)),
            },
          ]}
        />
      )}
    />
  );
}
