import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';

const pages = () => import('./promotion-pages');

/** /admin/promotion/* (admin-console §2): the coupon and popup cards, and the three forms. */
export const promotionRoutes: RouteObject[] = [
  { path: 'promotion', ...lazyPage(pages, (m) => m.PromotionRoute) },
  { path: 'promotion/coupon', ...lazyPage(pages, (m) => m.CouponFormPage) },
  { path: 'promotion/advertise', ...lazyPage(pages, (m) => m.AdvertiseRoute) },
  { path: 'promotion/popup', ...lazyPage(pages, (m) => m.PopupFormPage) },
];
