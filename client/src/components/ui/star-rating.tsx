import { MSG } from '../../lib/messages';
import styles from './star-rating.module.css';

interface Props {
  /** 0 to 5; fractions fill part of a star. */
  score: number;
  size?: 'sm' | 'md' | 'lg';
}

/** Five stars filled to the score, read out as '5점 만점에 N점'. */
export function StarRating({ score, size = 'md' }: Props) {
  const clamped = Math.max(0, Math.min(5, score));
  return (
    <span className={`${styles.stars} ${styles[size]}`} role="img" aria-label={MSG.rating.label(clamped)}>
      <span className={styles.empty} aria-hidden="true">
        ★★★★★
      </span>
      <span className={styles.full} style={{ width: `${(clamped / 5) * 100}%` }} aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}
