import { discountedPrice, type MemberOrdersArgsValue } from '@scene-shop/domain';
import type { ProductCategory } from '../../common/enums.js';
import { toPage, type Page } from '../../common/paging.js';
import { entityColumns, mapRow, prefixed } from '../../common/entity-rows.js';
import type { Context } from '../../context/context.js';
import type { ProductFields } from '../catalog/catalog.json.js';
import { averageScore, Product } from '../catalog/product.entity.js';
import { Review } from './review.entity.js';
import { OrderProduct } from './order-product.entity.js';
import { Order } from './order.entity.js';
import type { OrderFields } from './order.json.js';

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

interface HistoryRow {
  o_no: number;
  o_state: string;
  o_price: number;
  o_discount: number;
  /** Timestamps come as PostgreSQL's text from a raw statement (MikroORM parses them the same way). */
  o_date: string;
  l_no: number | null;
  l_product_no: number;
  l_quantity: number;
  l_price: number;
  l_option_no: number | null;
  l_option_label: string | null;
  p_no: number | null;
  p_name: string;
  p_contents: string;
  p_pic: string | null;
  p_price: number;
  p_discount_rate: number;
  p_stock: number;
  p_available: boolean;
  p_category: ProductCategory;
  p_date: string;
  p_sales_count: number;
  p_score_sum: number;
  p_review_count: number;
}

/**
 * The same page for the order-history shim, as plain rows: the orders with their lines, and each of their products
 * once (in the order the lines name them). The shim's JSON needs no managed entity, and making them was most of the
 * CPU of its request.
 */
export async function orderHistoryRows(
  ctx: Context,
  { userNo, page, size }: MemberOrdersArgsValue,
): Promise<{ page: Page<OrderFields>; products: ProductFields[] }> {
  const { em } = ctx;
  const [rows, [counted]] = await Promise.all([
    em.execute<HistoryRow[]>(
      `select o.no as o_no, o.state as o_state, o.price as o_price, o.discount as o_discount, o.date as o_date,
              l.no as l_no, l.product_no as l_product_no, l.quantity as l_quantity, l.price as l_price,
              l.option_no as l_option_no, l.option_label as l_option_label,
              p.no as p_no, p.name as p_name, p.contents as p_contents, p.pic as p_pic, p.price as p_price,
              p.discount_rate as p_discount_rate, p.stock as p_stock, p.available as p_available,
              p.category as p_category, p.date as p_date, p.sales_count as p_sales_count,
              p.score_sum as p_score_sum, p.review_count as p_review_count
         from (select * from orders where user_no = ? order by no desc limit ? offset ?) o
         left join order_product l on l.order_no = o.no
         left join product p on p.no = l.product_no
        order by o.no desc, l.no`,
      [userNo, size, page * size],
    ),
    em.execute<{ total: number }[]>('select count(*)::int as total from orders where user_no = ?', [userNo]),
  ]);
  const orders = new Map<number, OrderFields>();
  const products = new Map<number, ProductFields>();
  for (const r of rows) {
    let order = orders.get(r.o_no);
    if (!order) {
      order = {
        no: r.o_no,
        state: r.o_state,
        price: r.o_price,
        discount: r.o_discount,
        date: new Date(r.o_date),
        lines: [],
      };
      orders.set(r.o_no, order);
    }
    if (r.l_no === null) continue;
    order.lines.push({
      no: r.l_no,
      productNo: r.l_product_no,
      quantity: r.l_quantity,
      price: r.l_price,
      optionNo: r.l_option_no,
      optionLabel: r.l_option_label,
    });
    if (r.p_no !== null && !products.has(r.p_no))
      products.set(r.p_no, {
        no: r.p_no,
        name: r.p_name,
        contents: r.p_contents,
        pic: r.p_pic,
        price: r.p_price,
        discountRate: r.p_discount_rate,
        discountedPrice: discountedPrice(r.p_price, r.p_discount_rate),
        stock: r.p_stock,
        available: r.p_available,
        category: r.p_category,
        date: new Date(r.p_date),
        salesCount: r.p_sales_count,
        score: averageScore(r.p_score_sum, r.p_review_count),
        reviewCount: r.p_review_count,
      });
  }
  return { page: toPage([...orders.values()], counted?.total ?? 0, page, size), products: [...products.values()] };
}
