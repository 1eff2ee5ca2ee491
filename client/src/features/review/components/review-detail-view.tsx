import { Link } from 'react-router';
import { StarRating } from '../../../components/ui/star-rating';
import { graphql } from '../../../gql';
import type { ReviewDetailView_ReviewFragment } from '../../../gql/graphql';
import { formatKoreanDate } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import styles from './review-detail-view.module.css';
import { paths } from '../../../lib/paths';

export const ReviewDetailView_review = graphql(`
  fragment ReviewDetailView_review on Review {
    no
    pic
    contents
    score
    userNickname
    date
    product {
      no
      name
      pic
    }
  }
`);

/** A review: its picture (else the product's), @nickname, stars, contents and the way to the product. */
export function ReviewDetailView({ review }: { review: ReviewDetailView_ReviewFragment }) {
  const pic = review.pic ?? review.product.pic;
  const productPath = paths.product(review.product.no);
  return (
    <article className={styles.review}>
      <div className={styles.picture}>
        {pic ? (
          <img src={pic} alt="" width={400} height={400} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.noImage}>{MSG.scene.noImage}</span>
        )}
      </div>
      <div className={styles.body}>
        <h1 className="visually-hidden">{MSG.review.title}</h1>
        <p className={styles.nickname}>{MSG.scene.nickname(review.userNickname)}</p>
        <p className={styles.score}>
          <StarRating score={review.score} size="lg" />
          <strong>{review.score}</strong>
        </p>
        <p className={styles.contents}>{review.contents}</p>
        <time className={styles.date} dateTime={review.date}>
          {formatKoreanDate(review.date)}
        </time>
        <Link to={productPath} className={styles.product}>
          {review.product.pic ? (
            <img src={review.product.pic} alt="" width={400} height={400} loading="lazy" decoding="async" />
          ) : (
            <span className={styles.thumb} />
          )}
          <span className={styles.productName}>{review.product.name}</span>
          <span className={styles.productLink}>
            {MSG.review.productLink} <span aria-hidden="true">›</span>
          </span>
        </Link>
      </div>
    </article>
  );
}
