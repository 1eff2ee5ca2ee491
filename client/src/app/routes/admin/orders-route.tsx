import { AuditHistory } from '../../../features/admin-audit/components/audit-history';
import { Link } from 'react-router';
import { AdminOrdersPage } from '../../../features/admin-orders/components/admin-orders-page';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import styles from './orders-route.module.css';

export { ReconciliationPage } from '../../../features/admin-payments/components/reconciliation-page';

/** The order page with each order's audit history in its detail, and the way to the payments' reconciliation. */
export function OrdersRoute() {
  return (
    <>
      <AdminOrdersPage renderHistory={(no) => <AuditHistory subject="ORDER" subjectNo={no} />} />
      <p className={styles.more}>
        <Link to={paths.adminSection('orders/payments')}>{MSG.adminPayments.link}</Link>
      </p>
    </>
  );
}

export { TrackingImportPage } from '../../../features/admin-orders/components/tracking-import-page';
