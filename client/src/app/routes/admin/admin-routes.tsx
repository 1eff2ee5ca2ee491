import type { RouteObject } from 'react-router';
import { AdminHomePage } from '../../../features/admin-shell/components/admin-home-page';
import { AdminLayout } from '../../../features/admin-shell/components/admin-layout';
import { RequireAdmin } from '../../../features/admin-shell/components/require-admin';
import { ComingSoonRoute } from '../common/coming-soon-route';
import { NotFoundRoute } from '../common/not-found-route';

const sections = ['fashion', 'product', 'orders', 'community', 'promotion', 'help', 'statistics'];

/** /admin/* behind the admin guard (admin-console §2); the sections are filled by later issues. */
export const adminRoutes: RouteObject = {
  path: 'admin',
  element: <RequireAdmin />,
  children: [
    {
      element: <AdminLayout />,
      children: [
        { index: true, element: <AdminHomePage /> },
        ...sections.map((s) => ({ path: `${s}/*`, element: <ComingSoonRoute home="/admin" /> })),
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ],
};
