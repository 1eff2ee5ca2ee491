import type { ReactNode } from 'react';
import { graphql } from '../../../gql';
import type { OrderRow_OrderFragment, OrderState } from '../../../gql/graphql';
import { formatKoreanDate, formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { displayOrderNo, ORDER_STATES, stateOptionDisabled } from '../order-rules';
import { OrderDetail } from './order-detail';
import styles from './orders-table.module.css';

export const OrderRowFragment = graphql(`
  fragment OrderRow_order on Order {
    no
    date
    state
    price
    recipientName
    payment {
      needsRefundAccount
      refundAccountOnFile
    }
    ...OrderDetail_order
  }
`);

interface Props {
  order: OrderRow_OrderFragment;
  expanded: boolean;
  onToggle(): void;
  /** The admin chose another state in the select; nothing changes until they confirm. */
  onChooseState(state: OrderState): void;
  renderHistory?(orderNo: number): ReactNode;
}

/** One order of the table (admin console §2) and, when toggled open, its detail in a row of its own below. */
export function OrderRow({ order, expanded, onToggle, onChooseState, renderHistory }: Props) {
  const shownNo = displayOrderNo(order.date, order.no);
  const detailId = `order-detail-${order.no}`;
  return (
    <>
      <tr data-testid="order-row">
        <td>{shownNo}</td>
        <td>{order.recipientName}</td>
        <td>
          <select
            className={styles.state}
            aria-label={MSG.adminOrders.stateOf(shownNo)}
            value={order.state}
            onChange={(e) => onChooseState(e.target.value as OrderState)}
          >
            {ORDER_STATES.map((s) => (
              <option key={s} value={s} disabled={stateOptionDisabled(order.state, s)}>
                {MSG.adminOrders.states[s]}
              </option>
            ))}
          </select>
        </td>
        <td>{formatKoreanDate(order.date)}</td>
        <td>
          <div className={styles.total}>
            <span>{formatWon(order.price)}</span>
            <button
              type="button"
              className="btn btn-outline"
              aria-expanded={expanded}
              aria-controls={detailId}
              onClick={onToggle}
            >
              {expanded ? MSG.adminOrders.hideDetail : MSG.adminOrders.showDetail}
            </button>
          </div>
        </td>
      </tr>
      {expanded && (
        <tr id={detailId} className={styles.detailRow}>
          <td colSpan={5}>
            <div className={styles.detailBody}>
              <OrderDetail
                order={order}
                label={MSG.adminOrders.detailOf(shownNo)}
                history={renderHistory?.(order.no)}
              />
            </div>
          </td>
        </tr>
      )}
    </>
  );
}
