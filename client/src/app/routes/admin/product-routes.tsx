import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';

const pages = () => import('./product-pages');

/** /admin/product/* (admin-console §2): the grid, add, edit and the product's detail. */
export const productRoutes: RouteObject[] = [
  { path: 'product', ...lazyPage(pages, (m) => m.ProductListPage) },
  { path: 'product/insert', ...lazyPage(pages, (m) => m.ProductInsertPage) },
  { path: 'product/update/:no', ...lazyPage(pages, (m) => m.ProductUpdatePage) },
  { path: 'product/detail/:no', ...lazyPage(pages, (m) => m.ProductDetailRoute) },
];
