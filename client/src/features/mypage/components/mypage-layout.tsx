import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { MSG } from '../../../lib/messages';
import { useSession } from '../../../lib/session-context';
import styles from './mypage-layout.module.css';
import { paths } from '../../../lib/paths';

/** The my-page frame: a menu of the member's own pages beside (or, on a phone, above) the page. */
export function MypageLayout() {
  const { userNo } = useSession();
  const { pathname } = useLocation();
  const menuRef = useRef<HTMLElement>(null);

  useEffect(() => {
    // On a phone the menu is a row that scrolls sideways: keep the current page's entry in view.
    menuRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  const links = [
    { to: paths.myOrders(), label: MSG.mypage.orders },
    { to: paths.myReviews(), label: MSG.mypage.reviews },
    { to: paths.myClaims(), label: MSG.mypage.claims },
    { to: paths.myCoupons(), label: MSG.mypage.coupons },
    { to: paths.myScraps(), label: MSG.mypage.scraps },
    { to: paths.notices(), label: MSG.mypage.notices },
    { to: paths.profileEdit(userNo ?? 0), label: MSG.mypage.profile },
  ];
  return (
    <div className={`page ${styles.layout}`}>
      <nav ref={menuRef} className={styles.menu} aria-label={MSG.mypage.menu}>
        <p className={styles.heading}>{MSG.mypage.title}</p>
        <ul>
          {links.map((l) => (
            <li key={l.to}>
              <NavLink
                to={l.to}
                className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
              >
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
