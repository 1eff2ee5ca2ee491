import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { ShopLayout } from '../components/layouts/shop-layout';
import { paths } from '../lib/paths';
import { adminRoutes, noPermissionRoute } from './routes/admin/admin-routes';
import { authRoutes } from './routes/auth/auth-routes';
import { memberRoutes } from './routes/auth/member-routes';
import { NotFoundRoute } from './routes/common/not-found-route';
import { RouteError } from './routes/common/route-error';
import { HeaderTools } from './routes/header-tools';
import { lazyPage } from './routes/lazy-page';
import { mainRoutes } from './routes/main/main-routes';
import { RootLayout } from './routes/root-layout';
import { searchRoutes } from './routes/search/search-routes';
import { shopRoutes } from './routes/shop/shop-routes';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // While the first page's chunk loads: nothing yet (the page is empty for a few milliseconds).
    hydrateFallbackElement: null,
    children: [
      { index: true, element: <Navigate to={paths.home()} replace /> },
      {
        element: <ShopLayout headerTools={<HeaderTools />} />,
        children: [
          {
            path: 'user',
            children: [
              { index: true, element: <Navigate to={paths.home()} replace /> },
              ...mainRoutes,
              ...authRoutes,
              ...memberRoutes,
              ...shopRoutes,
              ...searchRoutes,
              {
                path: 'test',
                ...lazyPage(
                  () => import('./routes/style/style-guide-route'),
                  (m) => m.StyleGuideRoute,
                ),
              },
              { path: '*', element: <NotFoundRoute /> },
            ],
          },
          noPermissionRoute,
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      adminRoutes,
      {
        path: 'playground',
        ...lazyPage(
          () => import('../features/playground/components/playground-page'),
          (m) => m.PlaygroundPage,
        ),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
