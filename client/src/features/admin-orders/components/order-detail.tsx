import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../../gql';
import type { OrderDetail_OrderFragment } from '../../../gql/graphql';
import { PaymentFacts } from '../../../components/payment/payment-facts';
import { formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import styles from './order-detail.module.css';

export const OrderDetailFragment = graphql(`
  fragment OrderDetail_order on Order {
    no
    awaitingPayment
    payment {
      ...PaymentFacts_payment
    }
    recipientTel
    zipcode
    address
    trackingNo
    trackingUrl
    courier {
      code
      name
    }
    lines {
      no
      quantity
      optionLabel
      price
      product {
        no
        name
      }
    }
  }
`);

interface Props {
  order: OrderDetail_OrderFragment;
  label: string;
  /** The console's changes to the order (the audit feature's history, composed in by the route). */
  history?: ReactNode;
}

/**
 * The expanded order (admin console §2): the orderer's phone and address as the order recorded them, its products
 * (the name opens the product's edit page; the unit price is the line total divided by the quantity), its payment
 * and refunds (a refused refund with the provider's reason), and the console's changes to it.
 */
export function OrderDetail({ order, label, history }: Props) {
  const address = [order.zipcode && `(${order.zipcode})`, order.address].filter(Boolean).join(' ');
  return (
    <section className={styles.detail} aria-label={label}>
      <dl className={styles.contact}>
        <div>
          <dt>{MSG.adminOrders.phone}</dt>
          <dd>{order.recipientTel ?? '-'}</dd>
        </div>
        <div>
          <dt>{MSG.adminOrders.address}</dt>
          <dd>{address || '-'}</dd>
        </div>
        {order.courier && order.trackingNo && (
          <div>
            <dt>{MSG.adminOrders.parcel}</dt>
            <dd>
              {order.trackingUrl ? (
                <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
                  {order.courier.name} {order.trackingNo}
                </a>
              ) : (
                `${order.courier.name} ${order.trackingNo}`
              )}
            </dd>
          </div>
        )}
      </dl>
      <div className={styles.scroll}>
        <table className={styles.lines}>
          <caption>{MSG.adminOrders.products}</caption>
          <thead>
            <tr>
              <th scope="col">{MSG.adminOrders.productNo}</th>
              <th scope="col">{MSG.adminOrders.productName}</th>
              <th scope="col">{MSG.adminOrders.quantity}</th>
              <th scope="col">{MSG.adminOrders.unitPrice}</th>
              <th scope="col">{MSG.adminOrders.lineTotal}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.no}>
                <td>{line.product.no}</td>
                <td className={styles.name}>
                  <Link to={paths.adminSection(`product/update/${line.product.no}`)}>{line.product.name}</Link>
                  {line.optionLabel && ` (${MSG.product.sizeOf(line.optionLabel)})`}
                </td>
                <td>{line.quantity}</td>
                <td>{formatWon(Math.round(line.price / line.quantity))}</td>
                <td>{formatWon(line.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section aria-label={MSG.payment.title}>
        <h3 className={styles.paymentTitle}>{MSG.payment.title}</h3>
        <PaymentFacts payment={order.payment} />
      </section>
      {history}
    </section>
  );
}
