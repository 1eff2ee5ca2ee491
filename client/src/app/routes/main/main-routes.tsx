import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';

const home = () => import('./home-route');
const pages = () => import('./main-pages');

/** /user/main/* (storefront §2). */
export const mainRoutes: RouteObject[] = [
  { path: 'main', ...lazyPage(home, (m) => m.HomeRoute) },
  { path: 'main/show', ...lazyPage(pages, (m) => m.ShowListPage) },
  { path: 'main/sub/:no', ...lazyPage(pages, (m) => m.ShowDetailRoute) },
];
