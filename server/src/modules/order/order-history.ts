import type { MemberOrdersArgsValue } from '@scene-shop/domain';
import { toPage, type Page } from '../../common/paging.js';
import { entityColumns, mapRow, prefixed } from '../../common/entity-rows.js';
import type { Context } from '../../context/context.js';
import { Product } from '../catalog/product.entity.js';
import { Review } from './review.entity.js';
import { OrderProduct } from './order-product.entity.js';
import { Order } from './order.entity.js';

export interface OrderHistoryArgs extends MemberOrdersArgsValue {
  /** Read the lines' reviews too (GraphQL's `review` and `reviewable` of each line). */
  reviews?: boolean;
}

export interface OrderHistory {
  page: Page<Order>;
  /** With `reviews`: every line of the page and its review (null when none). */
  reviewOfLine: Map<number, Review | null>;
}

/**
 * A member's orders, newest first, with their lines (in line order) and products, and with `reviews` the lines'
 * reviews: the page, its lines, products and reviews in one hand-written statement and the count in another, at
 * once. The rows become managed entities (`mapRow`) and each order's `lines` collection is filled, so GraphQL's
 * lines, products and `reviewable` need no further query.
 */
export async function orderHistory(
  ctx: Context,
  { userNo, page, size, reviews = false }: OrderHistoryArgs,
): Promise<OrderHistory> {
  const { em } = ctx;
  const [rows, [counted]] = await Promise.all([
    em.execute<Record<string, unknown>[]>(
      `select ${entityColumns(em, Order, 'o', 'o_')}, ${entityColumns(em, OrderProduct, 'l', 'l_')},
              ${entityColumns(em, Product, 'p', 'p_')}${reviews ? `, ${entityColumns(em, Review, 'r', 'r_')}` : ''}
         from (select * from orders where user_no = ? order by no desc limit ? offset ?) o
         left join order_product l on l.order_no = o.no
         left join product p on p.no = l.product_no
         ${reviews ? 'left join review r on r.order_product_no = l.no' : ''}
        order by o.no desc, l.no`,
      [userNo, size, page * size],
    ),
    em.execute<{ total: number }[]>('select count(*)::int as total from orders where user_no = ?', [userNo]),
  ]);
  const byNo = new Map<number, { order: Order; lines: OrderProduct[] }>();
  const reviewOfLine = new Map<number, Review | null>();
  for (const row of rows) {
    const orderNo = row.o_no as number;
    let entry = byNo.get(orderNo);
    if (!entry) {
      entry = { order: mapRow(em, Order, prefixed(row, 'o_')), lines: [] };
      byNo.set(orderNo, entry);
    }
    if (row.l_no === null) continue;
    mapRow(em, Product, prefixed(row, 'p_'));
    entry.lines.push(mapRow(em, OrderProduct, prefixed(row, 'l_')));
    if (reviews)
      reviewOfLine.set(row.l_no as number, row.r_no === null ? null : mapRow(em, Review, prefixed(row, 'r_')));
  }
  const orders = [...byNo.values()].map(({ order, lines }) => {
    order.lines.hydrate(lines);
    return order;
  });
  return { page: toPage(orders, counted?.total ?? 0, page, size), reviewOfLine };
}
