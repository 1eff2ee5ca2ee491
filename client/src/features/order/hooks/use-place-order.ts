import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { lineKey } from '../../../lib/cart-lines';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session-context';
import { PaymentCheckoutQuery, PlaceOrderMutation } from '../operations';
import { placeOrderInput } from '../order-pricing';
import { clearPendingOrder, type PendingOrder } from '../pending-order';

/**
 * Sends the order. On success the purchased items leave the cart (through `onPlaced`, which the route wires to it), the pending order is cleared and the purchase page
 * opens. The used coupon and the new order need no cache work: the pages that show coupons and orders always ask the
 * server again (network-only or cache-and-network). An order awaiting payment goes to the payment window instead; the
 * cart and the pending order stay until the payment comes back confirmed (payment-success-page.tsx).
 */
export function usePlaceOrder(pending: PendingOrder, onPlaced: (lineKeys: string[]) => void) {
  const [mutate, { loading }] = useMutation(PlaceOrderMutation);
  const client = useApolloClient();
  const [redirecting, setRedirecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { userNo } = useSession();
  const navigate = useNavigate();

  /** Resolves true once the order is placed (the page is then left), false when it was refused. */
  const place = async (coupon: { no: number; discountRate: number } | null): Promise<boolean> => {
    setError(null);
    try {
      const { data } = await mutate({ variables: { input: placeOrderInput(pending.orderItems, coupon) } });
      if (!data || userNo === null) throw new Error('no order');
      if (data.placeOrder.awaitingPayment) {
        const checkout = await client.query({
          query: PaymentCheckoutQuery,
          variables: { orderNo: data.placeOrder.no },
          fetchPolicy: 'network-only',
        });
        const windowUrl = checkout.data?.paymentCheckout?.windowUrl;
        if (!windowUrl) throw new Error('no checkout');
        setRedirecting(true);
        window.location.assign(windowUrl);
        return true;
      }
      onPlaced(pending.orderItems.map(lineKey));
      clearPendingOrder(userNo);
      await navigate(paths.purchase(), { replace: true, state: { orderNo: data.placeOrder.no } });
      return true;
    } catch (e) {
      setError(graphqlErrorMessage(e, MSG.order.failed));
      return false;
    }
  };

  return { place, paying: loading || redirecting, redirecting, error };
}
