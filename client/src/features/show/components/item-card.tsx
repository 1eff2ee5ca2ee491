import { Link } from 'react-router';
import { graphql } from '../../../gql';
import type { ItemCard_ItemFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import styles from './item-card.module.css';
import { paths } from '../../../lib/paths';

export const ItemCard_item = graphql(`
  fragment ItemCard_item on Item {
    no
    name
    pic
    path
    product {
      no
    }
  }
`);

/**
 * An item of a style. Pointing at it (or tabbing into it) shows its two links: the external page of the item
 * and the similar product in this shop. On touch screens, which cannot hover, the links always show.
 */
export function ItemCard({ item }: { item: ItemCard_ItemFragment }) {
  return (
    <div className={styles.item} data-testid="style-item">
      <img src={item.pic} alt="" width={400} height={400} loading="lazy" decoding="async" />
      <span className={styles.name}>{item.name}</span>
      <div className={styles.links}>
        {item.path && (
          <a href={item.path} target="_blank" rel="noopener noreferrer">
            {MSG.scene.externalLink}
            <span className="visually-hidden"> ({item.name})</span> <span aria-hidden="true">↗</span>
          </a>
        )}
        {item.product ? (
          <Link to={paths.product(item.product.no)}>
            {MSG.scene.similarProduct}
            <span className="visually-hidden"> ({item.name})</span>
          </Link>
        ) : (
          <span className={styles.none}>{MSG.scene.noSimilarProduct}</span>
        )}
      </div>
    </div>
  );
}
