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
export function restRouters(): Router {
  const router = Router();
  router.use(
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
  );
  return router;
}
