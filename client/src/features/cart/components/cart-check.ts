import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import type { CartStockQuery as CartStockData } from '../../../gql/graphql';
import { useSession } from '../../../lib/session-context';
import { applyStock, isOrderable, unitPrice, type CartItem } from '../cart-rules';
import { readCart, writeCart } from '../cart-store';

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

type ServerProduct = CartStockData['cartStock'][number];

/**
 * The cart as the server sees it now: stock and availability (cart rules), and the current price, which the
 * server uses for the order (a stale price would make every order fail the total check).
 */
export function refreshCart(items: CartItem[], products: readonly ServerProduct[]): CartItem[] {
  const stocked = applyStock(
    items,
    products.map((p) => ({ productNo: p.no, stock: p.stock, available: p.available })),
  );
  const byNo = new Map(products.map((p) => [p.no, p]));
  return stocked.map((item) => {
    const p = byNo.get(item.product.no);
    return p ? { ...item, product: { ...item.product, price: p.price, discountRate: p.discountRate } } : item;
  });
}

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
    const after = refreshCart(current, data.cartStock);
    if (JSON.stringify(after) !== JSON.stringify(current)) writeCart(userNo, after);
    return { items: after, changed: changedProducts(current, after) };
  }, [client, userNo]);
}
