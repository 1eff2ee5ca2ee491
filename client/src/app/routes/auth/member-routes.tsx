import type { RouteObject } from 'react-router';
import { RequireLogin } from '../../../features/auth/components/require-login';
import { chatRoute } from '../chat/chat-routes';
import { lazyPage } from '../lazy-page';
import { mypageRoute } from '../mypage/mypage-routes';
import { shopMemberRoutes } from '../shop/shop-routes';
import { styleRoute } from '../style/style-routes';

/** Spec §6: cart, ordering, style community, my-page and chat need a login. */
export const memberRoutes: RouteObject[] = [
  {
    element: <RequireLogin />,
    children: [mypageRoute, styleRoute, ...shopMemberRoutes, chatRoute],
  },
  // After leaving there is no session any more: the farewell page is public.
  {
    path: 'success/delete',
    ...lazyPage(
      () => import('./auth-pages'),
      (m) => m.WithdrawalDonePage,
    ),
  },
];
