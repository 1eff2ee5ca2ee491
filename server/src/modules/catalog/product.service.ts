import type { EntityManager } from '@mikro-orm/postgresql';
import { toPage, type Page } from '../../common/paging.js';
import { Product } from './product.entity.js';
import { productListQuery } from './product-list.sql.js';
import { ProductSort, type ProductListArgs } from './product.inputs.js';

type ListRow = Record<string, unknown> & { total: number; no: number | null };

/**
 * The shop's catalogue: products on sale, filtered and sorted by the database over the whole catalogue; the page and
 * its total in one statement (productListQuery).
 */
export async function listProducts(em: EntityManager, args: ProductListArgs): Promise<Page<Product>> {
  const query = productListQuery({
    sort: args.sort ?? ProductSort.LATEST,
    category: args.category,
    excludeSoldOut: args.excludeSoldOut,
    page: args.page,
    size: args.size,
  });
  const rows = await em.execute<ListRow[]>(query.sql, query.params);
  const content = rows.filter((r) => r.no !== null).map(({ total: _total, ...columns }) => em.map(Product, columns));
  return toPage(content, rows[0]?.total ?? 0, args.page, args.size);
}

export function findProduct(em: EntityManager, no: number): Promise<Product | null> {
  return em.findOne(Product, { no });
}
