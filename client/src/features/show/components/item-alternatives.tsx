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
}

/** Under an item whose product is sold out or no longer sold: a line saying so and small cards of similar products. */
export function ItemAlternatives({ itemName, exact, alternatives }: Props) {
  return (
    <div className={styles.box}>
      <p className={styles.note}>{exact ? MSG.look.soldOut : MSG.look.similarSoldOut}</p>
      {alternatives.length === 0 ? (
        <p className={styles.none}>{MSG.look.noAlternatives}</p>
      ) : (
        <ul className={styles.list} aria-label={MSG.look.alternatives(itemName)}>
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
