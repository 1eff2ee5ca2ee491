import { Link } from 'react-router';
import { discountedPrice } from '@scene-shop/domain/money';
import type { CartProduct } from '../../../lib/cart-lines';
import { formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import styles from './item-alternatives.module.css';

interface Props {
  itemName: string;
  /** Whether the sold-out product is the very one worn (else a similar one). */
  exact: boolean;
  alternatives: readonly CartProduct[];
  /** The product can be bought, only not in the shopper's last chosen size: these have it. */
  forSize?: boolean;
}

/**
 * Under an item whose product is sold out or no longer sold, or sold out in the shopper's size: a line saying so
 * and small cards of similar products.
 */
export function ItemAlternatives({ itemName, exact, alternatives, forSize = false }: Props) {
  const note = forSize ? MSG.look.sizeSoldOut : exact ? MSG.look.soldOut : MSG.look.similarSoldOut;
  return (
    <div className={styles.box}>
      <p className={styles.note}>{note}</p>
      {alternatives.length === 0 ? (
        <p className={styles.none}>{MSG.look.noAlternatives}</p>
      ) : (
        <ul className={styles.list} aria-label={forSize ? MSG.look.inSize(itemName) : MSG.look.alternatives(itemName)}>
          {alternatives.map((p) => (
            <li key={p.no}>
              <Link to={paths.product(p.no)} className={styles.card}>
                {p.pic ? (
                  <img src={p.pic} alt="" width={44} height={44} loading="lazy" decoding="async" />
                ) : (
                  <span className={styles.noPic} />
                )}
                <span className={styles.text}>
                  <span className={styles.productName}>{p.name}</span>
                  <span className={styles.price}>{formatWon(discountedPrice(p.price, p.discountRate))}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
