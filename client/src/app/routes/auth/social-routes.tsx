import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';

const pages = () => import('./auth-pages');

/** The providers' ways back (spec §2: /callback and /callback/naver) and the profile completion after a signup. */
export const socialRoutes: RouteObject[] = [
  { path: 'callback', ...lazyPage(pages, (m) => m.KakaoCallbackPage) },
  { path: 'callback/naver', ...lazyPage(pages, (m) => m.NaverCallbackPage) },
  { path: 'auth/signup/:provider', ...lazyPage(pages, (m) => m.SocialSignupPage) },
];
