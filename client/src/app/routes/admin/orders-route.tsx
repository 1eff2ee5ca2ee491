import { AuditHistory } from '../../../features/admin-audit/components/audit-history';
import { AdminOrdersPage } from '../../../features/admin-orders/components/admin-orders-page';

/** The order page with each order's audit history in its detail: two features meet here. */
export function OrdersRoute() {
  return <AdminOrdersPage renderHistory={(no) => <AuditHistory subject="ORDER" subjectNo={no} />} />;
}

export { TrackingImportPage } from '../../../features/admin-orders/components/tracking-import-page';
