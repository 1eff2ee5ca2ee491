import { Link } from 'react-router';
import { StarRating } from '../../../components/ui/star-rating';
import { graphql } from '../../../gql';
import type { ProductCard_ProductFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { PriceTag } from './price-tag';
import styles from './product-card.module.css';
import { paths } from '../../../lib/paths';

export const ProductCard_product = graphql(`
  fragment ProductCard_product on Product {
    no
    name
    pic
    price
    discountRate
    stock
    score
    reviewCount
  }
`);

/** A product in the list: picture, name, price and rating; at stock 0, '품절된 상품입니다.'. */
export function ProductCard({ product }: { product: ProductCard_ProductFragment }) {
  const soldOut = product.stock <= 0;
  return (
    <Link
      to={paths.product(product.no)}
      className={soldOut ? `${styles.card} ${styles.soldOut}` : styles.card}
      data-testid="product-card"
    >
      <div className={styles.picture}>
        {product.pic ? (
          <img src={product.pic} alt="" width={400} height={400} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.noImage}>{MSG.scene.noImage}</span>
        )}
      </div>
      <span className={styles.name}>{product.name}</span>
      <PriceTag price={product.price} discountRate={product.discountRate} />
      {product.reviewCount > 0 && (
        <span className={styles.rating}>
          <StarRating score={product.score} size="sm" /> {product.score.toFixed(1)} ({product.reviewCount})
        </span>
      )}
      {soldOut && <span className={styles.soldOutText}>{MSG.shop.soldOut}</span>}
    </Link>
  );
}
