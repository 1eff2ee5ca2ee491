import type { RouteObject } from 'react-router';
import { paths } from '../../../lib/paths';
import { ComingSoonRoute } from '../common/coming-soon-route';
import { NotFoundRoute } from '../common/not-found-route';
import { lazyPage } from '../lazy-page';

const pages = () => import('./admin-pages');
const sections = ['fashion', 'product', 'orders', 'community', 'promotion', 'help', 'statistics'];

/** /admin/* behind the admin guard (admin-console §2); the sections are filled by later issues. */
export const adminRoutes: RouteObject = {
  path: 'admin',
  ...lazyPage(pages, (m) => m.RequireAdmin),
  children: [
    {
      ...lazyPage(pages, (m) => m.AdminLayout),
      children: [
        { index: true, ...lazyPage(pages, (m) => m.AdminHomePage) },
        // Ranked above help/* by react-router; the rest of the help section is still to come.
        { path: 'help/chat', ...lazyPage(pages, (m) => m.AdminChatPage) },
        // The help section's page links to the chat (admin-console §2), which exists before the notices do.
        { path: 'help', ...lazyPage(pages, (m) => m.HelpRoute) },
        ...sections.map((s) => ({ path: `${s}/*`, element: <ComingSoonRoute home={paths.admin()} /> })),
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ],
};

/** Outside the admin guard, or the guard would send people here in a loop. */
export const noPermissionRoute: RouteObject = { path: 'admin/auth', ...lazyPage(pages, (m) => m.NoPermissionPage) };
