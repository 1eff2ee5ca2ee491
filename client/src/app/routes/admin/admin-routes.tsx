import type { RouteObject } from 'react-router';
import { paths } from '../../../lib/paths';
import { ComingSoonRoute } from '../common/coming-soon-route';
import { NotFoundRoute } from '../common/not-found-route';
import { lazyPage } from '../lazy-page';
import { communityRoutes } from './community-routes';
import { fashionRoutes } from './fashion-routes';
import { helpRoutes } from './help-routes';
import { ordersRoutes } from './orders-routes';
import { productRoutes } from './product-routes';
import { promotionRoutes } from './promotion-routes';
import { statisticsRoutes } from './statistics-routes';

const pages = () => import('./admin-pages');
const sections = ['help'];

/** /admin/* behind the admin guard (admin-console §2); the sections are filled by later issues. */
export const adminRoutes: RouteObject = {
  path: 'admin',
  ...lazyPage(pages, (m) => m.RequireAdmin),
  children: [
    {
      ...lazyPage(pages, (m) => m.AdminLayout),
      children: [
        ...productRoutes,
        ...ordersRoutes,
        ...communityRoutes,
        ...promotionRoutes,
        ...helpRoutes,
        ...statisticsRoutes,
        ...fashionRoutes,
        ...sections.map((s) => ({ path: `${s}/*`, element: <ComingSoonRoute home={paths.admin()} /> })),
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ],
};

/** Outside the admin guard, or the guard would send people here in a loop. */
export const noPermissionRoute: RouteObject = { path: 'admin/auth', ...lazyPage(pages, (m) => m.NoPermissionPage) };
