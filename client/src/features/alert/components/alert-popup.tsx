import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Pager } from '../../../components/ui/pager';
import type { AlertCategory } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { useAlertActions } from '../hooks/use-alert-actions';
import { ALERT_PAGE_SIZE, HasUnreadAlertsQuery, MyAlertsQuery } from '../operations';
import { AlertItem } from './alert-item';
import { AlertTabs, alertTabId } from './alert-tabs';
import styles from './alert-popup.module.css';

interface Props {
  id: string;
  /** Closes the popup; `returnFocus` puts focus back on the bell. */
  onClose(returnFocus: boolean): void;
}

/**
 * The alert panel under the bell: category tabs, 4 alerts a page with a pager, open or delete each, and mark all of
 * the category shown read.
 */
export function AlertPopup({ id, onClose }: Props) {
  const base = useId();
  const titleId = `${base}-title`;
  const listId = `${base}-list`;
  const panelRef = useRef<HTMLDivElement>(null);
  const [category, setCategory] = useState<AlertCategory | null>(null);
  const [page, setPage] = useState(0); // zero-based, as the server counts
  const [now] = useState(Date.now);
  const { data, loading, refetch } = useQuery(MyAlertsQuery, {
    variables: { category, page, size: ALERT_PAGE_SIZE },
  });
  const { open, remove, deleteFailed, readAll, markingAll, notice } = useAlertActions(() => onClose(false));
  const alerts = data?.myAlerts;
  // The bell's own answer: with nothing unread anywhere, there is nothing to mark.
  const nothingUnread = useQuery(HasUnreadAlertsQuery).data?.hasUnreadAlerts === false;

  useEffect(() => {
    // Focus enters the panel on the selected tab, so arrows switch categories and Tab reaches the list.
    panelRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, []);

  const onCategory = (next: AlertCategory | null) => {
    setCategory(next);
    setPage(0);
  };

  const onDelete = async (no: number) => {
    const lastOnPage = alerts?.content.length === 1;
    panelRef.current?.focus(); // the pressed button goes away with its alert
    if ((await remove(no)) && lastOnPage && page > 0) setPage(page - 1);
  };

  let body;
  if (!alerts && loading) body = <p className={styles.status}>{MSG.alert.loading}</p>;
  else if (!alerts)
    body = (
      <div className={styles.status} role="alert">
        <p>{MSG.alert.error}</p>
        <button type="button" className="btn btn-outline" onClick={() => void refetch().catch(() => {})}>
          {MSG.alert.retry}
        </button>
      </div>
    );
  else if (alerts.content.length === 0) body = <p className={styles.status}>{MSG.alert.empty}</p>;
  else
    body = (
      <ul className={styles.list}>
        {alerts.content.map((alert) => (
          <AlertItem key={alert.no} alert={alert} now={now} onOpen={open} onDelete={(no) => void onDelete(no)} />
        ))}
      </ul>
    );

  return (
    <div id={id} ref={panelRef} role="dialog" aria-labelledby={titleId} tabIndex={-1} className={styles.panel}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {MSG.alert.title}
        </h2>
        <button
          type="button"
          className={styles.readAll}
          disabled={markingAll || nothingUnread}
          onClick={() => void readAll(category)}
        >
          {MSG.alert.markAllRead}
        </button>
        <button type="button" className={styles.close} aria-label={MSG.alert.close} onClick={() => onClose(true)}>
          <svg width="16" height="16" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            <path d="M3 3l8 8M11 3l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <AlertTabs value={category} onChange={onCategory} idBase={base} panelId={listId} />
      <div id={listId} role="tabpanel" aria-labelledby={alertTabId(base, category)} className={styles.body}>
        <p className={notice?.failed ? styles.failed : styles.notice} role={notice?.failed ? 'alert' : 'status'}>
          {notice?.text}
        </p>
        {deleteFailed && (
          <p className={styles.failed} role="alert">
            {MSG.alert.deleteFailed}
          </p>
        )}
        {body}
      </div>
      {alerts && alerts.content.length > 0 && (
        <Pager
          className={styles.pager}
          page={page + 1}
          totalPages={alerts.totalPages}
          onChange={(p) => setPage(p - 1)}
          label={MSG.alert.pagination}
          previousText={MSG.alert.previous}
          nextText={MSG.alert.next}
          status={MSG.alert.pageStatus}
        />
      )}
    </div>
  );
}
