import { useId, useState } from 'react';
import type { ReviewCard_ReviewFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { useAutoAdvance } from '../hooks/use-auto-advance';
import { ReviewCard } from './review-card';
import styles from './review-carousel.module.css';

/** Spec §9: the latest-reviews carousel moves on by one review every 5 seconds. */
export const REVIEW_CAROUSEL_MS = 5000;

/**
 * The latest reviews, starting at the current one and wrapping; as many as fit are shown. It pauses while
 * the pointer or focus is on it, and with its pause button (moving content must be stoppable).
 */
export function ReviewCarousel({ reviews }: { reviews: readonly ReviewCard_ReviewFragment[] }) {
  const titleId = useId();
  const [hovered, setHovered] = useState(false);
  const [stopped, setStopped] = useState(false);
  const index = useAutoAdvance(reviews.length, REVIEW_CAROUSEL_MS, hovered || stopped);
  const ordered = [...reviews.slice(index), ...reviews.slice(0, index)];

  return (
    <section className={styles.section} aria-labelledby={titleId} aria-roledescription="carousel">
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {MSG.home.latestReviews}
        </h2>
        {reviews.length > 1 && (
          <button
            type="button"
            className={styles.pause}
            aria-pressed={stopped}
            onClick={() => setStopped((s) => !s)}
            aria-label={MSG.home.pauseReviews}
          >
            <span aria-hidden="true">{stopped ? '▶' : 'Ⅱ'}</span>
          </button>
        )}
      </div>
      {reviews.length === 0 ? (
        <p className={styles.empty}>{MSG.home.noReviews}</p>
      ) : (
        <ul
          key={index}
          className={styles.track}
          data-testid="review-track"
          aria-live={stopped ? 'polite' : 'off'}
          onPointerEnter={() => setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          onFocus={() => setHovered(true)}
          onBlur={() => setHovered(false)}
        >
          {ordered.map((review) => (
            <li key={review.no}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
