import { issue } from '@scene-shop/domain';
import { z } from 'zod';
import { idNumber, idText, pageQuery, text } from '../../common/schemas.js';
import { requireViewer } from '../../context/policy.js';
import { mapPage } from '../../common/paging.js';
import { route } from '../../context/route.js';
import * as mine from './my-review.service.js';
import { reviewJson } from './review.json.js';
import { withReviewDetails } from './review.service.js';

/** The `reviewDto` part; userNo and orderProductNo are accepted as the original client sends them. */
const reviewDto = z.strictObject({
  no: idNumber().optional(),
  userNo: idNumber().optional(),
  orderProductNo: idNumber().optional(),
  productName: text(200).optional(),
  contents: z.string({ error: issue('review.contentsRequired') }).max(1000, issue('review.contentsTooLong')),
  score: z.number({ error: issue('review.scoreRequired') }).int(issue('review.scoreRequired')),
});

const multipart = { json: 'reviewDto', file: 'pic' };

export const myReviewRoutes = [
  route({
    method: 'POST',
    path: '/api/list/review/:orderProductNo',
    policy: 'member',
    multipart,
    params: z.strictObject({ orderProductNo: idText() }),
    body: reviewDto,
    author: ({ body }) => body.userNo,
    handle: async ({ ctx, params, body, file }) => {
      const { contents, score } = body;
      const review = await mine.writeReview(
        ctx.em,
        ctx.storage,
        requireViewer(ctx).no,
        params.orderProductNo,
        { contents, score },
        file,
      );
      return reviewJson(await withReviewDetails(ctx.em, review));
    },
  }),
  route({
    method: 'PUT',
    path: '/api/review/update/:no',
    policy: 'member',
    multipart,
    params: z.strictObject({ no: idText() }),
    body: reviewDto,
    author: ({ body }) => body.userNo,
    handle: async ({ ctx, params, body, file }) => {
      const { contents, score } = body;
      const review = await mine.updateReview(
        ctx.em,
        ctx.storage,
        requireViewer(ctx),
        params.no,
        { contents, score },
        file,
      );
      return reviewJson(await withReviewDetails(ctx.em, review));
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/review/delete/:no',
    policy: 'member',
    params: z.strictObject({ no: idText() }),
    handle: async ({ ctx, params }) => ({ result: await mine.deleteReview(ctx.em, requireViewer(ctx), params.no) }),
  }),
  route({
    method: 'GET',
    path: '/api/mypage/review/:userNo',
    policy: 'member',
    cache: { reads: ['review', 'product', 'users'] },
    params: z.strictObject({ userNo: idText() }),
    query: z.strictObject(pageQuery(5)),
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params, query }) => {
      const page = await mine.myReviews(ctx.em, params.userNo, query);
      await withReviewDetails(ctx.em, page.content);
      return { reviews: mapPage(page, reviewJson) };
    },
  }),
  route({
    method: 'GET',
    path: '/api/mypage/review/detail/:no',
    policy: 'member',
    params: z.strictObject({ no: idText() }),
    handle: async ({ ctx, params }) =>
      reviewJson(await withReviewDetails(ctx.em, await mine.reviewForViewer(ctx.em, requireViewer(ctx), params.no))),
  }),
  route({
    method: 'GET',
    path: '/api/review/check/:userNo/:orderProductNo',
    policy: 'member',
    params: z.strictObject({ userNo: idText(), orderProductNo: idText() }),
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params }) => ({
      result: await mine.canReview(ctx.em, params.userNo, params.orderProductNo),
    }),
  }),
];
