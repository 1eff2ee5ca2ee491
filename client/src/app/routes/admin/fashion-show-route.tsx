import { AuditHistory } from '../../../features/admin-audit/components/audit-history';
import { ShowDetailPage } from '../../../features/admin-fashion/components/show-detail-page';

/** /admin/fashion/show/{no}: the show's page, with its change history composed in. */
export function FashionShowRoute() {
  return <ShowDetailPage history={(no) => <AuditHistory subject="SHOW" subjectNo={no} />} />;
}
