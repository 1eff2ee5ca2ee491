import { Link } from 'react-router';
import { formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { lineTotal, unitPrice, type CartItem } from '../../../lib/cart-lines';
import { isOrderable } from '../cart-rules';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import styles from './cart-item-row.module.css';
import { paths } from '../../../lib/paths';

interface Props {
  item: CartItem;
  selected: boolean;
  onToggle(): void;
  onQuantity(quantity: number): void;
  onRemove(): void;
}

/** Stock at or below this is called out as running low. */
const LOW_STOCK = 5;

function availability({ product }: CartItem): string | null {
  if (!product.available) return MSG.cart.discontinued;
  if (product.stock < 1) return MSG.cart.soldOut;
  if (product.stock <= LOW_STOCK) return MSG.cart.lowStock(product.stock);
  return null;
}

export function CartItemRow({ item, selected, onToggle, onQuantity, onRemove }: Props) {
  const { product } = item;
  const orderable = isOrderable(item);
  const note = availability(item);
  return (
    <li className={orderable ? styles.row : `${styles.row} ${styles.off}`} data-testid="cart-item">
      <input
        type="checkbox"
        className={styles.check}
        checked={selected}
        disabled={!orderable}
        onChange={onToggle}
        aria-label={MSG.cart.selectItem(product.name)}
      />
      <Link to={paths.product(product.no)} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        {product.pic && <img src={product.pic} alt="" loading="lazy" decoding="async" width={96} height={96} />}
      </Link>
      <div className={styles.info}>
        <Link to={paths.product(product.no)} className={styles.name}>
          {product.name}
        </Link>
        <p className={styles.price}>
          {product.discountRate > 0 && <del>{formatWon(product.price)}</del>}
          <span>{formatWon(unitPrice(item))}</span>
        </p>
        {note && <p className={orderable ? styles.note : styles.warn}>{note}</p>}
      </div>
      <div className={styles.amount}>
        <QuantityStepper
          compact
          label={MSG.cart.quantityOf(product.name)}
          quantity={item.quantity}
          max={product.stock}
          disabled={!orderable}
          onChange={onQuantity}
        />
        <strong className={styles.total}>{formatWon(lineTotal(item))}</strong>
      </div>
      <button type="button" className={styles.remove} onClick={onRemove} aria-label={MSG.cart.removeItem(product.name)}>
        ✕
      </button>
    </li>
  );
}
