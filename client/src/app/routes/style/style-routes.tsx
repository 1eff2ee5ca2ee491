import type { RouteObject } from 'react-router';
import { styleDetailRoutes } from './style-detail-routes';
import { stylePostRoutes } from './style-post-routes';
import { styleProfileRoutes } from './style-profile-routes';

/** The style community (spec §2, login required): every page sits beside the own-profile panel of the layout. */
export const styleRoute: RouteObject = {
  path: 'style',
  lazy: async () => ({ Component: (await import('./style-layout')).StyleLayout }),
  children: [...stylePostRoutes, ...styleDetailRoutes, ...styleProfileRoutes],
};
