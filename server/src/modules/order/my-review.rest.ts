import { orderLineRef, orderMemberRef, pageArgs, reviewCheckRef, reviewDto, rowRef } from '@scene-shop/domain';
import { mapPage } from '../../common/paging.js';
import { fromText } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import * as mine from './my-review.service.js';
import { reviewJson } from './review.json.js';
import { withReviewDetails } from './review.service.js';

const multipart = { json: 'reviewDto', file: 'pic' };
const noParam = fromText(rowRef);

export const myReviewRoutes = [
  route({
    method: 'POST',
    path: '/api/list/review/:orderProductNo',
    policy: 'member',
    multipart,
    params: fromText(orderLineRef),
    body: reviewDto,
    author: ({ body }) => body.userNo,
    handle: async ({ ctx, params, body: { contents, score }, file }) => {
      const review = await mine.writeReview(ctx, { ...params, contents, score, image: file });
      return reviewJson(await withReviewDetails(ctx, review));
    },
  }),
  route({
    method: 'PUT',
    path: '/api/review/update/:no',
    policy: 'member',
    multipart,
    params: noParam,
    body: reviewDto,
    author: ({ body }) => body.userNo,
    handle: async ({ ctx, params, body: { contents, score }, file }) => {
      const review = await mine.updateReview(ctx, { ...params, contents, score, image: file });
      return reviewJson(await withReviewDetails(ctx, review));
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/review/delete/:no',
    policy: 'member',
    params: noParam,
    handle: async ({ ctx, params }) => ({ result: await mine.deleteReview(ctx, params) }),
  }),
  route({
    method: 'GET',
    path: '/api/mypage/review/:userNo',
    policy: 'member',
    cache: { reads: ['review', 'product', 'users'] },
    params: fromText(orderMemberRef),
    query: fromText(pageArgs(5), { sort: true }),
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params, query }) => {
      const page = await mine.myReviews(ctx, { ...query, ...params });
      await withReviewDetails(ctx, page.content);
      return { reviews: mapPage(page, reviewJson) };
    },
  }),
  route({
    method: 'GET',
    path: '/api/mypage/review/detail/:no',
    policy: 'member',
    params: noParam,
    handle: async ({ ctx, params }) =>
      reviewJson(await withReviewDetails(ctx, await mine.reviewForViewer(ctx, params))),
  }),
  route({
    method: 'GET',
    path: '/api/review/check/:userNo/:orderProductNo',
    policy: 'member',
    params: fromText(reviewCheckRef),
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params }) => ({ result: await mine.canReview(ctx, params) }),
  }),
];
