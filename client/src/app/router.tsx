import { Navigate, createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { ShopLayout } from '../components/layouts/shop-layout';
import { paths } from '../lib/paths';
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
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    // While the first page's chunk loads: nothing yet (the page is empty for a few milliseconds).
    hydrateFallbackElement: null,
    children: [
      { index: true, element: <Navigate to={paths.home()} replace /> },
      {
        id: 'shop',
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
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
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

/**
 * The admin console's routes (routes/admin/sections.tsx) join the router when an /admin address is first opened, so
 * the storefront's first load carries neither them nor the console's chunk list. Patching twice changes nothing.
 */
export const discoverConsole: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!/^\/admin(\/|$)/i.test(path)) return;
  const { adminRoutes, noPermissionRoute } = await import('./routes/admin/sections');
  patch('root', [adminRoutes]);
  patch('shop', [noPermissionRoute]);
};

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: discoverConsole });
}

/**
 * Resolves once the router has loaded the first page's lazy route, so the first render shows that page: until then
 * the page's first screen the server put into #root (its app shell) stays, instead of an empty fallback.
 */
export function whenRouterReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
