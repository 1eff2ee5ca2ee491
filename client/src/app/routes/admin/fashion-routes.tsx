import type { RouteObject } from 'react-router';
import { paths } from '../../../lib/paths';
import { ComingSoonRoute } from '../common/coming-soon-route';

/** /admin/fashion/* (admin-console §2): shows, their characters, and the character editor. */
export const fashionRoutes: RouteObject[] = [{ path: 'fashion/*', element: <ComingSoonRoute home={paths.admin()} /> }];
