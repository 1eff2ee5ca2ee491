import { ProductCategory } from '../../common/enums.js';
import { planNodes, type PlanNode } from '../../common/explain-plan.js';
import { ProductSort } from './product.inputs.js';
import type { ProductListFilter } from './product-list.sql.js';

/** Tables that grow with the shop (hundreds of thousands of rows at scale 100): never read whole by a hot query. */
export const LARGE_TABLES = new Set([
  'product',
  'review',
  'users',
  'orders',
  'order_product',
  'post',
  'character',
  'style',
  'style_item',
  'item',
]);

/** The large tables a plan reads with a sequential scan. */
export function largeTableSeqScans(plan: PlanNode): string[] {
  return planNodes(plan)
    .filter((n) => n['Node Type'] === 'Seq Scan' && LARGE_TABLES.has(n['Relation Name'] ?? ''))
    .map((n) => n['Relation Name']!);
}

export const LIST_PAGE_SIZE = 9;

/**
 * Every combination the product list offers: each sort, without and with a category (the largest, 상의), without
 * and with the sold-out filter, on the first page and the middle page (the deepest a page-numbered walk from
 * either end needs). `totalOf` counts the products on sale matching an SQL condition.
 */
export async function hotListFilters(totalOf: (where: string) => Promise<number>): Promise<ProductListFilter[]> {
  const filters: ProductListFilter[] = [];
  for (const category of [null, ProductCategory.TOP]) {
    for (const excludeSoldOut of [false, true]) {
      const where = `${category ? `and category = '${category}'` : ''} ${excludeSoldOut ? 'and stock > 0' : ''}`;
      const middle = Math.floor(Math.ceil((await totalOf(where)) / LIST_PAGE_SIZE) / 2);
      for (const sort of Object.values(ProductSort)) {
        for (const page of [0, middle]) filters.push({ sort, category, excludeSoldOut, page, size: LIST_PAGE_SIZE });
      }
    }
  }
  return filters;
}
