import type { RouteObject } from 'react-router';
import { paths } from '../../../lib/paths';
import { ComingSoonRoute } from '../common/coming-soon-route';

/** /admin/community/* (admin-console §2). */
export const communityRoutes: RouteObject[] = [
  { path: 'community/*', element: <ComingSoonRoute home={paths.admin()} /> },
];
