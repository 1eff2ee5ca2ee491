import type { ReactNode } from 'react';
import type { OrderRow_OrderFragment, OrderState } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { OrderRow } from './order-row';
import styles from './orders-table.module.css';

interface Props {
  orders: readonly OrderRow_OrderFragment[];
  isExpanded(no: number): boolean;
  onToggle(no: number): void;
  onChooseState(order: OrderRow_OrderFragment, state: OrderState): void;
  renderHistory?(orderNo: number): ReactNode;
}

/**
 * The order table (admin console §2). On a narrow screen it scrolls inside its own frame, which takes the focus so
 * the keyboard can scroll it too.
 */
export function OrdersTable({ orders, isExpanded, onToggle, onChooseState, renderHistory }: Props) {
  return (
    <div className={styles.wrap} tabIndex={0} role="region" aria-label={MSG.adminOrders.caption}>
      <table className={styles.table}>
        <caption className="visually-hidden">{MSG.adminOrders.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{MSG.adminOrders.orderNo}</th>
            <th scope="col">{MSG.adminOrders.orderer}</th>
            <th scope="col">{MSG.adminOrders.state}</th>
            <th scope="col">{MSG.adminOrders.date}</th>
            <th scope="col">{MSG.adminOrders.total}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <OrderRow
              key={order.no}
              order={order}
              expanded={isExpanded(order.no)}
              onToggle={() => onToggle(order.no)}
              onChooseState={(state) => onChooseState(order, state)}
              renderHistory={renderHistory}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
