import { Link } from 'react-router';
import { StarRating } from '../../../components/ui/star-rating';
import { graphql } from '../../../gql';
import type { ProductReviewItem_ReviewFragment } from '../../../gql/graphql';
import { formatKoreanDate } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import styles from './product-reviews.module.css';
import { paths } from '../../../lib/paths';

export const ProductReviewItem_review = graphql(`
  fragment ProductReviewItem_review on Review {
    no
    score
    contents
    pic
    userNickname
    date
    optionLabel
  }
`);

/** One review of the product, linking to its detail page. */
export function ProductReviewItem({ review }: { review: ProductReviewItem_ReviewFragment }) {
  return (
    <Link to={paths.review(review.no)} className={styles.item} data-testid="product-review">
      <div className={styles.itemText}>
        <StarRating score={review.score} size="sm" />
        <span className={styles.contents}>{review.contents}</span>
        {review.optionLabel && <span className={styles.meta}>{MSG.product.boughtSize(review.optionLabel)}</span>}
        <span className={styles.meta}>
          <span className={styles.nickname}>{MSG.scene.nickname(review.userNickname)}</span>
          <time dateTime={review.date}>{formatKoreanDate(review.date)}</time>
        </span>
      </div>
      {review.pic && (
        <img
          className={styles.thumb}
          src={review.pic}
          alt=""
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
        />
      )}
    </Link>
  );
}
