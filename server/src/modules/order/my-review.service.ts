import { msg } from '@scene-shop/domain';
import type { Readable } from 'node:stream';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderState } from '../../common/enums.js';
import { conflict, forbidden, notFound } from '../../common/errors.js';
import { pageWindow, toPage, type Page, type PageArgs } from '../../common/paging.js';
import type { Storage } from '../../common/storage.js';
import { toInput, validateInput } from '../../common/validation.js';
import { isAdmin } from '../../context/policy.js';
import type { Viewer } from '../../context/policy.js';
import { OrderProduct } from './order-product.entity.js';
import { User } from '../user/user.entity.js';
import { ReviewInput } from './review.inputs.js';
import { Review } from './review.entity.js';

/** The order line if the member may review it now: theirs, delivered, still on sale and not reviewed yet. */
async function reviewableLine(em: EntityManager, userNo: number, lineNo: number): Promise<OrderProduct | null> {
  const line = await em.findOne(OrderProduct, { no: lineNo }, { populate: ['order', 'product'] });
  if (!line || line.order.getEntity().user.unwrap().no !== userNo) return null;
  if (line.order.getEntity().state !== OrderState.DELIVERED || !line.product.getEntity().available) return null;
  return (await em.count(Review, { orderProduct: lineNo })) === 0 ? line : null;
}

export async function canReview(em: EntityManager, userNo: number, lineNo: number): Promise<boolean> {
  return (await reviewableLine(em, userNo, lineNo)) !== null;
}

async function checked(raw: ReviewInput): Promise<ReviewInput> {
  const input = toInput(ReviewInput, { score: raw?.score, contents: raw?.contents?.trim() });
  await validateInput(input);
  return input;
}

/** Keeps the product's review count and score sum in step with its reviews, atomically. */
const adjustProduct = (em: EntityManager, productNo: number, count: number, score: number) =>
  em.execute('update product set review_count = review_count + ?, score_sum = score_sum + ? where no = ?', [
    count,
    score,
    productNo,
  ]);

export async function writeReview(
  em: EntityManager,
  storage: Storage,
  userNo: number,
  lineNo: number,
  raw: ReviewInput,
  image: Readable | null,
): Promise<Review> {
  const input = await checked(raw);
  const line = await reviewableLine(em, userNo, lineNo);
  if (!line) throw conflict(msg('review.notAllowed'), 'orderProductNo');
  const pic = image ? (await storage.save(image, 'review')).url : null;
  return em.transactional(async (tem) => {
    const review = tem.create(Review, {
      orderProduct: tem.getReference(OrderProduct, lineNo),
      product: line.product.unwrap(),
      user: tem.getReference(User, userNo),
      contents: input.contents,
      score: input.score,
      pic,
    });
    await tem.flush();
    await adjustProduct(tem, line.product.unwrap().no, 1, input.score);
    return review;
  });
}

/** The review if the viewer wrote it; `admin` lets the administrator read or delete anyone's, never edit it. */
async function ownReview(em: EntityManager, viewer: Viewer, no: number, admin = false): Promise<Review> {
  const review = await em.findOne(Review, { no });
  if (!review) throw notFound();
  if (review.user.unwrap().no !== viewer.no && !(admin && isAdmin(viewer))) throw forbidden();
  return review;
}

export async function updateReview(
  em: EntityManager,
  storage: Storage,
  viewer: Viewer,
  no: number,
  raw: ReviewInput,
  image: Readable | null,
): Promise<Review> {
  const input = await checked(raw);
  const review = await ownReview(em, viewer, no);
  const pic = image ? (await storage.save(image, 'review')).url : review.pic;
  return em.transactional(async (tem) => {
    const locked = await tem.findOneOrFail(Review, { no }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const diff = input.score - locked.score;
    Object.assign(locked, { contents: input.contents, score: input.score, pic });
    await tem.flush();
    if (diff !== 0) await adjustProduct(tem, locked.product.unwrap().no, 0, diff);
    return locked;
  });
}

export async function deleteReview(em: EntityManager, viewer: Viewer, no: number): Promise<boolean> {
  await ownReview(em, viewer, no, true);
  return em.transactional(async (tem) => {
    const [row] = await tem.execute<{ product_no: number; score: number }[]>(
      'delete from review where no = ? returning product_no, score',
      [no],
    );
    // A concurrent delete already took it: nothing left to adjust.
    if (row) await adjustProduct(tem, row.product_no, -1, -row.score);
    return true;
  });
}

export async function myReviews(em: EntityManager, userNo: number, args: PageArgs): Promise<Page<Review>> {
  const [rows, total] = await em.findAndCount(
    Review,
    { user: userNo },
    { orderBy: { no: 'desc' }, ...pageWindow(args) },
  );
  return toPage(rows, total, args.page, args.size);
}

export const reviewForViewer = (em: EntityManager, viewer: Viewer, no: number): Promise<Review> =>
  ownReview(em, viewer, no, true);
