import { MSG } from '../../../lib/messages';
import styles from './post-counts.module.css';

const HEART =
  'M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.2 4.2 2.4.6-1.2 2.1-2.4 4.2-2.4 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z';
const BUBBLE = 'M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z';

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/** A post's like and comment counts: icons for the eye, words for a screen reader. */
export function PostCounts({ likes, comments }: { likes: number; comments: number }) {
  return (
    <span className={styles.counts}>
      <span className={styles.count}>
        <Icon d={HEART} />
        <span aria-hidden="true">{likes}</span>
        <span className="visually-hidden">{MSG.postCounts.likes(likes)}</span>
      </span>
      <span className={styles.count}>
        <Icon d={BUBBLE} />
        <span aria-hidden="true">{comments}</span>
        <span className="visually-hidden">{MSG.postCounts.comments(comments)}</span>
      </span>
    </span>
  );
}
