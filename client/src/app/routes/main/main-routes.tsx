import type { RouteObject } from 'react-router';
import { ShowDetailPage } from '../../../features/show/components/show-detail-page';
import { ShowListPage } from '../../../features/show/components/show-list-page';
import { MainRoute } from './main-route';

/** /user/main/* (storefront §2). */
export const mainRoutes: RouteObject[] = [
  { path: 'main', element: <MainRoute /> },
  { path: 'main/show', element: <ShowListPage /> },
  { path: 'main/sub/:no', element: <ShowDetailPage /> },
];
