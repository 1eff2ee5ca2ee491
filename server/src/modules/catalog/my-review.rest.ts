import { Router } from 'express';
import { filePart, jsonPart, multipartJson } from '../../common/multipart.js';
import { handle, intParam, ownMemberNo, pageQuery } from '../../common/rest.js';
import { requireViewer } from '../../context/auth-checker.js';
import { reviewsJson } from './catalog.json.js';
import * as mine from './my-review.service.js';
import type { ReviewInput } from './review.inputs.js';

export const myReviewRest = Router();

type ReviewDto = ReviewInput & { userNo: number; orderProductNo: number };

const reviewInput = (dto: Partial<ReviewDto>) => ({ contents: dto.contents as string, score: dto.score as number });

myReviewRest.post(
  '/api/list/review/:orderProductNo',
  multipartJson('reviewDto', 'pic'),
  handle(async (req, ctx) => {
    const dto = jsonPart<ReviewDto>(req, 'reviewDto');
    const userNo = dto.userNo === undefined ? requireViewer(ctx).no : ownMemberNo(ctx, dto.userNo);
    const lineNo = intParam(req.params.orderProductNo, 'orderProductNo');
    const review = await mine.writeReview(ctx.em, ctx.storage, userNo, lineNo, reviewInput(dto), filePart(req, 'pic'));
    return (await reviewsJson(ctx.em, [review]))[0];
  }),
);

myReviewRest.put(
  '/api/review/update/:no',
  multipartJson('reviewDto', 'pic'),
  handle(async (req, ctx) => {
    const dto = jsonPart<ReviewDto>(req, 'reviewDto');
    const review = await mine.updateReview(
      ctx.em,
      ctx.storage,
      requireViewer(ctx),
      intParam(req.params.no, 'no'),
      reviewInput(dto),
      filePart(req, 'pic'),
    );
    return (await reviewsJson(ctx.em, [review]))[0];
  }),
);

myReviewRest.delete(
  '/api/review/delete/:no',
  handle(async (req, ctx) => ({
    result: await mine.deleteReview(ctx.em, requireViewer(ctx), intParam(req.params.no, 'no')),
  })),
);

myReviewRest.get(
  '/api/mypage/review/:userNo',
  handle(async (req, ctx) => {
    const userNo = ownMemberNo(ctx, req.params.userNo, 'userNo');
    const page = await mine.myReviews(ctx.em, userNo, pageQuery(req.query, 5));
    return { reviews: { ...page, content: await reviewsJson(ctx.em, page.content) } };
  }),
);

myReviewRest.get(
  '/api/mypage/review/detail/:no',
  handle(async (req, ctx) => {
    const review = await mine.reviewForViewer(ctx.em, requireViewer(ctx), intParam(req.params.no, 'no'));
    return (await reviewsJson(ctx.em, [review]))[0];
  }),
);

myReviewRest.get(
  '/api/review/check/:userNo/:orderProductNo',
  handle(async (req, ctx) => {
    const userNo = ownMemberNo(ctx, req.params.userNo, 'userNo');
    return { result: await mine.canReview(ctx.em, userNo, intParam(req.params.orderProductNo, 'orderProductNo')) };
  }),
);
