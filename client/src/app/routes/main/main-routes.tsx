import type { RouteObject } from 'react-router';
import { ShowListPage } from '../../../features/show/components/show-list-page';
import { HomeRoute } from './home-route';
import { ShowDetailRoute } from './show-detail-route';

/** /user/main/* (storefront §2). */
export const mainRoutes: RouteObject[] = [
  { path: 'main', element: <HomeRoute /> },
  { path: 'main/show', element: <ShowListPage /> },
  { path: 'main/sub/:no', element: <ShowDetailRoute /> },
];
