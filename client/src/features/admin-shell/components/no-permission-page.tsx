import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { MSG } from '../../../lib/messages';
import styles from './no-permission-page.module.css';

/** Spec §9: the no-permission page returns to the main page after 3 seconds. */
export const NO_PERMISSION_REDIRECT_MS = 3000;
export function NoPermissionPage() {
  const navigate = useNavigate();
  const [left, setLeft] = useState(NO_PERMISSION_REDIRECT_MS / 1000);

  useEffect(() => {
    const tick = setInterval(() => setLeft((s) => Math.max(s - 1, 0)), 1000);
    const leave = setTimeout(() => navigate(paths.home(), { replace: true }), NO_PERMISSION_REDIRECT_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(leave);
    };
  }, [navigate]);

  return (
    <div className={`page ${styles.box}`}>
      <div className={styles.badge} aria-hidden="true">
        403
      </div>
      <h1 className={styles.title}>{MSG.admin.noPermissionTitle}</h1>
      <p>{MSG.admin.noPermissionBody}</p>
      <p className={styles.countdown} role="status" aria-live="polite">
        {MSG.admin.redirectCountdown(left)}
      </p>
      <Link to={paths.home()} replace className="btn btn-outline">
        {MSG.admin.goMainNow}
      </Link>
    </div>
  );
}
