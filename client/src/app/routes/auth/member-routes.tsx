import type { RouteObject } from 'react-router';
import { RequireLogin } from '../../../features/auth/components/require-login';
import { ComingSoonRoute } from '../common/coming-soon-route';

/** Spec §6: cart, style community, my-page and chat need a login. Their pages arrive with later issues. */
export const memberRoutes: RouteObject[] = [
  {
    element: <RequireLogin />,
    children: [
      { path: 'mypage/*', element: <ComingSoonRoute /> },
      { path: 'style/*', element: <ComingSoonRoute /> },
      { path: 'shop/cart', element: <ComingSoonRoute /> },
      { path: 'chat', element: <ComingSoonRoute /> },
    ],
  },
];
