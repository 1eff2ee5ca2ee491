import { MSG } from '../../../lib/messages';
import { formatCount, formatPercent } from '../figures';
import type { Layout } from './chart-and-table';
import { ProductRankingView } from './product-ranking-view';

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
  return (
    <ProductRankingView
      rows={rates}
      title={title}
      color={color}
      layout={layout}
      value={(r) => r.returnRate}
      tooltip={(r) => [
        r.name,
        T.returnTip(formatPercent(r.returnRate), formatCount(r.cancelledQuantity), formatCount(r.totalQuantity)),
      ]}
      formatTick={formatPercent}
      figures={[
        { header: T.rate, numeric: true, cell: (r) => formatPercent(r.returnRate) },
        { header: T.returned, numeric: true, cell: (r) => formatCount(r.cancelledQuantity) },
        { header: T.totalQuantity, numeric: true, cell: (r) => formatCount(r.totalQuantity) },
      ]}
    />
  );
}
