import { graphql } from '../../../gql';
import type { OrderDelivery_OrderFragment } from '../../../gql/graphql';
import { formatKoreanDate } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import styles from './orders.module.css';

export const OrderDelivery_order = graphql(`
  fragment OrderDelivery_order on Order {
    no
    state
    date
    shippedAt
    deliveredAt
    cancelledAt
    trackingNo
    trackingUrl
    courier {
      code
      name
    }
  }
`);

/**
 * The parcel and the order's way so far (issue 25): the courier, the waybill number with a link to the courier's
 * tracking page, and the day of each state the order reached.
 */
export function OrderDelivery({ order }: { order: OrderDelivery_OrderFragment }) {
  const T = MSG.orders;
  const steps = [
    { state: 'RECEIVED', at: order.date },
    { state: 'SHIPPING', at: order.shippedAt },
    { state: 'DELIVERED', at: order.deliveredAt },
    { state: 'CANCELLED', at: order.cancelledAt },
  ] as const;
  return (
    <section className={styles.section} aria-labelledby="order-delivery">
      <h2 id="order-delivery" className={styles.sectionTitle}>
        {T.delivery}
      </h2>
      <ol className={styles.steps} aria-label={T.steps}>
        {steps
          .filter((s) => s.state !== 'CANCELLED' || s.at)
          .map(({ state, at }) => (
            <li key={state} className={at ? styles.stepDone : styles.step}>
              <span className={styles.stepName}>{T.state[state]}</span>
              <span className={styles.stepDate}>{at ? formatKoreanDate(at) : T.notYet}</span>
            </li>
          ))}
      </ol>
      {order.courier && order.trackingNo ? (
        <dl className={styles.facts}>
          <dt>{T.courier}</dt>
          <dd>{order.courier.name}</dd>
          <dt>{T.trackingNo}</dt>
          <dd className={styles.trackingNo}>{order.trackingNo}</dd>
          {order.trackingUrl && (
            <dd className={styles.trackLink}>
              <a className="btn btn-outline" href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
                {T.track(order.courier.name)}
              </a>
            </dd>
          )}
        </dl>
      ) : (
        order.state === 'RECEIVED' && <p className={styles.muted}>{T.notShipped}</p>
      )}
    </section>
  );
}
