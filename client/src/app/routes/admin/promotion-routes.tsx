import type { RouteObject } from 'react-router';
import { paths } from '../../../lib/paths';
import { ComingSoonRoute } from '../common/coming-soon-route';

/** /admin/promotion/* (admin-console §2). */
export const promotionRoutes: RouteObject[] = [
  { path: 'promotion/*', element: <ComingSoonRoute home={paths.admin()} /> },
];
