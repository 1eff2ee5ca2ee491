import { OverdueDeliveries } from '../../../features/admin-orders/components/overdue-deliveries';
import { DashboardPage } from '../../../features/admin-statistics/components/dashboard-page';

/** The admin home: the parcels 배송중 for too long (orders) above the statistics panels: two features meet here. */
export function DashboardRoute() {
  return <DashboardPage top={<OverdueDeliveries />} />;
}
