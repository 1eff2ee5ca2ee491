import type { EntityManager } from '@mikro-orm/postgresql';
import type { LatestReviewsArgsValue, ProductReviewsArgsValue, RowRef } from '@scene-shop/domain';
import { MSG } from '../../common/messages.js';
import { toPage, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { entityColumns, mapRow, prefixed } from '../../common/entity-rows.js';
import { Product } from '../catalog/product.entity.js';
import { latestReviewsSql, PRODUCT_REVIEWS_SQL } from './review-list.sql.js';
import { Review } from './review.entity.js';

/** A row of review-list.sql.ts: the review's columns and what the list shows beside it. */
type ListedReviewRow = Record<string, unknown> & {
  no: number | null;
  listed_nickname: string | null;
  listed_login_id: string | null;
  listed_withdrawn_at: Date | null;
  listed_product_name: string;
  listed_option_label: string | null;
};

/**
 * A review of a list with its author's display name and login id and its product's name (`listed`), not hydrating
 * either entity.
 */
function listedReview(
  em: EntityManager,
  {
    listed_nickname,
    listed_login_id,
    listed_withdrawn_at,
    listed_product_name,
    listed_option_label,
    ...columns
  }: ListedReviewRow,
): Review {
  const review = em.map(Review, columns);
  review.listed = {
    nickname: listed_withdrawn_at ? MSG.profile.withdrawnMember : (listed_nickname ?? ''),
    loginId: listed_login_id,
    productName: listed_product_name,
    optionLabel: listed_option_label,
  };
  return review;
}

/** The product columns of a latest-reviews row are named so. */
const PRODUCT_PREFIX = 'listed_p_';

/**
 * The newest reviews across the shop, for the home page carousel, with their products loaded (the carousel names
 * them): one statement.
 */
export async function latestReviews(ctx: Context, { limit }: LatestReviewsArgsValue): Promise<Review[]> {
  const { em } = ctx;
  const rows = await em.execute<ListedReviewRow[]>(latestReviewsSql(entityColumns(em, Product, 'p', PRODUCT_PREFIX)), [
    limit,
  ]);
  return rows.map((row) => {
    const product = prefixed(row, PRODUCT_PREFIX);
    mapRow(em, Product, product);
    const review: ListedReviewRow = { ...row };
    for (const column in product) delete review[`${PRODUCT_PREFIX}${column}`];
    return listedReview(em, review);
  });
}

/** A product's reviews, newest first, with their authors' names and login ids and product's name: one statement. */
export async function listProductReviews(
  ctx: Context,
  { productNo, page, size }: ProductReviewsArgsValue,
): Promise<Page<Review>> {
  const rows = await ctx.em.execute<(ListedReviewRow & { total: number })[]>(PRODUCT_REVIEWS_SQL, [
    productNo,
    productNo,
    size,
    page * size,
  ]);
  const content = rows.filter((r) => r.no !== null).map(({ total: _total, ...row }) => listedReview(ctx.em, row));
  return toPage(content, rows[0]?.total ?? 0, page, size);
}

export function findReview(ctx: Context, { no }: RowRef): Promise<Review | null> {
  return ctx.em.findOne(Review, { no });
}

/** Loads the authors and products of these reviews, one statement each, for the documented JSON shapes. */
export async function withReviewDetails<T extends Review | Review[]>(ctx: Context, reviews: T): Promise<T> {
  await ctx.em.populate(reviews as Review[], ['user', 'product']);
  return reviews;
}
