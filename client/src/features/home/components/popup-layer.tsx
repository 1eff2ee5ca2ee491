import { useState } from 'react';
import type { PopupCard_PopupFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { dismissPopupToday, isPopupDismissed } from '../popup-cookie';
import { PopupCard } from './popup-card';
import styles from './popup-layer.module.css';

interface Props {
  popups: readonly PopupCard_PopupFragment[];
  /** The member the 'do not show today' cookie is for; null for guests. */
  userNo: number | null;
}

/**
 * The home page popups, unless closed on this visit or dismissed for today by cookie: a row under the header on a
 * desktop, one at a time with a counter on a phone (closing one brings the next).
 */
export function PopupLayer({ popups, userNo }: Props) {
  const [closed, setClosed] = useState<readonly number[]>([]);
  const close = (no: number) => setClosed((list) => [...list, no]);
  const open = popups.filter((p) => !closed.includes(p.no) && !isPopupDismissed(userNo, p.no));
  if (open.length === 0) return null;
  const total = closed.length + open.length;

  return (
    <aside className={styles.layer} aria-label={MSG.home.popups}>
      {open.map((popup, i) => (
        <PopupCard
          key={popup.no}
          popup={popup}
          label={`${MSG.home.popups} ${closed.length + i + 1}`}
          counter={i === 0 && total > 1 ? MSG.home.popupCounter(closed.length + 1, total) : undefined}
          onClose={() => close(popup.no)}
          onHideToday={() => {
            dismissPopupToday(userNo, popup.no);
            close(popup.no);
          }}
        />
      ))}
    </aside>
  );
}
