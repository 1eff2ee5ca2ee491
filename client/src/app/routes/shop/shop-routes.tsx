import type { RouteObject } from 'react-router';
import { ProductDetailRoute } from './product-detail-route';
import { ProductListRoute } from './product-list-route';
import { ReviewDetailRoute } from './review-detail-route';

/** The public shop pages under /user (shop §2); cart, order and purchase need a login and live elsewhere. */
export const shopRoutes: RouteObject[] = [
  { path: 'shop/productlist', element: <ProductListRoute /> },
  { path: 'shop/productlist/detail/:no', element: <ProductDetailRoute /> },
  { path: 'shop/review/:no', element: <ReviewDetailRoute /> },
];
