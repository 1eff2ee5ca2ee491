import { ProductCategory } from '../../common/enums.js';
import { ProductSort } from './product.inputs.js';

/** Every sort ends on the number, so pages never overlap or skip rows that tie; each has its list index. */
export const PRODUCT_ORDER: Record<ProductSort, string> = {
  [ProductSort.LATEST]: 'date desc, no desc',
  [ProductSort.SALES]: 'sales_count desc, no desc',
  [ProductSort.PRICE_HIGH]: 'sale_price desc, no desc',
  [ProductSort.PRICE_LOW]: 'sale_price asc, no asc',
  [ProductSort.RATING]: 'avg_score desc, review_count desc, no desc',
};

export interface ProductListFilter {
  sort: ProductSort;
  category?: ProductCategory | null;
  excludeSoldOut: boolean;
  page: number;
  size: number;
}

export interface SqlWithParams {
  sql: string;
  params: (string | number)[];
}

const qualified = (order: string, alias: string) =>
  order
    .split(', ')
    .map((term) => `${alias}.${term}`)
    .join(', ');

/**
 * One statement for a page of the shop's list and its total:
 * - the total is the sum of the maintained counts (product_count), never a count over the catalogue;
 * - the page is a deferred join: the numbers of the page are found in the sort's list index (an index-only scan
 *   that skips the offset inside the index, the sold-out filter on the stock it carries), then only those rows are
 *   read from the table.
 * With no row on the page (past the end, or an empty shop) it still answers one row, with the total and no product.
 */
export function productListQuery(filter: ProductListFilter): SqlWithParams {
  const order = PRODUCT_ORDER[filter.sort];
  const category = filter.category ? [filter.category] : [];
  const where = [
    'available',
    ...(filter.category ? ['category = ?'] : []),
    ...(filter.excludeSoldOut ? ['stock > 0'] : []),
  ];
  const counted = [...(filter.category ? ['category = ?'] : []), ...(filter.excludeSoldOut ? ['in_stock'] : [])];
  return {
    sql: `select c.total, p.*
      from (select coalesce(sum(n), 0)::int as total from product_count
             ${counted.length ? `where ${counted.join(' and ')}` : ''}) c
      left join (select p.* from (select no from product where ${where.join(' and ')}
                                   order by ${order} limit ? offset ?) k
                 join product p on p.no = k.no) p on true
      order by ${qualified(order, 'p')}`,
    params: [...category, ...category, filter.size, filter.page * filter.size],
  };
}
