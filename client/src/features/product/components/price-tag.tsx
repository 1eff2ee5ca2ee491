import { formatWon } from '../../../lib/format';
import { discountedPrice } from '@scene-shop/domain/money';
import { MSG } from '../../../lib/messages';
import styles from './price-tag.module.css';

interface Props {
  price: number;
  discountRate: number;
  size?: 'md' | 'lg';
}

/** The selling price; with a discount, also the rate and the original price struck through. */
export function PriceTag({ price, discountRate, size = 'md' }: Props) {
  const sale = discountedPrice(price, discountRate);
  return (
    <p className={`${styles.price} ${styles[size]}`}>
      {discountRate > 0 && <span className={styles.rate}>{MSG.shop.discountRate(discountRate)}</span>}
      <span className="visually-hidden">{MSG.shop.salePrice}</span>
      <strong className={styles.sale} data-testid="sale-price">
        {formatWon(sale)}
      </strong>
      {discountRate > 0 && (
        <>
          <span className="visually-hidden">{MSG.shop.originalPrice}</span>
          <del className={styles.original}>{formatWon(price)}</del>
        </>
      )}
    </p>
  );
}
