import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';

/** The style area's module (its layout) hands out this page; see style-layout.tsx. */
const area = () => import('./style-layout');

/** A post's detail. */
export const styleDetailRoutes: RouteObject[] = [
  { path: 'detail/:postNo', ...lazyPage(area, (m) => m.PostDetailRoute) },
];
