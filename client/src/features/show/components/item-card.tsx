import { Link } from 'react-router';
import { graphql } from '../../../gql';
import type { ItemCard_ItemFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { canBuy } from '../look';
import { ItemAlternatives } from './item-alternatives';
import styles from './item-card.module.css';

/** What the cart keeps of a product (lib/cart-lines CartProduct). */
export const ItemCard_product = graphql(`
  fragment ItemCard_product on Product {
    no
    name
    pic
    price
    discountRate
    stock
    available
  }
`);

export const ItemCard_item = graphql(`
  fragment ItemCard_item on Item {
    no
    name
    pic
    path
    match
    product {
      ...ItemCard_product
    }
    alternatives(sizes: $sizes) {
      ...ItemCard_product
    }
  }
`);

/**
 * An item of a style, badged as the exact product worn or a similar one. Pointing at it (or tabbing into it) shows
 * its links: the external page of the item and the product in this shop; on touch screens, which cannot hover, the
 * links always show. When the product cannot be bought, the item says so and offers similar products instead; when
 * it can, only not in the shopper's last chosen size, the server offers those that have it, shown beside the link.
 */
export function ItemCard({ item }: { item: ItemCard_ItemFragment }) {
  const exact = item.match === 'EXACT';
  const product = item.product;
  const buyable = product !== null && product !== undefined && canBuy(product);
  return (
    <div className={styles.item} data-testid="style-item">
      <div className={styles.picture}>
        <img src={item.pic} alt="" width={400} height={400} loading="lazy" decoding="async" />
        {product && (
          <span className={exact ? `${styles.badge} ${styles.exact}` : styles.badge} data-testid="match-badge">
            {exact ? MSG.look.exact : MSG.look.similar}
          </span>
        )}
        {(item.path || !product || buyable) && (
          <div className={styles.links}>
            {item.path && (
              <a href={item.path} target="_blank" rel="noopener noreferrer">
                {MSG.scene.externalLink}
                <span className="visually-hidden"> ({item.name})</span> <span aria-hidden="true">↗</span>
              </a>
            )}
            {!product ? (
              <span className={styles.none}>{MSG.scene.noSimilarProduct}</span>
            ) : (
              buyable && (
                <Link to={paths.product(product.no)}>
                  {exact ? MSG.look.exactProduct : MSG.scene.similarProduct}
                  <span className="visually-hidden"> ({item.name})</span>
                </Link>
              )
            )}
          </div>
        )}
      </div>
      <span className={styles.name}>{item.name}</span>
      {product && (!buyable || item.alternatives.length > 0) && (
        <ItemAlternatives itemName={item.name} exact={exact} alternatives={item.alternatives} forSize={buyable} />
      )}
    </div>
  );
}
