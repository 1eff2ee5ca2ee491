import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';

const pages = () => import('./admin-pages');
const notices = () => import('./help-pages');

/** /admin/help/* (admin-console §2): the notices and the chat. */
export const helpRoutes: RouteObject[] = [
  { path: 'help', ...lazyPage(notices, (m) => m.NoticeListPage) },
  { path: 'help/notices/new', ...lazyPage(notices, (m) => m.NoticeAddPage) },
  { path: 'help/notices/:no', ...lazyPage(notices, (m) => m.NoticeEditRoute) },
  { path: 'help/chat', ...lazyPage(pages, (m) => m.AdminChatPage) },
];
