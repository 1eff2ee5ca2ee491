import { discountedPrice } from '@scene-shop/domain/money';
import { Link } from 'react-router';
import { graphql } from '../../../gql';
import type { AttachedProduct_ProductFragment } from '../../../gql/graphql';
import { formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import styles from './attached-product.module.css';

export const AttachedProduct_product = graphql(`
  fragment AttachedProduct_product on Product {
    no
    name
    pic
    price
    discountRate
  }
`);

/** The product the post shows, as a card leading to its page: its discount, discounted and original price. */
export function AttachedProduct({ product }: { product: AttachedProduct_ProductFragment }) {
  const { price, discountRate } = product;
  return (
    <section className={styles.product} aria-label={MSG.postDetail.product}>
      <h2 className={styles.productHeading}>{MSG.postDetail.product}</h2>
      <Link to={paths.product(product.no)} className={styles.productCard}>
        {product.pic ? (
          <img className={styles.productPic} src={product.pic} alt="" width={72} height={72} loading="lazy" />
        ) : (
          <span className={styles.productPic}>{MSG.postDetail.noProductPicture}</span>
        )}
        <span className={styles.productBody}>
          <span className={styles.productName}>{product.name}</span>
          <span className={styles.productPrice}>
            {discountRate > 0 && (
              <span className={styles.productRate}>{MSG.postDetail.discountRate(discountRate)}</span>
            )}
            <span className="visually-hidden">{MSG.postDetail.salePrice}</span>
            <strong data-testid="sale-price">{formatWon(discountedPrice(price, discountRate))}</strong>
            {discountRate > 0 && (
              <>
                <span className="visually-hidden">{MSG.postDetail.originalPrice}</span>
                <del className={styles.productOriginal}>{formatWon(price)}</del>
              </>
            )}
          </span>
        </span>
      </Link>
    </section>
  );
}
