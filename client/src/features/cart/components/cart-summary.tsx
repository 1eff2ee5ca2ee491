import { formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { cartTotal, type CartItem } from '../../../lib/cart-lines';
import styles from './cart-page.module.css';

interface Props {
  selected: readonly CartItem[];
  busy: boolean;
  onOrder(): void;
}

/** The total of the selected items at their discounted prices, and the order button. */
export function CartSummary({ selected, busy, onOrder }: Props) {
  return (
    <aside className={styles.summary} aria-label={MSG.cart.total}>
      <p className={styles.count}>{MSG.cart.selectedCount(selected.length)}</p>
      <p className={styles.totalRow}>
        <span>{MSG.cart.total}</span>
        <strong data-testid="cart-total">{formatWon(cartTotal(selected))}</strong>
      </p>
      <button type="button" className={`btn btn-accent ${styles.orderButton}`} onClick={onOrder} disabled={busy}>
        {busy ? MSG.cart.checking : MSG.cart.order}
      </button>
    </aside>
  );
}
