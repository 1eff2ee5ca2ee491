import type { Readable } from 'node:stream';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  msg,
  type MemberReviewsArgsValue,
  type OrderLineRef,
  type ReviewCheckRef,
  type ReviewInputValue,
  type RowRef,
} from '@scene-shop/domain';
import { OrderState } from '../../common/enums.js';
import { conflict, forbidden, notFound } from '../../common/errors.js';
import { pageWindow, toPage, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { isAdmin, requireViewer } from '../../context/policy.js';
import { User } from '../user/user.entity.js';
import { OrderProduct } from './order-product.entity.js';
import { Review } from './review.entity.js';

/** A review as written or edited: the text and score, and the picture uploaded with it (if any). */
export type ReviewDraft = ReviewInputValue & { image: Readable | null };

/** The order line if the member may review it now: theirs, delivered, still on sale and not reviewed yet. */
async function reviewableLine(em: EntityManager, userNo: number, lineNo: number): Promise<OrderProduct | null> {
  const line = await em.findOne(OrderProduct, { no: lineNo }, { populate: ['order', 'product'] });
  if (!line || line.order.getEntity().user.unwrap().no !== userNo) return null;
  if (line.order.getEntity().state !== OrderState.DELIVERED || !line.product.getEntity().available) return null;
  return (await em.count(Review, { orderProduct: lineNo })) === 0 ? line : null;
}

/** Whether the member may review the line now. */
export async function canReview(ctx: Context, { userNo, orderProductNo }: ReviewCheckRef): Promise<boolean> {
  return (await reviewableLine(ctx.em, userNo, orderProductNo)) !== null;
}

/** Keeps the product's review count and score sum in step with its reviews, atomically. */
const adjustProduct = (em: EntityManager, productNo: number, count: number, score: number) =>
  em.execute('update product set review_count = review_count + ?, score_sum = score_sum + ? where no = ?', [
    count,
    score,
    productNo,
  ]);

/** The caller reviews one of their delivered lines; the picture is stored before the review is written. */
export async function writeReview(
  ctx: Context,
  { orderProductNo, contents, score, image }: ReviewDraft & OrderLineRef,
): Promise<Review> {
  const userNo = requireViewer(ctx).no;
  const line = await reviewableLine(ctx.em, userNo, orderProductNo);
  if (!line) throw conflict(msg('review.notAllowed'), 'orderProductNo');
  const pic = image ? (await ctx.storage.save(image, 'review')).url : null;
  return ctx.em.transactional(async (tem) => {
    const review = tem.create(Review, {
      orderProduct: tem.getReference(OrderProduct, orderProductNo),
      product: line.product.unwrap(),
      user: tem.getReference(User, userNo),
      contents,
      score,
      pic,
    });
    await tem.flush();
    await adjustProduct(tem, line.product.unwrap().no, 1, score);
    return review;
  });
}

/** The review if the viewer wrote it; `admin` lets the administrator read or delete anyone's, never edit it. */
async function ownReview(ctx: Context, no: number, admin = false): Promise<Review> {
  const viewer = requireViewer(ctx);
  const review = await ctx.em.findOne(Review, { no });
  if (!review) throw notFound();
  if (review.user.unwrap().no !== viewer.no && !(admin && isAdmin(viewer))) throw forbidden();
  return review;
}

/** The author edits their review; a new picture replaces the old one, none keeps it. */
export async function updateReview(
  ctx: Context,
  { no, contents, score, image }: ReviewDraft & RowRef,
): Promise<Review> {
  const review = await ownReview(ctx, no);
  const pic = image ? (await ctx.storage.save(image, 'review')).url : review.pic;
  return ctx.em.transactional(async (tem) => {
    const locked = await tem.findOneOrFail(Review, { no }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const diff = score - locked.score;
    Object.assign(locked, { contents, score, pic });
    await tem.flush();
    if (diff !== 0) await adjustProduct(tem, locked.product.unwrap().no, 0, diff);
    return locked;
  });
}

/** The author or the admin deletes a review; the product's rating loses it once. */
export async function deleteReview(ctx: Context, { no }: RowRef): Promise<boolean> {
  await ownReview(ctx, no, true);
  return ctx.em.transactional(async (tem) => {
    const [row] = await tem.execute<{ product_no: number; score: number }[]>(
      'delete from review where no = ? returning product_no, score',
      [no],
    );
    // A concurrent delete already took it: nothing left to adjust.
    if (row) await adjustProduct(tem, row.product_no, -1, -row.score);
    return true;
  });
}

/** A member's reviews, newest first. */
export async function myReviews(ctx: Context, { userNo, page, size }: MemberReviewsArgsValue): Promise<Page<Review>> {
  const [rows, total] = await ctx.em.findAndCount(
    Review,
    { user: userNo },
    { orderBy: { no: 'desc' }, ...pageWindow({ page, size }) },
  );
  return toPage(rows, total, page, size);
}

/** One review for its author or the admin. */
export const reviewForViewer = (ctx: Context, { no }: RowRef): Promise<Review> => ownReview(ctx, no, true);
