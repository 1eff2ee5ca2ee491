import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';

/**
 * Search results (spec §2, public): /user/search?name=&category=. The page shows the shop's product cards, so it
 * comes with the shop area's chunk rather than one of its own (every chunk costs the first load a file name).
 */
export const searchRoutes: RouteObject[] = [
  {
    path: 'search',
    ...lazyPage(
      () => import('../shop/shop-pages'),
      (m) => m.SearchRoute,
    ),
  },
];
