import { Link } from 'react-router';
import { formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { lineStock, lineTotal, needsSize, unitPrice, type CartItem, type CartOption } from '../../../lib/cart-lines';
import { isOrderable } from '../cart-rules';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import styles from './cart-item-row.module.css';
import { paths } from '../../../lib/paths';

interface Props {
  item: CartItem;
  selected: boolean;
  onToggle(): void;
  onQuantity(quantity: number): void;
  /** A size for a line that has none yet (added from a look). */
  onSize(option: CartOption): void;
  onRemove(): void;
}

/** Stock at or below this is called out as running low. */
const LOW_STOCK = 5;

function availability(item: CartItem): string | null {
  const stock = lineStock(item);
  if (!item.product.available) return MSG.cart.discontinued;
  if (needsSize(item)) return MSG.product.chooseSize;
  if (stock < 1) return MSG.cart.soldOut;
  if (stock <= LOW_STOCK) return MSG.cart.lowStock(stock);
  return null;
}

export function CartItemRow({ item, selected, onToggle, onQuantity, onSize, onRemove }: Props) {
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
        {item.option && <p className={styles.size}>{MSG.product.sizeOf(item.option.label)}</p>}
        {needsSize(item) && (
          <select
            className={styles.sizeSelect}
            aria-label={MSG.product.size}
            value=""
            onChange={(e) => {
              const option = item.product.sizes?.find((o) => o.no === Number(e.target.value));
              if (option) onSize(option);
            }}
          >
            <option value="" disabled>
              {MSG.product.chooseSize}
            </option>
            {item.product.sizes?.map((o) => (
              <option key={o.no} value={o.no} disabled={o.stock < 1}>
                {o.stock < 1 ? `${o.label} (${MSG.product.sizeSoldOut})` : o.label}
              </option>
            ))}
          </select>
        )}
        {note && <p className={orderable ? styles.note : styles.warn}>{note}</p>}
      </div>
      <div className={styles.amount}>
        <QuantityStepper
          compact
          label={MSG.cart.quantityOf(product.name)}
          quantity={item.quantity}
          max={lineStock(item)}
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
