import type { Readable } from 'node:stream';
import { LockMode, type FilterQuery } from '@mikro-orm/core';
import {
  discountedPrice,
  type AdminProductListArgsValue,
  type ProductEditInputValue,
  type ProductInputValue,
  type ProductNamesArgsValue,
  type RowRef,
} from '@scene-shop/domain';
import { notFound } from '../../common/errors.js';
import { AUTOCOMPLETE_LIMIT } from '../../common/search-terms.js';
import type { DomainEvent } from '../../common/events.js';
import { pageWindow, toPage, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { AuditSubject } from '../audit/audit-entry.entity.js';
import { auditOf } from '../audit/audit.service.js';
import type { ProductSalesMonth } from './admin-product.inputs.js';
import { lockSizes } from './option-stock.js';
import { Product } from './product.entity.js';

/** What the audit trail keeps of a product. */
const AUDITED = [
  'name',
  'price',
  'contents',
  'category',
  'colorFamily',
  'stock',
  'discountRate',
  'available',
  'pic',
] as const;
type Snapshot = Pick<Product, (typeof AUDITED)[number]>;
const productAudit = auditOf(
  AuditSubject.PRODUCT,
  (p: Product): Snapshot => Object.fromEntries(AUDITED.map((k) => [k, p[k]])) as Snapshot,
);

/** `%`, `_` and `\` in a search term are letters, not patterns. */
const likeText = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Midnight of a Korea day (YYYY-MM-DD), `plusDays` later. */
const koreaMidnight = (day: string, plusDays = 0) =>
  new Date(new Date(`${day}T00:00:00+09:00`).getTime() + plusDays * 86_400_000);

/** The admin's grid: every product (on sale or not), filtered over the whole catalogue, newest first; 2 statements. */
export async function adminProducts(ctx: Context, args: AdminProductListArgsValue): Promise<Page<Product>> {
  const where: FilterQuery<Product> = {};
  const term = args.searchTerm;
  if (term) where.name = { $ilike: likeText(term) };
  if (args.startDate || args.endDate)
    where.date = {
      ...(args.startDate ? { $gte: koreaMidnight(args.startDate) } : {}),
      ...(args.endDate ? { $lt: koreaMidnight(args.endDate, 1) } : {}),
    };
  if (args.category) where.category = args.category;
  const [rows, total] = await ctx.em.findAndCount(Product, where, { orderBy: { no: 'desc' }, ...pageWindow(args) });
  return toPage(rows, total, args.page, args.size);
}

/** Up to 10 product names containing the term, shortest first; a blank term reads nothing (§5). */
export async function productNames(ctx: Context, { term }: ProductNamesArgsValue): Promise<string[]> {
  if (!term) return [];
  const rows = await ctx.em.execute<{ name: string }[]>(
    `select name from product where name ilike ? group by name order by length(name), name limit ?`,
    [likeText(term), AUTOCOMPLETE_LIMIT],
  );
  return rows.map((r) => r.name);
}

export async function adminProduct(ctx: Context, { no }: RowRef): Promise<Product> {
  const product = await ctx.em.findOne(Product, { no });
  if (!product) throw notFound();
  return product;
}

/**
 * Units and won per month over the product's orders that were not cancelled, oldest month first: the month rows
 * of the sales rollup (a month whose every line was cancelled is left out).
 */
export async function productSales(ctx: Context, { no }: RowRef): Promise<ProductSalesMonth[]> {
  await adminProduct(ctx, { no });
  const rows = await ctx.em.execute<{ month: string; quantity: string; revenue: string }[]>(
    `select to_char(period, 'YYYY-MM') as month, quantity, revenue from sales_product_rollup
      where product_no = ? and grain = 'm' and lines > 0 order by period`,
    [no],
  );
  return rows.map((r) => ({ month: r.month, quantity: Number(r.quantity), revenue: Number(r.revenue) }));
}

/**
 * Locks the product's sizes and then the product (as orders do: a 'mark sold out' takes the sizes' stock too),
 * applies the change, audits it and records the events `news` finds in it (before and after); they are delivered
 * after the commit.
 */
async function change(
  ctx: Context,
  no: number,
  action: string,
  apply: (product: Product, soldByOptions: boolean) => void,
  news: (before: Snapshot, after: Product) => DomainEvent[] = () => [],
): Promise<Product> {
  const viewer = requireViewer(ctx);
  const { product, recorded } = await ctx.em.transactional(async (tem) => {
    const soldByOptions = (await lockSizes(tem, no)).length > 0;
    const product = await tem.findOne(Product, { no }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!product) throw notFound();
    const before = await productAudit.changed(tem, viewer, product, action, (p) => apply(p, soldByOptions));
    // Sold out means every size sold out; their trigger brings the product's stock to the 0 set above.
    if (soldByOptions && product.stock === 0 && before.stock !== 0) {
      await tem.execute('update product_option set stock = 0 where product_no = ? and not retired', [no]);
    }
    return { product, recorded: await ctx.events.record(tem, ...news(before, product)) };
  });
  await ctx.events.deliver(recorded);
  return product;
}

/** A restock (stock from 0 to above 0) and a lower discounted price are news to the members who follow it. */
function productNews(before: Snapshot, after: Product): DomainEvent[] {
  const productNo = after.no;
  const from = discountedPrice(before.price, before.discountRate);
  const to = discountedPrice(after.price, after.discountRate);
  return [
    ...(before.stock === 0 && after.stock > 0 ? [{ name: 'product.restocked' as const, payload: { productNo } }] : []),
    ...(to < from ? [{ name: 'product.priceDropped' as const, payload: { productNo, from, to } }] : []),
  ];
}

/** 'mark sold out': the stock goes to 0 (§4), every size's too. */
export async function markSoldOut(ctx: Context, { no }: RowRef): Promise<Product> {
  return change(ctx, no, 'soldOut', (p) => (p.stock = 0));
}

/** 'end sale': the product leaves the shop (available false) but stays in orders, reviews and the admin grid. */
export async function endSale(ctx: Context, { no }: RowRef): Promise<Product> {
  return change(ctx, no, 'endSale', (p) => (p.available = false));
}

/** A new or changed product's image: a stream of the upload, or none. */
export interface ProductImage {
  image: Readable | null;
}

export async function createProduct(
  ctx: Context,
  { image, ...fields }: ProductInputValue & ProductImage,
): Promise<Product> {
  const viewer = requireViewer(ctx);
  const pic = image ? (await ctx.storage.save(image, 'product')).url : null;
  return ctx.em.transactional(async (tem) => {
    const product = tem.create(Product, { ...fields, pic });
    await productAudit.created(tem, viewer, product);
    return product;
  });
}

/**
 * Edits a product; a new image replaces the old one. Members who follow the product hear of a restock (stock from 0
 * to above 0) and of a lower price, once the change is committed.
 */
export async function updateProduct(
  ctx: Context,
  { no, image, ...fields }: ProductEditInputValue & RowRef & ProductImage,
): Promise<Product> {
  const pic = image ? (await ctx.storage.save(image, 'product')).url : undefined;
  // A product sold by sizes keeps the sum of their stock (README: Sizes and colours): the console edits them instead.
  return change(
    ctx,
    no,
    'update',
    (p, soldByOptions) => Object.assign(p, fields, soldByOptions ? { stock: p.stock } : {}, pic ? { pic } : {}),
    productNews,
  );
}
