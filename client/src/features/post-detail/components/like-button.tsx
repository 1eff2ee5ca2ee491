import styles from './post-detail.module.css';

interface Props {
  liked: boolean;
  count: number;
  /** What is liked, for screen readers (the button's name). */
  label: string;
  busy?: boolean;
  onToggle(): void;
}

/** A heart that is pressed when I like the thing, with how many do. */
export function LikeButton({ liked, count, label, busy, onToggle }: Props) {
  return (
    <span className={styles.like}>
      <button
        type="button"
        className={liked ? `${styles.likeButton} ${styles.liked}` : styles.likeButton}
        aria-pressed={liked}
        aria-label={label}
        disabled={busy}
        onClick={onToggle}
      >
        <span aria-hidden="true">{liked ? '♥' : '♡'}</span>
      </button>
      <span className={styles.likeCount} data-testid="like-count" aria-live="polite">
        {count}
      </span>
    </span>
  );
}
