import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';

const pages = () => import('./community-pages');

/** /admin/community (admin-console §2): post moderation. */
export const communityRoutes: RouteObject[] = [{ path: 'community', ...lazyPage(pages, (m) => m.CommunityRoute) }];
