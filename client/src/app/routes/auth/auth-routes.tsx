import type { RouteObject } from 'react-router';
import { LoginPage } from '../../../features/auth/components/login-page';
import { ComingSoonRoute } from '../common/coming-soon-route';

/** /user/auth/*: login works now; registration and password reset come with their issues. */
export const authRoutes: RouteObject[] = [
  { path: 'auth/login', element: <LoginPage /> },
  { path: 'auth/register', element: <ComingSoonRoute /> },
  { path: 'auth/findPass', element: <ComingSoonRoute /> },
];
