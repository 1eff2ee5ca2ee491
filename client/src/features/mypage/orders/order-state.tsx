import type { OrderState } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import styles from './orders.module.css';

/** The Korean state names of the spec: 주문접수, 배송중, 배송완료, 주문취소. */
export const orderStateLabel = (state: OrderState) => MSG.orders.state[state];

export function OrderStateBadge({ state }: { state: OrderState }) {
  return <span className={`${styles.badge} ${styles[state]}`}>{orderStateLabel(state)}</span>;
}
