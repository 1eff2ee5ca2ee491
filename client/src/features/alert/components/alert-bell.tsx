import { useQuery } from '@apollo/client/react';
import { useCallback, useId, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router';
import { MSG } from '../../../lib/messages';
import { useSession } from '../../../lib/session-context';
import { useAlertFeed } from '../hooks/use-alert-feed';
import { useDismiss } from '../../../lib/use-dismiss';
import { HasUnreadAlertsQuery } from '../operations';
import { AlertPopup } from './alert-popup';
import { BellIcon } from './bell-icon';
import styles from './alert-bell.module.css';

/** The header's alert bell (spec: only when logged in); a new member means a fresh bell. */
export function AlertBell() {
  const { isLoggedIn, userNo } = useSession();
  return isLoggedIn ? <MemberAlertBell key={userNo} /> : null;
}

/** The bell, its red dot for unread alerts and, when pressed, the alert popup. */
function MemberAlertBell() {
  const { data } = useQuery(HasUnreadAlertsQuery);
  useAlertFeed();
  const location = useLocation();
  // The popup belongs to the page it was opened on: going to an alert's page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpenOn(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, close);

  // Tabbing out of the popup closes it, as a press outside does.
  const onBlur = (e: FocusEvent) => {
    if (open && e.relatedTarget && !rootRef.current?.contains(e.relatedTarget as Node)) close(false);
  };

  const unread = data?.hasUnreadAlerts === true;
  return (
    <div className={styles.root} ref={rootRef} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.bell}
        aria-label={unread ? MSG.alert.bellUnread : MSG.alert.bell}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onClick={() => (open ? close(false) : setOpenOn(location.pathname))}
      >
        <BellIcon />
        {unread && <span className={styles.dot} data-testid="alert-dot" aria-hidden="true" />}
      </button>
      {open && <AlertPopup id={popupId} onClose={close} />}
    </div>
  );
}
