import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { ShopLayout } from '../components/layouts/shop-layout';
import { AlertBell } from '../features/alert/components/alert-bell';
import { CartLink } from '../features/cart/components/cart-link';
import { NoPermissionPage } from '../features/admin-shell/components/no-permission-page';
import { PlaygroundPage } from '../features/playground/components/playground-page';
import { adminRoutes } from './routes/admin/admin-routes';
import { authRoutes } from './routes/auth/auth-routes';
import { memberRoutes } from './routes/auth/member-routes';
import { NotFoundRoute } from './routes/common/not-found-route';
import { RouteError } from './routes/common/route-error';
import { mainRoutes } from './routes/main/main-routes';
import { RootLayout } from './routes/root-layout';
import { shopRoutes } from './routes/shop/shop-routes';

/** Feature controls in the header, before the profile menu: the alert bell (members only), then the cart. */
const headerTools = (
  <>
    <AlertBell />
    <CartLink />
  </>
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/user/main" replace /> },
      {
        element: <ShopLayout headerTools={headerTools} />,
        children: [
          {
            path: 'user',
            children: [
              { index: true, element: <Navigate to="/user/main" replace /> },
              ...mainRoutes,
              ...authRoutes,
              ...memberRoutes,
              ...shopRoutes,
              { path: '*', element: <NotFoundRoute /> },
            ],
          },
          // Outside the admin guard, or the guard would send people here in a loop.
          { path: 'admin/auth', element: <NoPermissionPage /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      adminRoutes,
      { path: 'playground', element: <PlaygroundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
