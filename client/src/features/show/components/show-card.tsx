import { Link } from 'react-router';
import { graphql } from '../../../gql';
import type { ShowCard_ShowFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import styles from './show-card.module.css';
import { paths } from '../../../lib/paths';

export const ShowCard_show = graphql(`
  fragment ShowCard_show on Show {
    no
    title
    pic
  }
`);

/** Posters are drawn 300 x 420; the size is set so the grid does not jump while images load. */
const POSTER = { width: 300, height: 420 };

export function ShowCard({ show }: { show: ShowCard_ShowFragment }) {
  return (
    <Link to={paths.show(show.no)} className={styles.card}>
      <div className={styles.poster}>
        {show.pic ? (
          <img src={show.pic} alt="" loading="lazy" decoding="async" width={POSTER.width} height={POSTER.height} />
        ) : (
          <span className={styles.noPoster}>{MSG.show.noPoster}</span>
        )}
      </div>
      <span className={styles.title}>{show.title}</span>
    </Link>
  );
}
