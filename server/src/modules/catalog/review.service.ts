import type { EntityManager } from '@mikro-orm/postgresql';
import { MSG } from '../../common/messages.js';
import type { User } from '../user/user.entity.js';
import { Review } from './review.entity.js';

/** The newest reviews across the shop, for the home page carousel. */
export function latestReviews(em: EntityManager, limit: number): Promise<Review[]> {
  return em.find(Review, {}, { orderBy: { date: 'desc', no: 'desc' }, limit });
}

export function findReview(em: EntityManager, no: number): Promise<Review | null> {
  return em.findOne(Review, { no });
}

/** Loads the authors and products of these reviews, one statement each, for the documented JSON shapes. */
export async function withReviewDetails<T extends Review | Review[]>(em: EntityManager, reviews: T): Promise<T> {
  await em.populate(reviews as Review[], ['user', 'product']);
  return reviews;
}

/** A withdrawn member's nickname is gone; their words stay, signed as a withdrawn member. */
export function displayNickname(user: User): string {
  return user.withdrawnAt ? MSG.profile.withdrawnMember : (user.nickname ?? '');
}

/** The reviews written for these order lines, keyed by line number, in one statement. */
export async function reviewsOfLines(em: EntityManager, lineNos: readonly number[]): Promise<Map<number, Review>> {
  const reviews = await em.find(Review, { orderProduct: { $in: [...lineNos] } });
  return new Map(reviews.map((r) => [r.orderProduct.unwrap().no, r]));
}
