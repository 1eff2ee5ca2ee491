import type { ProductListArgsValue, RowRef } from '@scene-shop/domain';
import { toPage, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { Product } from './product.entity.js';
import { productListQuery } from './product-list.sql.js';

type ListRow = Record<string, unknown> & { total: number; no: number | null };

/**
 * The shop's catalogue: products on sale, filtered and sorted by the database over the whole catalogue; the page and
 * its total in one statement (productListQuery).
 */
export async function listProducts(ctx: Context, args: ProductListArgsValue): Promise<Page<Product>> {
  const query = productListQuery(args);
  const rows = await ctx.em.execute<ListRow[]>(query.sql, query.params);
  const content = rows
    .filter((r) => r.no !== null)
    .map(({ total: _total, ...columns }) => ctx.em.map(Product, columns));
  return toPage(content, rows[0]?.total ?? 0, args.page, args.size);
}

export function findProduct(ctx: Context, { no }: RowRef): Promise<Product | null> {
  return ctx.em.findOne(Product, { no });
}
