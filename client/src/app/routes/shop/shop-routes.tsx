import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';

const pages = () => import('./shop-pages');

/** The public shop pages under /user (shop §2). */
export const shopRoutes: RouteObject[] = [
  { path: 'shop/productlist', ...lazyPage(pages, (m) => m.ProductListRoute) },
  { path: 'shop/productlist/detail/:no', ...lazyPage(pages, (m) => m.ProductDetailRoute) },
  { path: 'shop/review/:no', ...lazyPage(pages, (m) => m.ReviewDetailRoute) },
];

/** Cart, order and purchase: the same area, behind the login guard. */
export const shopMemberRoutes: RouteObject[] = [
  { path: 'shop/cart', ...lazyPage(pages, (m) => m.CartRoute) },
  { path: 'shop/order/detail', ...lazyPage(pages, (m) => m.OrderRoute) },
  { path: 'shop/purchase', ...lazyPage(pages, (m) => m.PurchasePage) },
  { path: 'shop/payment/success', ...lazyPage(pages, (m) => m.PaymentSuccessRoute) },
  { path: 'shop/payment/fail', ...lazyPage(pages, (m) => m.PaymentFailPage) },
];
