import { AuditHistory } from '../../../features/admin-audit/components/audit-history';
import { AdvertisePage } from '../../../features/admin-promotions/components/advertise-page';
import { PromotionPage } from '../../../features/admin-promotions/components/promotion-page';

/** /admin/promotion: the two cards, with the history of coupons issued and of popup changes below. */
export function PromotionRoute() {
  return (
    <PromotionPage
      history={
        <>
          <AuditHistory subject="COUPON" />
          <AuditHistory subject="POPUP" />
        </>
      }
    />
  );
}

/** /admin/promotion/advertise: the form, with the advertisements sent so far below. */
export function AdvertiseRoute() {
  return <AdvertisePage history={<AuditHistory subject="ADVERTISEMENT" />} />;
}
