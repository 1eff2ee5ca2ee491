import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';

const pages = () => import('./admin-pages');

/** /admin/help/* (admin-console §2): the notices (still to come) and the chat. */
export const helpRoutes: RouteObject[] = [
  { path: 'help', ...lazyPage(pages, (m) => m.HelpRoute) },
  { path: 'help/chat', ...lazyPage(pages, (m) => m.AdminChatPage) },
];
