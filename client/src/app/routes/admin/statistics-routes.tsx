import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';

const pages = () => import('./statistics-pages');

/**
 * The dashboard at /admin and the statistics screens under /admin/statistics (admin-console §2), with the sales
 * attributed to shows beyond the spec. Their own chunk: the charts never reach the storefront's first load.
 */
export const statisticsRoutes: RouteObject[] = [
  { index: true, ...lazyPage(pages, (m) => m.DashboardPage) },
  { path: 'statistics/monthly-revenue', ...lazyPage(pages, (m) => m.MonthlyRevenuePage) },
  { path: 'statistics/bestseller', ...lazyPage(pages, (m) => m.BestsellerPage) },
  { path: 'statistics/monthly-bestseller', ...lazyPage(pages, (m) => m.MonthlyBestsellerPage) },
  { path: 'statistics/return', ...lazyPage(pages, (m) => m.ReturnRatePage) },
  { path: 'statistics/shows', ...lazyPage(pages, (m) => m.ShowsPage) },
];
