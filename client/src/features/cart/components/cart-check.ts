import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { useSession } from '../../../lib/session-context';
import { lineKey, unitPrice, type CartItem } from '../../../lib/cart-lines';
import { applyServerState, isOrderable } from '../cart-rules';
import { readCart, writeCart } from '../../../lib/cart-storage';

export const CartStockQuery = graphql(`
  query CartStock($productNos: [Int!]!) {
    cartStock(productNos: $productNos) {
      no
      stock
      available
      price
      discountRate
      options {
        no
        label
        stock
        priceDelta
      }
    }
  }
`);

/** Lines (by lineKey) whose quantity, price or orderability the refresh changed: the member should look again. */
export function changedProducts(before: CartItem[], after: CartItem[]): Set<string> {
  const changed = new Set<string>();
  after.forEach((item, index) => {
    // applyServerState keeps the lines in their places (a one-size line may gain its size, and so its key).
    const was = before[index];
    if (!was) return;
    if (
      was.quantity !== item.quantity ||
      unitPrice(was) !== unitPrice(item) ||
      isOrderable(was) !== isOrderable(item)
    ) {
      changed.add(lineKey(item));
    }
  });
  return changed;
}

/** Re-checks the stored cart against the server and stores the result; tells which products changed. */
export function useCartCheck() {
  const client = useApolloClient();
  const { userNo } = useSession();
  return useCallback(async (): Promise<{ items: CartItem[]; changed: Set<string> }> => {
    if (userNo === null) return { items: [], changed: new Set() };
    const before = readCart(userNo);
    if (before.length === 0) return { items: before, changed: new Set() };
    const { data } = await client.query({
      query: CartStockQuery,
      variables: { productNos: [...new Set(before.map((i) => i.product.no))] },
      fetchPolicy: 'network-only',
    });
    if (!data) throw new Error('no stock data');
    const current = readCart(userNo); // the member may have changed it while the answer was on its way
    const after = applyServerState(current, data.cartStock);
    if (JSON.stringify(after) !== JSON.stringify(current)) writeCart(userNo, after);
    return { items: after, changed: changedProducts(current, after) };
  }, [client, userNo]);
}
