import { useState } from 'react';
import { Link } from 'react-router';
import { StarRating } from '../../../components/ui/star-rating';
import { graphql } from '../../../gql';
import type { ProductDetailView_ProductFragment } from '../../../gql/graphql';
import { formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { discountedPrice } from '@scene-shop/domain/money';
import { PriceTag } from './price-tag';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { StockNotice } from './stock-notice';
import styles from './product-detail-view.module.css';
import { paths } from '../../../lib/paths';

export const ProductDetailView_product = graphql(`
  fragment ProductDetailView_product on Product {
    no
    name
    contents
    pic
    price
    discountRate
    stock
    available
    category
    score
    reviewCount
  }
`);

interface Props {
  product: ProductDetailView_ProductFragment;
  onAddToCart(quantity: number): void;
}

/** Picture, name, price, stock, quantity and the add-to-cart and share buttons of one product. */
export function ProductDetailView({ product, onAddToCart }: Props) {
  const [wanted, setWanted] = useState(1);
  const orderable = product.available && product.stock > 0;
  // Kept within 1..stock even when a refetch brings a lower stock.
  const quantity = Math.max(1, Math.min(wanted, product.stock));

  return (
    <div className={styles.detail}>
      <div className={styles.picture}>
        {/* The main picture of the page: loaded at once, not lazily. */}
        {product.pic && <img src={product.pic} alt={product.name} width={400} height={400} fetchPriority="high" />}
        {product.stock <= 0 && <span className={styles.soldOutBadge}>{MSG.product.soldOut}</span>}
      </div>
      <div className={styles.info}>
        <p className={styles.category}>{MSG.shop.categories[product.category]}</p>
        <h1 className={styles.name}>{product.name}</h1>
        <p className={styles.rating}>
          <StarRating score={product.score} />
          <span>{product.score.toFixed(1)}</span>
          <span className={styles.muted}>
            {MSG.product.reviews} {MSG.product.reviewCount(product.reviewCount)}
          </span>
        </p>
        <PriceTag price={product.price} discountRate={product.discountRate} size="lg" />
        {product.available ? (
          <StockNotice stock={product.stock} />
        ) : (
          <p className={styles.soldOut}>{MSG.product.unavailable}</p>
        )}
        <h2 className="visually-hidden">{MSG.product.description}</h2>
        <p className={styles.contents}>{product.contents}</p>
        <div className={styles.order}>
          <span className={styles.label}>{MSG.product.quantity}</span>
          <QuantityStepper
            label={MSG.product.quantity}
            quantity={quantity}
            max={product.stock}
            disabled={!orderable}
            onChange={setWanted}
          />
        </div>
        {orderable && (
          <p className={styles.total}>
            <span>{MSG.product.totalPrice}</span>
            <strong data-testid="total-price">
              {formatWon(discountedPrice(product.price, product.discountRate) * quantity)}
            </strong>
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className="btn btn-accent" disabled={!orderable} onClick={() => onAddToCart(quantity)}>
            {MSG.product.addToCart}
          </button>
          <Link to={paths.styleWrite(product.no)} className="btn btn-outline">
            {MSG.product.share}
          </Link>
        </div>
      </div>
    </div>
  );
}
