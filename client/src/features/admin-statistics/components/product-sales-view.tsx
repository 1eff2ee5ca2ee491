import { formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { countTick, formatChange, formatCount, percentChange } from '../figures';
import type { Layout } from './chart-and-table';
import { ProductRankingView } from './product-ranking-view';

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
  return (
    <ProductRankingView
      rows={products}
      title={title}
      color={color}
      layout={layout}
      value={(p) => p.quantity}
      tooltip={(p) => [T.quantityTip(p.name, formatCount(p.quantity))]}
      formatTick={countTick}
      figures={[
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
  );
}
