import { formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { lineKey, lineTotal, type CartItem } from '../../../lib/cart-lines';
import styles from './order-page.module.css';

/** The lines being ordered, as they were confirmed in the cart. */
export function OrderItems({ items }: { items: readonly CartItem[] }) {
  return (
    <section className={styles.card} aria-labelledby="order-items-title">
      <h2 id="order-items-title" className={styles.cardTitle}>
        {MSG.order.items(items.length)}
      </h2>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={lineKey(item)} className={styles.item}>
            <div className={styles.thumb}>
              {item.product.pic && (
                <img src={item.product.pic} alt="" loading="lazy" decoding="async" width={64} height={64} />
              )}
            </div>
            <div className={styles.itemInfo}>
              <p className={styles.itemName}>{item.product.name}</p>
              <p className={styles.muted}>
                {item.option && `${MSG.product.sizeOf(item.option.label)} · `}
                {MSG.order.quantity(item.quantity)}
              </p>
            </div>
            <strong className={styles.money}>{formatWon(lineTotal(item))}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
