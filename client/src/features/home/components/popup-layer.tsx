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

/** The home page popups, unless closed on this visit or dismissed for today by cookie. */
export function PopupLayer({ popups, userNo }: Props) {
  const [closed, setClosed] = useState<readonly number[]>([]);
  const close = (no: number) => setClosed((list) => [...list, no]);
  const open = popups.filter((p) => !closed.includes(p.no) && !isPopupDismissed(userNo, p.no));
  if (open.length === 0) return null;

  return (
    <aside className={styles.layer} aria-label={MSG.home.popups}>
      {open.map((popup, i) => (
        <PopupCard
          key={popup.no}
          popup={popup}
          label={`${MSG.home.popups} ${i + 1}`}
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
