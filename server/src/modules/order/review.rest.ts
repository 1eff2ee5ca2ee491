import { pageArgs, rowRef } from '@scene-shop/domain';
import { mapPage } from '../../common/paging.js';
import { fromText } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import { reviewJson } from './review.json.js';
import * as reviews from './review.service.js';

export const reviewRoutes = [
  /** Public read of a product's reviews, as the product detail page uses it. */
  route({
    method: 'GET',
    path: '/api/admin/product/:no/reviews',
    policy: 'anyone',
    cache: { reads: ['review', 'users', 'product'] },
    params: fromText(rowRef),
    query: fromText(pageArgs(3), { sort: true }),
    handle: async ({ ctx, params, query }) =>
      mapPage(await reviews.listProductReviews(ctx, { ...query, productNo: params.no }), reviewJson),
  }),
];
