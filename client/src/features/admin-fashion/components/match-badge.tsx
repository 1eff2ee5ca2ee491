import type { ItemMatch } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import styles from './match-badge.module.css';

/** Whether the item is the very product worn on screen or a similar one. */
export function MatchBadge({ match }: { match: ItemMatch }) {
  return (
    <span className={match === 'EXACT' ? `${styles.badge} ${styles.exact}` : styles.badge}>
      {MSG.adminFashion.match[match]}
    </span>
  );
}
