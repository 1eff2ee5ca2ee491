import { useState } from 'react';
import { Link } from 'react-router';
import { StarRating } from '../../../components/ui/star-rating';
import { graphql } from '../../../gql';
import type { ProductDetailView_ProductFragment } from '../../../gql/graphql';
import { formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { rememberSize } from '../../../lib/last-size';
import { discountedPrice } from '@scene-shop/domain/money';
import { PriceTag } from './price-tag';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { SizeGuide } from './size-guide';
import { RestockToggles } from './restock-toggle';
import { SizePicker } from './size-picker';
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
    options {
      no
      size
      label
      stock
      priceDelta
      ...RestockToggle_option
    }
    ...SizeGuide_product
  }
`);

type Option = ProductDetailView_ProductFragment['options'][number];

interface Props {
  product: ProductDetailView_ProductFragment;
  /** The quantity and, for a product sold by sizes, the size chosen. */
  onAddToCart(quantity: number, option: Option | null): void;
  isLoggedIn: boolean;
  /** A visitor asking for a restock alert is sent to the login page. */
  onRequireLogin(): void;
}

/** Picture, name, price, stock, quantity and the add-to-cart and share buttons of one product. */
export function ProductDetailView({ product, onAddToCart, isLoggedIn, onRequireLogin }: Props) {
  const [wanted, setWanted] = useState(1);
  const [chosenNo, setChosenNo] = useState<number | null>(null);
  const { options } = product;
  const chooseSize = (no: number) => {
    setChosenNo(no);
    const size = options.find((o) => o.no === no)?.size;
    if (size !== undefined) rememberSize(size);
  };
  // A one-size product needs no choice; a refetch may sell out the chosen size, which then counts as not chosen.
  const chosen = options.length === 1 ? options[0]! : (options.find((o) => o.no === chosenNo && o.stock > 0) ?? null);
  const stock = chosen ? chosen.stock : product.stock;
  const orderable = product.available && stock > 0 && (options.length === 0 || chosen !== null);
  // Kept within 1..stock even when a refetch brings a lower stock.
  const quantity = Math.max(1, Math.min(wanted, stock));
  const unit = discountedPrice(product.price, product.discountRate) + (chosen?.priceDelta ?? 0);

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
          <StockNotice stock={stock} />
        ) : (
          <p className={styles.soldOut}>{MSG.product.unavailable}</p>
        )}
        <h2 className="visually-hidden">{MSG.product.description}</h2>
        <p className={styles.contents}>{product.contents}</p>
        {options.length > 0 && product.available && (
          <>
            <SizePicker options={options} chosen={chosen?.no ?? null} onChoose={chooseSize} />
            <RestockToggles
              productNo={product.no}
              options={options}
              isLoggedIn={isLoggedIn}
              onRequireLogin={onRequireLogin}
            />
          </>
        )}
        <SizeGuide product={product} />
        <div className={styles.order}>
          <span className={styles.label}>{MSG.product.quantity}</span>
          <QuantityStepper
            label={MSG.product.quantity}
            quantity={quantity}
            max={Math.max(stock, 1)}
            disabled={!orderable}
            onChange={setWanted}
          />
        </div>
        {orderable && (
          <p className={styles.total}>
            <span>{MSG.product.totalPrice}</span>
            <strong data-testid="total-price">{formatWon(unit * quantity)}</strong>
          </p>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className="btn btn-accent"
            disabled={!orderable}
            onClick={() => onAddToCart(quantity, chosen)}
          >
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
