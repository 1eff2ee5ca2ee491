import { Link } from 'react-router';
import { graphql } from '../../gql';
import type { ChatOrderCard_OrderFragment } from '../../gql/graphql';
import { formatKoreanDate, formatWon } from '../../lib/format';
import { MSG } from '../../lib/messages';
import styles from './chat-order-card.module.css';

export const ChatOrderCard_order = graphql(`
  fragment ChatOrderCard_order on ChatOrderCard {
    no
    productName
    productCount
    state
    price
    date
  }
`);

interface Props {
  order: ChatOrderCard_OrderFragment;
  /** Where the card leads (the member's or the admin's order page); without it the card is not a link. */
  href?: string;
}

/** An order attached to a chat message: number, first product (and how many more), state, amount and date. */
export function ChatOrderCard({ order, href }: Props) {
  const more = order.productCount - 1;
  const body = (
    <>
      <span className={styles.top}>
        <span className={styles.no}>{MSG.orders.orderNo(order.no)}</span>
        <span className={styles.state}>{MSG.orders.state[order.state]}</span>
      </span>
      <span className={styles.product}>
        <span className={styles.name}>{order.productName}</span>
        {more > 0 && <span className={styles.more}> {MSG.chat.moreItems(more)}</span>}
      </span>
      <span className={styles.bottom}>
        <strong>{formatWon(order.price)}</strong>
        <time dateTime={order.date}>{formatKoreanDate(order.date)}</time>
      </span>
    </>
  );
  return href ? (
    <Link to={href} className={styles.card} data-testid="chat-order-card">
      {body}
    </Link>
  ) : (
    <span className={styles.card} data-testid="chat-order-card">
      {body}
    </span>
  );
}
