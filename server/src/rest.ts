import { Router } from 'express';
import { catalogRest } from './modules/catalog/catalog.rest.js';
import { myReviewRest } from './modules/catalog/my-review.rest.js';
import { homeRest } from './modules/home/home.rest.js';
import { scrapRest } from './modules/member/scrap.rest.js';
import { noticeRest } from './modules/notice/notice.rest.js';
import { orderRest } from './modules/order/order.rest.js';
import { couponRest } from './modules/promotion/coupon.rest.js';
import { showRest } from './modules/show/show.rest.js';
import { accountRest } from './modules/user/account.rest.js';
import { authRest } from './modules/user/auth.rest.js';

/** Every REST shim router; each holds no rules of its own and calls the service behind the GraphQL field. */
const routers = [
  authRest,
  showRest,
  homeRest,
  scrapRest,
  catalogRest,
  orderRest,
  couponRest,
  myReviewRest,
  noticeRest,
  accountRest,
];

export function restRouters(): Router {
  const router = Router();
  router.use(...routers);
  return router;
}

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every documented route (method and Express path pattern), for contract and hostile-input tests. */
export function shimRoutes(): { method: string; path: string }[] {
  return routers.flatMap((r) =>
    (r.stack as RouteLayer[]).flatMap((layer) =>
      layer.route
        ? Object.keys(layer.route.methods).map((m) => ({ method: m.toUpperCase(), path: layer.route!.path }))
        : [],
    ),
  );
}
