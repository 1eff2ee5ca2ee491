import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { AdminMenuItem, AdminMenuLabel } from '../../../features/admin-shell/components/admin-menu';
import { paths } from '../../../lib/paths';
import { ComingSoonRoute } from '../common/coming-soon-route';
import { NotFoundRoute } from '../common/not-found-route';
import { lazyPage } from '../lazy-page';

/**
 * The admin console's sections (admin-console §2), one entry each: its pages under /admin and, for the top menu, the
 * label (a key of MSG.admin) of the link to its first page. The router and the menu are made from this list; a new
 * screen is its feature folder plus one entry here.
 *
 * The pages of a section are one chunk, loaded when the section is first opened, so neither the storefront nor the
 * rest of the console carries them; the chunk's module says which pages and compositions it holds.
 */
const shell = () => import('./admin-pages');
const statistics = () => import('./statistics-pages');
const fashion = () => import('./fashion-pages');
const product = () => import('./product-pages');
const orders = () => import('./orders-route');
const community = () => import('./community-route');
const promotion = () => import('./promotion-pages');
const help = () => import('./help-pages');

interface Section {
  menu?: AdminMenuLabel;
  pages: RouteObject[];
}

/** The page at `path` under /admin, picked from its section's chunk. */
function page<M>(path: string, load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject {
  return { path, ...lazyPage(load, pick) };
}

const SECTIONS: Section[] = [
  {
    // The dashboard and the statistics screens, with the sales attributed to shows beyond the spec.
    pages: [
      { index: true, ...lazyPage(statistics, (m) => m.DashboardRoute) },
      page('statistics/monthly-revenue', statistics, (m) => m.MonthlyRevenuePage),
      page('statistics/bestseller', statistics, (m) => m.BestsellerPage),
      page('statistics/monthly-bestseller', statistics, (m) => m.MonthlyBestsellerPage),
      page('statistics/return', statistics, (m) => m.ReturnRatePage),
      page('statistics/shows', statistics, (m) => m.ShowsPage),
    ],
  },
  {
    menu: 'fashion',
    pages: [
      page('fashion', fashion, (m) => m.FashionPage),
      page('fashion/show/:no', fashion, (m) => m.FashionShowRoute),
      page('fashion/character/:no', fashion, (m) => m.CharacterEditorPage),
    ],
  },
  {
    menu: 'product',
    pages: [
      page('product', product, (m) => m.ProductListPage),
      page('product/insert', product, (m) => m.ProductInsertPage),
      page('product/update/:no', product, (m) => m.ProductUpdatePage),
      page('product/detail/:no', product, (m) => m.ProductDetailRoute),
    ],
  },
  // ?order={no} opens that order.
  {
    menu: 'orders',
    pages: [
      page('orders', orders, (m) => m.OrdersRoute),
      page('orders/tracking', orders, (m) => m.TrackingImportPage),
      page('orders/payments', orders, (m) => m.ReconciliationPage),
    ],
  },
  { menu: 'community', pages: [page('community', community, (m) => m.CommunityRoute)] },
  {
    menu: 'promotion',
    pages: [
      page('promotion', promotion, (m) => m.PromotionRoute),
      page('promotion/coupon', promotion, (m) => m.CouponFormPage),
      page('promotion/advertise', promotion, (m) => m.AdvertiseRoute),
      page('promotion/popup', promotion, (m) => m.PopupFormPage),
    ],
  },
  {
    menu: 'support',
    pages: [
      page('help', help, (m) => m.NoticeListPage),
      page('help/notices/new', help, (m) => m.NoticeAddPage),
      page('help/notices/:no', help, (m) => m.NoticeEditRoute),
      page('help/chat', shell, (m) => m.AdminChatPage),
      { path: 'help/*', element: <ComingSoonRoute home={paths.admin()} /> },
    ],
  },
];

/** The top menu, in the sections' order: each section's label, leading to its first page. */
export const ADMIN_MENU: AdminMenuItem[] = SECTIONS.flatMap(({ menu, pages }) =>
  menu ? [{ to: paths.adminSection(pages[0]!.path!), text: menu }] : [],
);

/** /admin/* behind the admin guard (admin-console §2), in the console's frame. */
export const adminRoutes: RouteObject = {
  path: 'admin',
  ...lazyPage(shell, (m) => m.RequireAdmin),
  children: [
    {
      // The frame with the menu of these sections.
      ...lazyPage(shell, (m) => () => <m.AdminLayout menu={ADMIN_MENU} />),
      children: [...SECTIONS.flatMap((s) => s.pages), { path: '*', element: <NotFoundRoute /> }],
    },
  ],
};

/** Outside the admin guard, or the guard would send people here in a loop. */
export const noPermissionRoute: RouteObject = { path: 'admin/auth', ...lazyPage(shell, (m) => m.NoPermissionPage) };
