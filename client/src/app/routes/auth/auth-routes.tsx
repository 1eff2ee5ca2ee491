import type { RouteObject } from 'react-router';
import { ComingSoonRoute } from '../common/coming-soon-route';
import { lazyPage } from '../lazy-page';

/** /user/auth/*: login works now; registration and password reset come with their issues. */
export const authRoutes: RouteObject[] = [
  {
    path: 'auth/login',
    ...lazyPage(
      () => import('./auth-pages'),
      (m) => m.LoginPage,
    ),
  },
  { path: 'auth/register', element: <ComingSoonRoute /> },
  { path: 'auth/findPass', element: <ComingSoonRoute /> },
];
