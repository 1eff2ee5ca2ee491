import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { MSG } from '../../lib/messages';
import { ProfileMenu } from './profile-menu';
import styles from './site-header.module.css';
import { paths } from '../../lib/paths';

const links = [
  { to: paths.home(), text: 'home', end: false },
  { to: paths.productList(), text: 'shop', end: false },
  { to: paths.style(), text: 'style', end: false },
] as const;

/** `tools` are feature controls the app places before the profile menu (the cart link). */
export function SiteHeader({ tools }: { tools?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {/* The name read out starts with the visible letters, as speech input expects. */}
        <Link to={paths.home()} className={styles.logo}>
          SCENE<span>SHOP</span>
          <span className="visually-hidden"> {MSG.nav.home}</span>
        </Link>
        <nav aria-label={MSG.nav.main} className={styles.nav}>
          {links.map((l) => (
            <NavLink
              key={l.to}
              to={l.to}
              end={l.end}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
            >
              {MSG.nav[l.text]}
            </NavLink>
          ))}
        </nav>
        <div className={styles.tools}>
          {tools}
          <ProfileMenu />
        </div>
      </div>
    </header>
  );
}
