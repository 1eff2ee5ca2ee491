import { Navigate, type RouteObject } from 'react-router';
import { WithdrawalDonePage } from '../../../features/account/components/withdrawal-done-page';
import { ProfileEditPage } from '../../../features/account/components/profile-edit-page';
import { WithdrawPage } from '../../../features/account/components/withdraw-page';
import { RequireLogin } from '../../../features/auth/components/require-login';
import { CartPage } from '../../../features/cart/components/cart-page';
import { MypageLayout } from '../../../features/mypage/components/mypage-layout';
import { CouponListPage } from '../../../features/mypage/coupons/coupon-list-page';
import { NoticeDetailPage } from '../../../features/mypage/notices/notice-detail-page';
import { NoticeListPage } from '../../../features/mypage/notices/notice-list-page';
import { OrderDetailPage } from '../../../features/mypage/orders/order-detail-page';
import { OrderListPage } from '../../../features/mypage/orders/order-list-page';
import { MyReviewListPage } from '../../../features/mypage/reviews/my-review-list-page';
import { ReviewEditPage } from '../../../features/mypage/reviews/review-edit-page';
import { ReviewWritePage } from '../../../features/mypage/reviews/review-write-page';
import { ScrapListPage } from '../../../features/mypage/scraps/scrap-list-page';
import { OrderPage } from '../../../features/order/components/order-page';
import { PurchasePage } from '../../../features/order/components/purchase-page';
import { useStartOrder } from '../../../features/order/hooks/use-start-order';
import { ComingSoonRoute } from '../common/coming-soon-route';
import { NotFoundRoute } from '../common/not-found-route';

/** The cart hands the confirmed items to the order feature: the two meet here, not inside each other. */
function CartRoute() {
  return <CartPage onOrder={useStartOrder()} />;
}

/** /user/mypage/* (storefront §2): the member's own pages in the my-page frame. */
const mypageRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="order" replace /> },
  { path: 'order', element: <OrderListPage /> },
  { path: 'order/:orderNo', element: <OrderDetailPage /> },
  { path: 'review', element: <MyReviewListPage /> },
  { path: 'review/write/:orderProductNo', element: <ReviewWritePage /> },
  { path: 'review/edit/:no', element: <ReviewEditPage /> },
  { path: 'coupon', element: <CouponListPage /> },
  { path: 'scrap', element: <ScrapListPage /> },
  { path: 'notice', element: <NoticeListPage /> },
  { path: 'notice/:noticeNo', element: <NoticeDetailPage /> },
  { path: 'update/:userNo/*', element: <ProfileEditPage /> },
  { path: 'delete/:userNo/*', element: <WithdrawPage /> },
  { path: '*', element: <NotFoundRoute /> },
];

/** Spec §6: cart, ordering, style community, my-page and chat need a login. */
export const memberRoutes: RouteObject[] = [
  {
    element: <RequireLogin />,
    children: [
      { path: 'mypage', element: <MypageLayout />, children: mypageRoutes },
      { path: 'style/*', element: <ComingSoonRoute /> },
      { path: 'shop/cart', element: <CartRoute /> },
      { path: 'shop/order/detail', element: <OrderPage /> },
      { path: 'shop/purchase', element: <PurchasePage /> },
      { path: 'chat', element: <ComingSoonRoute /> },
    ],
  },
  // After leaving there is no session any more: the farewell page is public.
  { path: 'success/delete', element: <WithdrawalDonePage /> },
];
