import type { EntityManager } from '@mikro-orm/postgresql';
import { productSum, productTotals, type SalesScope } from './sales-scope.js';
import type { ProductReturnRate, ProductSales } from './statistics.types.js';

interface BestRow {
  product_no: number;
  name: string;
  pic: string | null;
  quantity: string;
  revenue: string;
  previous_quantity: string;
}

/**
 * The products with the most units sold in the scope, with their won and their units in the previous period: one
 * statement. A single granule (a year, a quarter, a month, all time) is read from the top index in order; a range
 * adds up its granules' units (won and the previous period are then looked up for the top products only).
 */
export async function bestProducts(em: EntityManager, scope: SalesScope, limit: number): Promise<ProductSales[]> {
  const totals = productTotals(scope.current, ['quantity']);
  const revenue = productSum(scope.current, 'revenue', 'top.product_no');
  const previous = productSum(scope.previous, 'quantity', 'top.product_no');
  const rows = await em.execute<BestRow[]>(
    `with top as (
       select * from (${totals.sql}) t where t.quantity > 0 order by t.quantity desc, t.product_no limit ?)
     select top.product_no, p.name, p.pic, top.quantity, ${revenue.sql} as revenue, ${previous.sql} as previous_quantity
       from top join product p on p.no = top.product_no
      order by top.quantity desc, top.product_no`,
    [...totals.params, limit, ...revenue.params, ...previous.params],
  );
  return rows.map((r) => ({
    productNo: r.product_no,
    name: r.name,
    pic: r.pic,
    quantity: Number(r.quantity),
    revenue: Number(r.revenue),
    previousQuantity: Number(r.previous_quantity),
  }));
}

interface RateRow {
  product_no: number;
  name: string;
  rate: string;
  delivered_quantity: string;
  cancelled_quantity: string;
}

/**
 * Products by return rate (cancelled ÷ (delivered + cancelled), in percent to one decimal), highest first, then by
 * that total; only products whose total reaches `minQuantity`. One statement.
 */
export async function returnRates(
  em: EntityManager,
  scope: SalesScope,
  limit: number,
  minQuantity: number,
): Promise<ProductReturnRate[]> {
  const totals = productTotals(scope.current, ['delivered_quantity', 'cancelled_quantity']);
  const rows = await em.execute<RateRow[]>(
    `with rated as (
       select t.product_no, t.delivered_quantity, t.cancelled_quantity,
           t.delivered_quantity + t.cancelled_quantity as total,
           round(t.cancelled_quantity * 100.0 / (t.delivered_quantity + t.cancelled_quantity), 1) as rate
         from (${totals.sql}) t where t.delivered_quantity + t.cancelled_quantity >= ?
        order by rate desc, total desc, t.product_no limit ?)
     select rated.*, p.name from rated join product p on p.no = rated.product_no
      order by rated.rate desc, rated.total desc, rated.product_no`,
    [...totals.params, minQuantity, limit],
  );
  return rows.map((r) => {
    const delivered = Number(r.delivered_quantity);
    const cancelled = Number(r.cancelled_quantity);
    return {
      productNo: r.product_no,
      name: r.name,
      returnRate: Number(r.rate),
      cancelledQuantity: cancelled,
      deliveredQuantity: delivered,
      totalQuantity: delivered + cancelled,
    };
  });
}
