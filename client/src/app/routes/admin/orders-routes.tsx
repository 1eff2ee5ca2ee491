import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';

const pages = () => import('./orders-pages');

/** /admin/orders (admin-console §2); ?order={no} opens that order. */
export const ordersRoutes: RouteObject[] = [{ path: 'orders', ...lazyPage(pages, (m) => m.OrdersRoute) }];
