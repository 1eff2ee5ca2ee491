import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';

const pages = () => import('./fashion-pages');

/** /admin/fashion/* (admin-console §2): shows, their characters, and the character editor. */
export const fashionRoutes: RouteObject[] = [
  { path: 'fashion', ...lazyPage(pages, (m) => m.FashionPage) },
  { path: 'fashion/show/:no', ...lazyPage(pages, (m) => m.FashionShowRoute) },
  { path: 'fashion/character/:no', ...lazyPage(pages, (m) => m.CharacterEditorPage) },
];
