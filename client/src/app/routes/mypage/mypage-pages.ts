/** The my-page area's pages: one chunk, loaded with the first of them. */
export { ProfileEditRoute } from './profile-edit-route';
export { WithdrawPage } from '../../../features/account/components/withdraw-page';
export { MypageLayout } from '../../../features/mypage/components/mypage-layout';
export { ClaimListPage } from '../../../features/mypage/claims/claim-list-page';
export { ClaimNewPage } from '../../../features/mypage/claims/claim-new-page';
export { CouponListPage } from '../../../features/mypage/coupons/coupon-list-page';
export { NoticeDetailPage } from '../../../features/mypage/notices/notice-detail-page';
export { NoticeListPage } from '../../../features/mypage/notices/notice-list-page';
export { OrderDetailPage } from '../../../features/mypage/orders/order-detail-page';
export { OrderListPage } from '../../../features/mypage/orders/order-list-page';
export { MyReviewListPage } from '../../../features/mypage/reviews/my-review-list-page';
export { ReviewEditPage } from '../../../features/mypage/reviews/review-edit-page';
export { ReviewWritePage } from '../../../features/mypage/reviews/review-write-page';
export { ScrapListPage } from '../../../features/mypage/scraps/scrap-list-page';
