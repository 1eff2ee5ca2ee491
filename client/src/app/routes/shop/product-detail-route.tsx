import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { useCart } from '../../../features/cart/cart-store';
import { AddedToCartModal, type AddedToCart } from '../../../features/product/components/added-to-cart-modal';
import { ProductDetailView } from '../../../features/product/components/product-detail-view';
import { ProductWornIn } from '../../../features/product/components/product-worn-in';
import { graphql } from '../../../gql';
import type { ProductDetailPageQuery as ProductDetailPageData } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { useRestoredPageData } from '../../../lib/page-data';
import { useSession } from '../../../lib/session-context';
import { useLoginRedirect } from '../../../features/auth/hooks/use-login-redirect';
import { ProductReviewsSection } from './product-reviews-section';
import styles from './shop-routes.module.css';

export const ProductDetailPageQuery = graphql(`
  query ProductDetailPage($no: Int!) {
    product(no: $no) {
      no
      name
      pic
      price
      discountRate
      stock
      available
      score
      reviewCount
      ...ProductDetailView_product
      ...ProductWornIn_product
    }
  }
`);

/** /user/shop/productlist/detail/{no}: the product, add-to-cart with its modal, where it is worn, and its reviews. */
export function ProductDetailRoute() {
  const no = Number(useParams().no);
  const valid = Number.isInteger(no) && no > 0;
  // The stock changes with every order, so a cached copy is shown only until the server answers; the copy the server
  // put into the HTML of the page the visit started on is such an answer.
  const restored = useRestoredPageData(ProductDetailPageQuery, { no });
  const { data, loading, error, refetch } = useQuery(ProductDetailPageQuery, {
    variables: { no },
    skip: !valid,
    fetchPolicy: restored ? 'cache-first' : 'cache-and-network',
  });
  const { isLoggedIn } = useSession();
  const cart = useCart();
  const sendToLogin = useLoginRedirect();
  const navigate = useNavigate();
  const [added, setAdded] = useState<AddedToCart | null>(null);

  type Product = NonNullable<ProductDetailPageData['product']>;
  type Option = { no: number; label: string; stock: number; priceDelta: number };
  const addToCart = (product: Product, quantity: number, chosen: Option | null) => {
    if (!isLoggedIn) return sendToLogin();
    const option = chosen && { no: chosen.no, label: chosen.label, stock: chosen.stock, priceDelta: chosen.priceDelta };
    const before = cart.items.find((i) => i.product.no === product.no && i.option?.no === option?.no)?.quantity ?? 0;
    const { no, name, pic, price, discountRate, available } = product;
    const stock = option ? option.stock : product.stock;
    cart.add({ no, name, pic, price, discountRate, stock: product.stock, available }, quantity, option);
    // The cart never holds more than the stock (cart rules); the modal says so when it had to stop there.
    const wanted = before + quantity;
    setAdded({ inCart: Math.min(wanted, stock), cappedAt: wanted > stock ? stock : null });
  };

  return (
    <QueryState
      data={data?.product}
      loading={valid && loading}
      error={error}
      onRetry={() => void refetch()}
      texts={MSG.product}
    >
      {(product) => (
        <div className="page">
          <Link to={paths.productList()} className={styles.back}>
            ‹ {MSG.product.backToList}
          </Link>
          <ProductDetailView
            key={product.no}
            product={product}
            onAddToCart={(q, option) => addToCart(product, q, option)}
            isLoggedIn={isLoggedIn}
            onRequireLogin={sendToLogin}
          />
          <ProductWornIn product={product} />
          <ProductReviewsSection productNo={product.no} score={product.score} reviewCount={product.reviewCount} />
          <AddedToCartModal added={added} onContinue={() => setAdded(null)} onViewCart={() => navigate(paths.cart())} />
        </div>
      )}
    </QueryState>
  );
}
