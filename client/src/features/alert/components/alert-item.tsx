import { graphql } from '../../../gql';
import type { AlertItem_AlertFragment } from '../../../gql/graphql';
import { formatRelativeTime } from '../../../lib/relative-time';
import { MSG } from '../../../lib/messages';
import { alertText } from '../alert-text';
import styles from './alert-item.module.css';

export const AlertItem_alert = graphql(`
  fragment AlertItem_alert on Alert {
    no
    category
    content
    messageKey
    messageArgs
    path
    isRead
    date
  }
`);

interface Props {
  alert: AlertItem_AlertFragment;
  /** When the popup opened: relative times are counted from it. */
  now: number;
  onOpen(alert: AlertItem_AlertFragment): void;
  onDelete(no: number): void;
}

/** One alert: category, content and how long ago; unread ones are tinted and dotted. A click opens it. */
export function AlertItem({ alert, now, onOpen, onDelete }: Props) {
  const text = alertText(alert);
  return (
    <li
      className={alert.isRead ? styles.item : `${styles.item} ${styles.unread}`}
      data-testid="alert-item"
      data-read={alert.isRead}
    >
      <button type="button" className={styles.open} onClick={() => onOpen(alert)}>
        <span className={styles.meta}>
          {!alert.isRead && (
            <span className={styles.unreadMark}>
              <span className="visually-hidden">{MSG.alert.unread}</span>
            </span>
          )}
          <span className={styles.category}>{MSG.alert.categories[alert.category]}</span>
          <time dateTime={alert.date} className={styles.time}>
            {formatRelativeTime(alert.date, now)}
          </time>
        </span>
        <span className={styles.content}>{text}</span>
      </button>
      <button
        type="button"
        className={styles.delete}
        aria-label={MSG.alert.deleteOf(text)}
        onClick={() => onDelete(alert.no)}
      >
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
          <path d="M3 3l8 8M11 3l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}
