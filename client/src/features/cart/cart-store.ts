import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from '../../lib/session-context';
import { addItem } from '../../lib/cart-add';
import type { CartItem, CartOption, CartProduct } from '../../lib/cart-lines';
import { readCart, subscribeCart, writeCart } from '../../lib/cart-storage';
import { removeItems, setOption, setQuantity } from './cart-rules';

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
    add: (product: CartProduct, quantity: number, option: CartOption | null = null) =>
      update((i) => addItem(i, product, quantity, option)),
    /** Lines are named by their key (lineKey): product and size. */
    setQuantity: (key: string, quantity: number) => update((i) => setQuantity(i, key, quantity)),
    setOption: (key: string, option: CartOption) => update((i) => setOption(i, key, option)),
    remove: (keys: readonly string[]) => update((i) => removeItems(i, keys)),
    clear: () => update(() => []),
  };
}
