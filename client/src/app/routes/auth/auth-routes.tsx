import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';
import { socialRoutes } from './social-routes';

const pages = () => import('./auth-pages');

/** /user/auth/*: login, registration with its done page (two documented paths), password reset, the providers' callbacks and profile completion. */
export const authRoutes: RouteObject[] = [
  {
    path: 'auth/login',
    ...lazyPage(pages, (m) => m.LoginRoute),
  },
  ...socialRoutes,
  { path: 'auth/register', ...lazyPage(pages, (m) => m.RegisterPage) },
  { path: 'auth/success', ...lazyPage(pages, (m) => m.RegisterDonePage) },
  { path: 'register/success', ...lazyPage(pages, (m) => m.RegisterDonePage) },
  { path: 'auth/findPass', ...lazyPage(pages, (m) => m.FindPassPage) },
];
