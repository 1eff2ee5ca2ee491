import { graphql } from '../../../gql';
import type { OrderShipping_OrderFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import styles from './orders.module.css';

export const OrderShipping_order = graphql(`
  fragment OrderShipping_order on Order {
    no
    recipientName
    recipientTel
    zipcode
    address
  }
`);

export function OrderShipping({ order }: { order: OrderShipping_OrderFragment }) {
  return (
    <section className={styles.section} aria-labelledby="order-shipping">
      <h2 id="order-shipping" className={styles.sectionTitle}>
        {MSG.orders.shipping}
      </h2>
      <dl className={styles.facts}>
        <dt>{MSG.orders.recipient}</dt>
        <dd>{order.recipientName}</dd>
        <dt>{MSG.orders.tel}</dt>
        <dd>{order.recipientTel}</dd>
        <dt>{MSG.orders.address}</dt>
        <dd>
          {order.zipcode && `(${order.zipcode}) `}
          {order.address}
        </dd>
      </dl>
    </section>
  );
}
