import { useId, type ReactNode } from 'react';
import { Pager } from '../../../components/ui/pager';
import { StarRating } from '../../../components/ui/star-rating';
import type { ProductReviewItem_ReviewFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { ProductReviewItem } from './product-review-item';
import styles from './product-reviews.module.css';

interface Props {
  /** The product's average score and number of reviews. */
  score: number;
  reviewCount: number;
  reviews: readonly ProductReviewItem_ReviewFragment[] | null;
  page: number;
  totalPages: number;
  onPage(page: number): void;
  /** Shown instead of the list while it loads or when it failed. */
  status?: ReactNode;
}

/** The product's reviews, 3 a page, under the average score as stars and as a number. */
export function ProductReviews({ score, reviewCount, reviews, page, totalPages, onPage, status }: Props) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {MSG.product.reviews} {MSG.product.reviewCount(reviewCount)}
        </h2>
        <p className={styles.average} data-testid="average-score">
          <span className="visually-hidden">{MSG.product.averageScore}</span>
          <StarRating score={score} size="lg" />
          <strong>{score.toFixed(1)}</strong>
        </p>
      </div>
      {status ??
        (!reviews || reviews.length === 0 ? (
          <p className={styles.empty}>{MSG.product.noReviews}</p>
        ) : (
          <ul className={styles.list}>
            {reviews.map((review) => (
              <li key={review.no}>
                <ProductReviewItem review={review} />
              </li>
            ))}
          </ul>
        ))}
      {totalPages > 1 && (
        <Pager
          page={page}
          totalPages={totalPages}
          onChange={onPage}
          label={MSG.product.reviewPagination}
          previousText={MSG.shop.previous}
          nextText={MSG.shop.next}
          status={MSG.shop.pageStatus}
        />
      )}
    </section>
  );
}
