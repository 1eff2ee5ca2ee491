import { graphql } from '../../../gql';
import type { OrderPayment_OrderFragment } from '../../../gql/graphql';
import { formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { PaymentFacts } from '../../../components/payment/payment-facts';
import { PayNowButton } from './pay-now-button';
import styles from './orders.module.css';

export const OrderPayment_order = graphql(`
  fragment OrderPayment_order on Order {
    no
    price
    discount
    awaitingPayment
    payment {
      ...PaymentFacts_payment
    }
  }
`);

/** What was paid: the products at their discounted prices, less the coupon; then the payment and its refunds. */
export function OrderPayment({ order }: { order: OrderPayment_OrderFragment }) {
  return (
    <section className={styles.section} aria-labelledby="order-payment">
      <h2 id="order-payment" className={styles.sectionTitle}>
        {MSG.orders.payment}
      </h2>
      <dl className={styles.facts}>
        <dt>{MSG.orders.productsTotal}</dt>
        <dd>{formatWon(order.price + order.discount)}</dd>
        {order.discount > 0 && (
          <>
            <dt>{MSG.orders.discount}</dt>
            <dd>-{formatWon(order.discount)}</dd>
          </>
        )}
        <dt>{MSG.orders.paid}</dt>
        <dd>
          <strong>{formatWon(order.price)}</strong>
        </dd>
      </dl>
      <PaymentFacts payment={order.payment} />
      {order.awaitingPayment && order.payment?.status === 'READY' && <PayNowButton orderNo={order.no} />}
    </section>
  );
}
