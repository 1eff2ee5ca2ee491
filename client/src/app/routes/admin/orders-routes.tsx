import type { RouteObject } from 'react-router';
import { paths } from '../../../lib/paths';
import { ComingSoonRoute } from '../common/coming-soon-route';

/** /admin/orders/* (admin-console §2). */
export const ordersRoutes: RouteObject[] = [{ path: 'orders/*', element: <ComingSoonRoute home={paths.admin()} /> }];
