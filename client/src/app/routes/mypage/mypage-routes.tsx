import { Navigate, type RouteObject } from 'react-router';
import { NotFoundRoute } from '../common/not-found-route';
import { lazyPage } from '../lazy-page';

const pages = () => import('./mypage-pages');

/** /user/mypage/* (storefront §2): the member's own pages in the my-page frame. */
export const mypageRoute: RouteObject = {
  path: 'mypage',
  ...lazyPage(pages, (m) => m.MypageLayout),
  children: [
    { index: true, element: <Navigate to="order" replace /> },
    { path: 'order', ...lazyPage(pages, (m) => m.OrderListPage) },
    { path: 'order/:orderNo', ...lazyPage(pages, (m) => m.OrderDetailPage) },
    { path: 'review', ...lazyPage(pages, (m) => m.MyReviewListPage) },
    { path: 'review/write/:orderProductNo', ...lazyPage(pages, (m) => m.ReviewWritePage) },
    { path: 'review/edit/:no', ...lazyPage(pages, (m) => m.ReviewEditPage) },
    { path: 'claim', ...lazyPage(pages, (m) => m.ClaimListPage) },
    { path: 'claim/new/:orderProductNo', ...lazyPage(pages, (m) => m.ClaimNewPage) },
    { path: 'coupon', ...lazyPage(pages, (m) => m.CouponListPage) },
    { path: 'scrap', ...lazyPage(pages, (m) => m.ScrapListPage) },
    { path: 'notice', ...lazyPage(pages, (m) => m.NoticeListPage) },
    { path: 'notice/:noticeNo', ...lazyPage(pages, (m) => m.NoticeDetailPage) },
    { path: 'update/:userNo/*', ...lazyPage(pages, (m) => m.ProfileEditRoute) },
    { path: 'delete/:userNo/*', ...lazyPage(pages, (m) => m.WithdrawPage) },
    { path: '*', element: <NotFoundRoute /> },
  ],
};
