import { Link } from 'react-router';
import { MSG } from '../../../lib/messages';
import { useCart } from '../cart-store';
import styles from './cart-link.module.css';
import { paths } from '../../../lib/paths';

/** The header's cart icon with the number of products in the member's cart. */
export function CartLink() {
  const { items } = useCart();
  return (
    <Link
      to={paths.cart()}
      className={styles.link}
      aria-label={items.length > 0 ? MSG.nav.cartCount(items.length) : MSG.nav.cart}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <path
          d="M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.5 1.1h8.6a1.5 1.5 0 0 0 1.4-1l2.1-6.3H6.2"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="19.5" r="1.4" fill="currentColor" />
        <circle cx="17" cy="19.5" r="1.4" fill="currentColor" />
      </svg>
      {items.length > 0 && <span className={styles.badge}>{items.length}</span>}
    </Link>
  );
}
