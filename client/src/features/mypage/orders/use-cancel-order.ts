import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { RefundAccountInput } from '../../../gql/graphql';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { CancelOrderMutation } from './operations';

/**
 * Cancels an order in 주문접수 (one paid into a virtual account with the account its money goes back to). The order's new state updates the cache by itself; the page on screen reloads (its
 * data stays up meanwhile) and the cached coupons are dropped, since the order's coupon comes back.
 */
export function useCancelOrder() {
  const [mutate, { loading }] = useMutation(CancelOrderMutation);
  const [result, setResult] = useState<string | null>(null);

  const cancel = async (no: number, refundAccount?: RefundAccountInput) => {
    try {
      await mutate({
        variables: { no, refundAccount },
        refetchQueries: 'active',
        update(cache) {
          for (const fieldName of ['myCoupons', 'usableCoupons', 'cartStock']) cache.evict({ fieldName });
          cache.gc();
        },
      });
      setResult(MSG.orders.cancelled);
    } catch (e) {
      setResult(graphqlErrorMessage(e, MSG.orders.cancelFailed));
    }
  };

  return { cancel, cancelling: loading, result, clearResult: () => setResult(null) };
}
