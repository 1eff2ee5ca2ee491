import type { OrderState } from '../../../gql/graphql';
import { formatKoreanDate } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { OrderStateBadge } from './order-state';
import styles from './orders.module.css';

/** An order's date, number and state, as the history card and the detail page both head it. */
export function OrderHeader({ order }: { order: { no: number; date: string; state: OrderState } }) {
  return (
    <header className={styles.cardHeader}>
      <div>
        <p className={styles.date}>{MSG.orders.orderedOn(formatKoreanDate(order.date))}</p>
        <p className={styles.muted}>{MSG.orders.orderNo(order.no)}</p>
      </div>
      <OrderStateBadge state={order.state} />
    </header>
  );
}
