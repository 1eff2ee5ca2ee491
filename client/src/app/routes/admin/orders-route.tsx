import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { AuditHistory } from '../../../features/admin-audit/components/audit-history';
import { AdminOrdersPage } from '../../../features/admin-orders/components/admin-orders-page';
import { CouriersQuery } from '../../../features/admin-orders/operations';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import styles from './orders-route.module.css';

export { ReconciliationPage } from '../../../features/admin-payments/components/reconciliation-page';

/** An order's changes, its courier by name (the audit records the courier's code). */
function OrderHistory({ no }: { no: number }) {
  const { data } = useQuery(CouriersQuery);
  const names = new Map(data?.couriers.map((c) => [c.code, c.name]));
  return (
    <AuditHistory
      subject="ORDER"
      subjectNo={no}
      describe={(field, value) => (field === 'courierCode' && typeof value === 'string' ? names.get(value) : undefined)}
    />
  );
}

/** The order page with each order's audit history in its detail, and the way to the payments' reconciliation. */
export function OrdersRoute() {
  return (
    <>
      <AdminOrdersPage renderHistory={(no) => <OrderHistory no={no} />} />
      <p className={styles.more}>
        <Link to={paths.adminSection('orders/payments')}>{MSG.adminPayments.link}</Link>
      </p>
    </>
  );
}

export { TrackingImportPage } from '../../../features/admin-orders/components/tracking-import-page';
