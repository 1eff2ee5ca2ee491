import { ChatOrderCard } from '../../components/chat/chat-order-card';
import type { ChatOrderCard_OrderFragment } from '../../gql/graphql';
import { MSG } from '../../lib/messages';
import { paths } from '../../lib/paths';
import styles from './chat.module.css';

interface Props {
  card: ChatOrderCard_OrderFragment | null;
  failed: boolean;
  onRemove(): void;
}

/** The order about to be attached, above the message field; it can be taken off before sending. */
export function PendingOrder({ card, failed, onRemove }: Props) {
  if (!card && !failed) return null;
  return (
    <div className={styles.pending} data-testid="pending-order">
      {card ? (
        <>
          <p className={styles.pendingTitle}>
            <strong>{MSG.chat.attachedOrder}</strong> <span className={styles.muted}>{MSG.chat.attachedHint}</span>
          </p>
          <ChatOrderCard order={card} href={paths.myOrder(card.no)} />
        </>
      ) : (
        <p role="alert" className={styles.muted}>
          {MSG.chat.orderLoadFailed}
        </p>
      )}
      <button type="button" className={styles.remove} aria-label={MSG.chat.removeOrder} onClick={onRemove}>
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
          <path d="M3 3l8 8M11 3l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
