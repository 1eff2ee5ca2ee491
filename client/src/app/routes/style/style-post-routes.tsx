import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';

/** The style area's module (its layout) hands out these pages; see style-layout.tsx. */
const area = () => import('./style-layout');

/** Feed, own posts and trash, write and edit (spec §2). */
export const stylePostRoutes: RouteObject[] = [
  { index: true, ...lazyPage(area, (m) => m.FeedRoute) },
  { path: 'list/:userNo', ...lazyPage(area, (m) => m.MyPostsRoute) },
  { path: 'write', ...lazyPage(area, (m) => m.PostWriteRoute) },
  { path: 'write/:productNo', ...lazyPage(area, (m) => m.PostWriteRoute) },
  { path: 'write/edit/:postNo', ...lazyPage(area, (m) => m.PostEditRoute) },
];
