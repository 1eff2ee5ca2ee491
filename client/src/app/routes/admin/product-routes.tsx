import type { RouteObject } from 'react-router';
import { paths } from '../../../lib/paths';
import { ComingSoonRoute } from '../common/coming-soon-route';

/** /admin/product/* (admin-console §2). */
export const productRoutes: RouteObject[] = [{ path: 'product/*', element: <ComingSoonRoute home={paths.admin()} /> }];
