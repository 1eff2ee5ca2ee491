import { Link, Navigate, useLocation } from 'react-router';
import { MSG } from '../../../lib/messages';
import styles from './purchase-page.module.css';
import { paths } from '../../../lib/paths';

/** /user/shop/purchase: the order went through. */
export function PurchasePage() {
  const state = useLocation().state as { orderNo?: number } | null;
  // Only a placed order leads here (with its number); opened directly, there is no order to announce.
  if (!state?.orderNo) return <Navigate to={paths.myOrders()} replace />;
  return (
    <div className={`page ${styles.page}`}>
      <div className={styles.check} aria-hidden="true">
        ✓
      </div>
      <h1 className="page-title">{MSG.order.doneTitle}</h1>
      <p className={styles.orderNo}>{MSG.order.orderNo(state.orderNo)}</p>
      <p className={styles.body}>{MSG.order.doneBody}</p>
      <div className={styles.actions}>
        <Link to={paths.home()} className="btn btn-outline">
          {MSG.order.goHome}
        </Link>
        <Link to={paths.myOrders()} className="btn btn-accent">
          {MSG.order.goOrders}
        </Link>
      </div>
    </div>
  );
}
