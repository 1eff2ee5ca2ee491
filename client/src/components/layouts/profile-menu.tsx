import { useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { MSG } from '../../lib/messages';
import { useSession } from '../../lib/session-context';
import styles from './profile-menu.module.css';
import { paths } from '../../lib/paths';
import { useDismiss } from '../../lib/use-dismiss';

function ProfileIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M4 20c1.5-3.6 4.4-5.4 8-5.4s6.5 1.8 8 5.4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The profile icon: a menu when logged in, a way to the login page when not. */
export function ProfileMenu() {
  const { isLoggedIn, userNo, logout } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // The menu belongs to the page it was opened on, so moving to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? location.pathname : null);
  const close = useCallback(() => setOpenOn(null), []);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useDismiss(rootRef, open, close);

  const onIcon = () => {
    if (!isLoggedIn) {
      navigate(paths.login(), { state: { from: location } });
      return;
    }
    setOpen(!open);
  };

  const onLogout = () => {
    setOpen(false);
    // Leave first, so a login-guarded page does not bounce to the login form on the way out.
    navigate(paths.home());
    logout();
  };

  const items = [
    { to: paths.profileEdit(userNo ?? 0), label: MSG.nav.profileEdit },
    { to: paths.myScraps(), label: MSG.nav.scrap },
    { to: paths.myOrders(), label: MSG.nav.orders },
    { to: paths.myReviews(), label: MSG.nav.reviews },
    { to: paths.myCoupons(), label: MSG.nav.coupons },
  ];

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        type="button"
        className={styles.icon}
        aria-label={MSG.nav.profile}
        aria-expanded={isLoggedIn ? open : undefined}
        aria-controls={isLoggedIn ? menuId : undefined}
        onClick={onIcon}
      >
        <ProfileIcon />
      </button>
      {isLoggedIn && open && (
        <ul id={menuId} className={styles.menu}>
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={styles.item}>
                {item.label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className={`${styles.item} ${styles.logout}`} onClick={onLogout}>
              {MSG.nav.logout}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
