import type { RouteObject } from 'react-router';
import { paths } from '../../../lib/paths';
import { ComingSoonRoute } from '../common/coming-soon-route';
import { lazyPage } from '../lazy-page';

const pages = () => import('./statistics-pages');

/** The dashboard at /admin and the four screens under /admin/statistics (admin-console §2). */
export const statisticsRoutes: RouteObject[] = [
  { index: true, ...lazyPage(pages, (m) => m.AdminHomePage) },
  { path: 'statistics/*', element: <ComingSoonRoute home={paths.admin()} /> },
];
