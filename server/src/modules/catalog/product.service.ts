import type { FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { pageWindow, toPage, type Page, type PageArgs } from '../../common/paging.js';
import { Product } from './product.entity.js';
import { ProductSort, type ProductListArgs } from './product.inputs.js';
import { Review } from './review.entity.js';

/** Every sort ends on the number, so pages never overlap or skip rows that tie. */
const ORDER: Record<ProductSort, QueryOrderMap<Product>> = {
  [ProductSort.LATEST]: { date: 'desc', no: 'desc' },
  [ProductSort.SALES]: { salesCount: 'desc', no: 'desc' },
  [ProductSort.PRICE_HIGH]: { salePrice: 'desc', no: 'desc' },
  [ProductSort.PRICE_LOW]: { salePrice: 'asc', no: 'asc' },
  [ProductSort.RATING]: { avgScore: 'desc', reviewCount: 'desc', no: 'desc' },
};

/** The shop's catalogue: products on sale, filtered and sorted by the database over the whole catalogue. */
export async function listProducts(em: EntityManager, args: ProductListArgs): Promise<Page<Product>> {
  const where: FilterQuery<Product> = { available: true };
  if (args.category) where.category = args.category;
  if (args.excludeSoldOut) where.stock = { $gt: 0 };
  const [rows, total] = await em.findAndCount(Product, where, {
    orderBy: ORDER[args.sort ?? ProductSort.LATEST],
    ...pageWindow(args),
  });
  return toPage(rows, total, args.page, args.size);
}

export function findProduct(em: EntityManager, no: number): Promise<Product | null> {
  return em.findOne(Product, { no });
}

/** A product's reviews, newest first. */
export async function listProductReviews(em: EntityManager, productNo: number, args: PageArgs): Promise<Page<Review>> {
  const [rows, total] = await em.findAndCount(
    Review,
    { product: productNo },
    { orderBy: { date: 'desc', no: 'desc' }, ...pageWindow(args) },
  );
  return toPage(rows, total, args.page, args.size);
}
