/** The promotion pages: their own chunk, loaded only when the section is opened. */
export { CouponFormPage } from '../../../features/admin-promotions/components/coupon-form-page';
export { PopupFormPage } from '../../../features/admin-promotions/components/popup-form-page';
export { AdvertiseRoute, PromotionRoute } from './promotion-route';
