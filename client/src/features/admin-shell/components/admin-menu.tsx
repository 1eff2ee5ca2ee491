import { Link, NavLink } from 'react-router';
import { MSG } from '../../../lib/messages';
import styles from './admin-layout.module.css';
import { paths } from '../../../lib/paths';

/** Top menu (admin-console §2): fashion, product, orders, community, promotion, customer support, user site. */
export const ADMIN_MENU = [
  { to: paths.adminSection('fashion'), text: 'fashion' },
  { to: paths.adminSection('product'), text: 'product' },
  { to: paths.adminSection('orders'), text: 'orders' },
  { to: paths.adminSection('community'), text: 'community' },
  { to: paths.adminSection('promotion'), text: 'promotion' },
  { to: paths.adminSection('help'), text: 'support' },
] as const;

export function AdminMenu() {
  return (
    <nav aria-label={MSG.admin.menu} className={styles.menu}>
      <ul>
        {ADMIN_MENU.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}
            >
              {MSG.admin[item.text]}
            </NavLink>
          </li>
        ))}
        <li className={styles.userSite}>
          <Link to={paths.home()} className={styles.item}>
            {MSG.admin.userSite} <span aria-hidden="true">↗</span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
