import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { PagedList } from '../../../components/ui/paged-list';
import { MSG } from '../../../lib/messages';
import { ProductReviewsQuery, REVIEW_PAGE_SIZE } from '../operations';
import { starParts } from '../stars';
import styles from './product-list.module.css';

interface Props {
  productNo: number;
  name: string;
  /** The average over all reviews, as the server keeps it. */
  score: number;
  /** Beside a card the panel can be closed; on the detail page it stays. */
  onClose?(): void;
}

/** The reviews beside a card (§2): user id, stars, contents and picture; 5 a page. */
export function ReviewPanel({ productNo, name, score, onClose }: Props) {
  const [page, setPage] = useState(1);
  const headingId = useId();
  const { data, loading, error, refetch } = useQuery(ProductReviewsQuery, {
    variables: { productNo, page: page - 1, size: REVIEW_PAGE_SIZE },
  });
  const m = MSG.adminProducts;
  return (
    <aside className={styles.reviews} aria-labelledby={headingId}>
      <div className={styles.reviewsHead}>
        <h3 id={headingId}>{m.reviewsOf(name)}</h3>
        {onClose && (
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {m.closeReviews}
          </button>
        )}
      </div>
      <p>
        <Stars score={score} /> {m.average(score.toFixed(1))}
      </p>
      <PagedList
        data={data?.productReviews}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        texts={{ loading: m.reviewsLoading, error: m.reviewsError, empty: m.noReviews }}
        page={page}
        onPage={setPage}
        pagerLabel={m.reviewsPagination}
      >
        {(reviews) => (
          <ul className={styles.reviewList}>
            {reviews.content.map((r) => (
              <li key={r.no} data-testid="admin-review">
                <strong>{r.author.id ?? ''}</strong> <Stars score={r.score} />
                <p>{r.contents}</p>
                {r.pic && <img className={styles.reviewPic} src={r.pic} alt={m.reviewPicture} />}
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </aside>
  );
}

/** Full, half and empty stars (§9), read out as the score. */
export function Stars({ score }: { score: number }) {
  const { full, half, empty } = starParts(score);
  return (
    <span role="img" aria-label={MSG.rating.label(score)} className={styles.stars}>
      <span aria-hidden="true">{'★'.repeat(full)}</span>
      {half && (
        <span aria-hidden="true" className={styles.half}>
          ★
        </span>
      )}
      <span aria-hidden="true" className={styles.emptyStars}>
        {'★'.repeat(empty)}
      </span>
    </span>
  );
}
