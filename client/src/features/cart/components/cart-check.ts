import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { useSession } from '../../../lib/session-context';
import { unitPrice, type CartItem } from '../../../lib/cart-lines';
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
    }
  }
`);

/** Products whose quantity, price or orderability the refresh changed: the member should look again. */
export function changedProducts(before: CartItem[], after: CartItem[]): Set<number> {
  const old = new Map(before.map((i) => [i.product.no, i]));
  const changed = new Set<number>();
  for (const item of after) {
    const was = old.get(item.product.no);
    if (!was) continue;
    if (
      was.quantity !== item.quantity ||
      unitPrice(was) !== unitPrice(item) ||
      isOrderable(was) !== isOrderable(item)
    ) {
      changed.add(item.product.no);
    }
  }
  return changed;
}

/** Re-checks the stored cart against the server and stores the result; tells which products changed. */
export function useCartCheck() {
  const client = useApolloClient();
  const { userNo } = useSession();
  return useCallback(async (): Promise<{ items: CartItem[]; changed: Set<number> }> => {
    if (userNo === null) return { items: [], changed: new Set() };
    const before = readCart(userNo);
    if (before.length === 0) return { items: before, changed: new Set() };
    const { data } = await client.query({
      query: CartStockQuery,
      variables: { productNos: before.map((i) => i.product.no) },
      fetchPolicy: 'network-only',
    });
    if (!data) throw new Error('no stock data');
    const current = readCart(userNo); // the member may have changed it while the answer was on its way
    const after = applyServerState(current, data.cartStock);
    if (JSON.stringify(after) !== JSON.stringify(current)) writeCart(userNo, after);
    return { items: after, changed: changedProducts(current, after) };
  }, [client, userNo]);
}
