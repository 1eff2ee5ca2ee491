import { MSG } from '../../../lib/messages';
import styles from './post-picture.module.css';

/** A post's picture, or the spec's 'no image' placeholder for a post without one. */
export function PostPicture({ pic, className }: { pic: string | null; className?: string }) {
  return (
    <span className={className ? `${styles.frame} ${className}` : styles.frame}>
      {pic ? (
        <img src={pic} alt="" loading="lazy" decoding="async" width={400} height={500} />
      ) : (
        <span className={styles.none}>{MSG.postCounts.noImage}</span>
      )}
    </span>
  );
}
