import type { EntityManager } from '@mikro-orm/postgresql';
import { MSG } from '../../common/messages.js';
import { toPage, type Page, type PageArgs } from '../../common/paging.js';
import { LATEST_REVIEWS_SQL, PRODUCT_REVIEWS_SQL } from './review-list.sql.js';
import { Review } from './review.entity.js';

/** A row of review-list.sql.ts: the review's columns and what the list shows beside it. */
export type ListedReviewRow = Record<string, unknown> & {
  no: number | null;
  listed_nickname: string | null;
  listed_withdrawn_at: Date | null;
  listed_product_name: string;
};

/** A review of a list with its author's display name and product name (`listed`), not hydrating either entity. */
export function listedReview(
  em: EntityManager,
  { listed_nickname, listed_withdrawn_at, listed_product_name, ...columns }: ListedReviewRow,
): Review {
  const review = em.map(Review, columns);
  review.listed = {
    nickname: listed_withdrawn_at ? MSG.profile.withdrawnMember : (listed_nickname ?? ''),
    productName: listed_product_name,
  };
  return review;
}

/** The newest reviews across the shop, for the home page carousel: one statement. */
export async function latestReviews(em: EntityManager, limit: number): Promise<Review[]> {
  const rows = await em.execute<ListedReviewRow[]>(LATEST_REVIEWS_SQL, [limit]);
  return rows.map((row) => listedReview(em, row));
}

/** A product's reviews, newest first, with their authors' and product's names: one statement. */
export async function listProductReviews(em: EntityManager, productNo: number, args: PageArgs): Promise<Page<Review>> {
  const rows = await em.execute<(ListedReviewRow & { total: number })[]>(PRODUCT_REVIEWS_SQL, [
    productNo,
    productNo,
    args.size,
    args.page * args.size,
  ]);
  const content = rows.filter((r) => r.no !== null).map(({ total: _total, ...row }) => listedReview(em, row));
  return toPage(content, rows[0]?.total ?? 0, args.page, args.size);
}

export function findReview(em: EntityManager, no: number): Promise<Review | null> {
  return em.findOne(Review, { no });
}

/** Loads the authors and products of these reviews, one statement each, for the documented JSON shapes. */
export async function withReviewDetails<T extends Review | Review[]>(em: EntityManager, reviews: T): Promise<T> {
  await em.populate(reviews as Review[], ['user', 'product']);
  return reviews;
}

/** The reviews written for these order lines, keyed by line number, in one statement. */
export async function reviewsOfLines(em: EntityManager, lineNos: readonly number[]): Promise<Map<number, Review>> {
  const reviews = await em.find(Review, { orderProduct: { $in: [...lineNos] } });
  return new Map(reviews.map((r) => [r.orderProduct.unwrap().no, r]));
}
