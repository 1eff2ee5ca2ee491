import { AuditHistory } from '../../../features/admin-audit/components/audit-history';
import { AdvertisePage } from '../../../features/admin-promotions/components/advertise-page';
import { PromotionPage } from '../../../features/admin-promotions/components/promotion-page';
import { MSG } from '../../../lib/messages';

/** The promotion pages: their own chunk, loaded only when the section is opened. */
export { CouponFormPage } from '../../../features/admin-promotions/components/coupon-form-page';
export { PopupFormPage } from '../../../features/admin-promotions/components/popup-form-page';

/** /admin/promotion: the two cards, with the history of coupons issued and of popup changes below. */
export function PromotionRoute() {
  return (
    <PromotionPage
      history={
        <>
          <AuditHistory subject="COUPON" title={MSG.adminAudit.titleOf(MSG.adminPromotions.coupons.title)} />
          <AuditHistory subject="POPUP" title={MSG.adminAudit.titleOf(MSG.adminPromotions.popups.title)} />
        </>
      }
    />
  );
}

/** /admin/promotion/advertise: the form, with the advertisements sent so far below. */
export function AdvertiseRoute() {
  return <AdvertisePage history={<AuditHistory subject="ADVERTISEMENT" />} />;
}
