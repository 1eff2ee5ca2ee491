import { Link } from 'react-router';
import { StarRating } from '../../../components/ui/star-rating';
import { graphql } from '../../../gql';
import type { ReviewCard_ReviewFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import styles from './review-carousel.module.css';
import { paths } from '../../../lib/paths';

export const ReviewCard_review = graphql(`
  fragment ReviewCard_review on Review {
    no
    contents
    score
    pic
    userNickname
    product {
      no
      name
      pic
    }
  }
`);

/** One latest review; the picture falls back to the product's when the review has none. */
export function ReviewCard({ review }: { review: ReviewCard_ReviewFragment }) {
  const pic = review.pic ?? review.product.pic;
  return (
    <Link to={paths.review(review.no)} className={styles.card}>
      <div className={styles.picture}>
        {pic ? (
          <img src={pic} alt="" width={400} height={400} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.noImage}>{MSG.scene.noImage}</span>
        )}
      </div>
      <StarRating score={review.score} size="sm" />
      <span className={styles.contents}>{review.contents}</span>
      <span className={styles.meta}>
        <span className={styles.nickname}>{MSG.scene.nickname(review.userNickname)}</span>
        <span className={styles.product}>{review.product.name}</span>
      </span>
    </Link>
  );
}
