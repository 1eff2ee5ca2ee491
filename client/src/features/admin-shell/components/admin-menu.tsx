import { Link, NavLink } from 'react-router';
import { MSG } from '../../../lib/messages';
import styles from './admin-layout.module.css';
import { paths } from '../../../lib/paths';

/** Top menu (admin-console §2): fashion, product, orders, community, promotion, customer support, user site. */
export const ADMIN_MENU = [
  { to: paths.adminSection('fashion'), label: MSG.admin.fashion },
  { to: paths.adminSection('product'), label: MSG.admin.product },
  { to: paths.adminSection('orders'), label: MSG.admin.orders },
  { to: paths.adminSection('community'), label: MSG.admin.community },
  { to: paths.adminSection('promotion'), label: MSG.admin.promotion },
  { to: paths.adminSection('help'), label: MSG.admin.support },
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
              {item.label}
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
