import { graphql } from '../../../gql';
import type { OrderCard_OrderFragment } from '../../../gql/graphql';
import { formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { OrderActions } from './order-actions';
import { OrderLine } from './order-line';
import { OrderHeader } from './order-header';
import styles from './orders.module.css';

export const OrderCard_order = graphql(`
  fragment OrderCard_order on Order {
    no
    state
    price
    discount
    date
    awaitingPayment
    payment {
      status
      needsRefundAccount
    }
    lines {
      no
      ...OrderLine_line
    }
  }
`);

export function OrderCard({ order }: { order: OrderCard_OrderFragment }) {
  return (
    <article className={styles.card} aria-label={MSG.orders.orderNo(order.no)} data-testid="order-card">
      <OrderHeader order={order} />
      <ul className={styles.lines}>
        {order.lines.map((line) => (
          <OrderLine key={line.no} line={line} orderNo={order.no} />
        ))}
      </ul>
      <footer className={styles.cardFooter}>
        <p className={styles.paid}>
          <span>{MSG.orders.paid}</span> <strong>{formatWon(order.price)}</strong>
          {order.discount > 0 && (
            <span className={styles.muted}>
              {' '}
              ({MSG.orders.discount} -{formatWon(order.discount)})
            </span>
          )}
          {/* Awaiting its payment, or paid back: the payment's state says more than the order's. */}
          {order.payment && order.payment.status !== 'DONE' && (
            <span className={styles.muted} data-testid="order-payment-status">
              {' '}
              · {MSG.payment.statuses[order.payment.status]}
            </span>
          )}
        </p>
        <OrderActions order={order} detailLink />
      </footer>
    </article>
  );
}
