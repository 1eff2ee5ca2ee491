import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from '../../lib/session-context';
import { addItem } from '../../lib/cart-add';
import type { CartItem, CartProduct } from '../../lib/cart-lines';
import { readCart, subscribeCart, writeCart } from '../../lib/cart-storage';
import { removeItems, setQuantity } from './cart-rules';

/** The signed-in member's cart; every change is written to storage at once. Guests have an empty cart. */
export function useCart() {
  const { userNo } = useSession();
  const items = useSyncExternalStore(subscribeCart, () => readCart(userNo));
  const update = useCallback(
    (change: (items: CartItem[]) => CartItem[]) => {
      if (userNo !== null) writeCart(userNo, change(readCart(userNo)));
    },
    [userNo],
  );
  return {
    items,
    add: (product: CartProduct, quantity: number) => update((i) => addItem(i, product, quantity)),
    setQuantity: (productNo: number, quantity: number) => update((i) => setQuantity(i, productNo, quantity)),
    remove: (productNos: readonly number[]) => update((i) => removeItems(i, productNos)),
    clear: () => update(() => []),
  };
}
