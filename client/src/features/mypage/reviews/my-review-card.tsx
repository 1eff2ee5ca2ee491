import { Link } from 'react-router';
import { StarRating } from '../../../components/ui/star-rating';
import { graphql } from '../../../gql';
import type { MyReviewCard_ReviewFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import styles from './reviews.module.css';
import { paths } from '../../../lib/paths';

export const MyReviewCard_review = graphql(`
  fragment MyReviewCard_review on Review {
    no
    contents
    score
    pic
    optionLabel
    product {
      no
      name
      pic
    }
  }
`);

interface Props {
  review: MyReviewCard_ReviewFragment;
  onDelete(): void;
}

/** Product name, five stars, contents and the review's picture (the product's when it has none). */
export function MyReviewCard({ review, onDelete }: Props) {
  const pic = review.pic ?? review.product.pic;
  return (
    <article className={styles.card} data-testid="my-review">
      <div className={styles.cardPic}>
        {pic && <img src={pic} alt="" loading="lazy" decoding="async" width={120} height={120} />}
      </div>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>{review.product.name}</h2>
        {review.optionLabel && <p className={styles.cardText}>{MSG.product.boughtSize(review.optionLabel)}</p>}
        <StarRating score={review.score} />
        <p className={styles.cardText}>{review.contents}</p>
      </div>
      <div className={styles.cardActions}>
        <Link to={paths.reviewEdit(review.no)} className="btn btn-outline">
          {MSG.reviews.edit}
        </Link>
        <button type="button" className="btn btn-outline" onClick={onDelete}>
          {MSG.reviews.delete}
        </button>
      </div>
    </article>
  );
}
