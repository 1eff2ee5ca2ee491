import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';

/** The style area's module (its layout) hands out these pages; see style-layout.tsx. */
const area = () => import('./style-layout');

/** Profiles and follow lists; any other list than followee or follower is not found. */
export const styleProfileRoutes: RouteObject[] = [
  { path: 'profile/:userNo', ...lazyPage(area, (m) => m.ProfileRoute) },
  { path: ':userNo/followList/followee', ...lazyPage(area, (m) => m.FolloweeListRoute) },
  { path: ':userNo/followList/follower', ...lazyPage(area, (m) => m.FollowerListRoute) },
];
