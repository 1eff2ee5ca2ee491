import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { MSG } from '../../../lib/messages';
import { useSession } from '../../../lib/session-context';
import styles from './withdraw.module.css';
import { paths } from '../../../lib/paths';

/** /user/success/delete: shown after leaving; arriving from the withdrawal, it clears the session storage. */
export function WithdrawalDonePage() {
  const withdrawn = (useLocation().state as { withdrawn?: boolean } | null)?.withdrawn === true;
  const { isLoggedIn, logout } = useSession();

  useEffect(() => {
    if (withdrawn && isLoggedIn) logout();
  }, [withdrawn, isLoggedIn, logout]);

  return (
    <div className={`page ${styles.done}`}>
      <h1 className="page-title">{MSG.withdraw.doneTitle}</h1>
      <p className={styles.intro}>{MSG.withdraw.doneBody}</p>
      <Link to={paths.home()} className="btn btn-outline">
        {MSG.withdraw.goHome}
      </Link>
    </div>
  );
}
