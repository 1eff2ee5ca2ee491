import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { MSG } from '../../lib/messages';
import { useSession } from '../../lib/session-context';
import { useDismiss } from '../../lib/use-dismiss';
import styles from './support-button.module.css';

const loadPanel = () => import('./support-panel');
const SupportPanel = lazy(loadPanel);
// The unread dot needs the socket and the chat texts: members only, and outside the storefront's first load.
const SupportButtonUnread = lazy(() => import('./support-button-unread'));

/** The floating support button (spec §2); its menu loads when first wanted, outside the storefront's first load. */
export function SupportButton() {
  const { isLoggedIn, isAdmin, userNo } = useSession();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const panelId = useId();
  const unreadId = useId();
  useDismiss(rootRef, open, close);
  // The admin answers chats in the console; only a member has a chat of their own.
  const member = isLoggedIn && !isAdmin;

  return (
    <div className={styles.root} ref={rootRef}>
      {open && (
        <Suspense fallback={null}>
          <SupportPanel id={panelId} onNavigate={close} />
        </Suspense>
      )}
      <button
        type="button"
        className={styles.toggle}
        aria-label={MSG.support.open}
        aria-describedby={member ? unreadId : undefined}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen(!open)}
      >
        <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M4 12a8 8 0 1 1 3.3 6.5L4 19.5l1-3.2A7.9 7.9 0 0 1 4 12Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
          <path d="M9 10.5h6M9 13.5h4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        {member && (
          <Suspense fallback={null}>
            <SupportButtonUnread key={userNo} descriptionId={unreadId} />
          </Suspense>
        )}
      </button>
    </div>
  );
}
