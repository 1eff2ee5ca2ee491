import { pageArgs, rowRef } from '@scene-shop/domain';
import { mapPage } from '../../common/paging.js';
import { fromText } from '../../common/schemas.js';
import { isAdmin } from '../../context/policy.js';
import { route } from '../../context/route.js';
import type { Review } from './review.entity.js';
import { reviewJson } from './review.json.js';
import * as reviews from './review.service.js';

/**
 * The admin console's review (admin-console §3) adds the reviewer's login id as `userid`. Login ids are not public:
 * only the admin reads them here, anyone else reads null (so the answer is kept per session: it depends on who asks).
 */
const consoleReviewJson = (r: Review, showsLoginId: boolean) => ({
  ...reviewJson(r),
  userid: showsLoginId ? (r.listed?.loginId ?? null) : null,
});

export const reviewRoutes = [
  /** Public read of a product's reviews, as the product detail page and the admin console's review panel use it. */
  route({
    method: 'GET',
    path: '/api/admin/product/:no/reviews',
    policy: 'anyone',
    cache: { reads: ['review', 'users', 'product', 'order_product'] },
    params: fromText(rowRef),
    query: fromText(pageArgs(3), { sort: true }),
    handle: async ({ ctx, params, query }) => {
      const page = await reviews.listProductReviews(ctx, { ...query, productNo: params.no });
      const showsLoginId = isAdmin(ctx.viewer);
      return mapPage(page, (r) => consoleReviewJson(r, showsLoginId));
    },
  }),
];
