import { useCart } from '../../../features/cart/cart-store';
import { CartPage } from '../../../features/cart/components/cart-page';
import { OrderPage } from '../../../features/order/components/order-page';
import { PaymentSuccessPage } from '../../../features/order/components/payment-result-pages';
import { useStartOrder } from '../../../features/order/hooks/use-start-order';

/** The shop area's pages: one chunk, loaded with the first of them. */
export { PurchasePage } from '../../../features/order/components/purchase-page';
export { PaymentFailPage } from '../../../features/order/components/payment-result-pages';
export { ProductDetailRoute } from './product-detail-route';
export { ProductListRoute } from './product-list-route';
export { ReviewDetailRoute } from './review-detail-route';
export { SearchRoute } from '../search/search-route';

/** The cart hands the confirmed items to the order feature: the two meet here, not inside each other. */
export function CartRoute() {
  return <CartPage onOrder={useStartOrder()} />;
}

/** A placed order's products leave the cart. */
export function OrderRoute() {
  const cart = useCart();
  return <OrderPage onPlaced={(lineKeys) => cart.remove(lineKeys)} />;
}

/** A confirmed payment's lines leave the cart. */
export function PaymentSuccessRoute() {
  const cart = useCart();
  return <PaymentSuccessPage onPaid={(lineKeys) => cart.remove(lineKeys)} />;
}
