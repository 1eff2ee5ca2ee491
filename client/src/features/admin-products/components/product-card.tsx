import type { AdminProductCard_ProductFragment } from '../../../gql/graphql';
import { formatKoreanDate, formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { Link } from 'react-router';
import { adminPaths } from '../admin-paths';
import styles from './product-list.module.css';

interface Props {
  product: AdminProductCard_ProductFragment;
  reviewsOpen?: boolean;
  /** Without the handlers (the detail page), the card only shows the product. */
  onToggleReviews?(): void;
  onSoldOut?(): void;
  onEndSale?(): void;
}

/** One card of the grid (§2): the product's fields, its states and its actions. */
export function ProductCard({ product: p, reviewsOpen, onToggleReviews, onSoldOut, onEndSale }: Props) {
  const m = MSG.adminProducts;
  return (
    <article className={styles.card} data-testid="admin-product-card" aria-labelledby={`product-${p.no}`}>
      <p className={styles.muted}>{m.no(p.no)}</p>
      <h2 id={`product-${p.no}`} className={styles.name}>
        <Link to={adminPaths.detail(p.no)}>{p.name}</Link>
      </h2>
      {p.pic && <img className={styles.pic} src={p.pic} alt="" />}
      {p.discountRate > 0 ? (
        <p className={styles.price}>
          <s aria-label={`${m.originalPrice} ${formatWon(p.price)}`}>{formatWon(p.price)}</s>{' '}
          <strong>{formatWon(p.discountedPrice)}</strong>{' '}
          <span className={styles.rate}>{m.discount(p.discountRate)}</span>
        </p>
      ) : (
        <p className={styles.price}>
          <strong>{formatWon(p.price)}</strong>
        </p>
      )}
      <p>{m.sales(p.salesCount)}</p>
      {onToggleReviews ? (
        <button type="button" className={styles.rating} aria-expanded={reviewsOpen} onClick={onToggleReviews}>
          {m.rating(p.score, p.reviewCount)}
        </button>
      ) : (
        <p>{m.rating(p.score, p.reviewCount)}</p>
      )}
      <p>{m.stock(p.stock)}</p>
      <p className={styles.muted}>{m.registered(formatKoreanDate(p.date))}</p>
      {!p.available && <p className={styles.state}>{m.saleEnded}</p>}
      {p.available && p.stock === 0 && <p className={styles.state}>{m.soldOut}</p>}
      <div className={styles.cardActions}>
        {onSoldOut && p.available && p.stock > 0 && (
          <button type="button" className="btn btn-outline" onClick={onSoldOut}>
            {m.markSoldOut}
          </button>
        )}
        {onEndSale && p.available && (
          <button type="button" className="btn btn-outline" onClick={onEndSale}>
            {m.endSale}
          </button>
        )}
        <Link className="btn btn-outline" to={adminPaths.update(p.no)}>
          {m.edit}
        </Link>
      </div>
    </article>
  );
}
