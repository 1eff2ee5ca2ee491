import { useQuery } from '@apollo/client/react';
import { BestProductsQuery } from '../operations';
import type { DayRange } from '../period';
import type { Layout } from './chart-and-table';
import { ProductSalesView } from './product-sales-view';
import { StatsState } from './stats-state';

interface Props {
  range: DayRange;
  limit: number;
  title: string;
  color: string;
  layout: Layout;
}

/** The products sold most in the range (popular products, or this month's). */
export function ProductSalesSection({ range, limit, title, color, layout }: Props) {
  const { data, error } = useQuery(BestProductsQuery, { variables: { ...range, limit } });
  return (
    <StatsState data={data?.bestProducts} error={error} isEmpty={(p) => p.length === 0}>
      {(products) => <ProductSalesView products={products} title={title} color={color} layout={layout} />}
    </StatsState>
  );
}
