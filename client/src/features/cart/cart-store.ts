import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from '../../lib/session-context';
import { type CartItem, type CartProduct } from '../../lib/cart-lines';
import { addItem, removeItems, setQuantity } from './cart-rules';

/** The cart lives in browser storage keyed by the member number (spec), so it survives a new session. */
export const cartKey = (userNo: number) => `cart_${userNo}`;

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; items: CartItem[] }>();

function read(userNo: number | null): CartItem[] {
  if (userNo === null) return EMPTY;
  const key = cartKey(userNo);
  const raw = window.localStorage.getItem(key);
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.items;
  let items: CartItem[] = EMPTY;
  try {
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    items = Array.isArray(parsed) ? (parsed as CartItem[]) : EMPTY;
  } catch {
    items = EMPTY; // a damaged entry is treated as an empty cart
  }
  cache.set(key, { raw, items });
  return items;
}
const EMPTY: CartItem[] = [];

export function writeCart(userNo: number, items: CartItem[]): void {
  window.localStorage.setItem(cartKey(userNo), JSON.stringify(items));
  listeners.forEach((l) => l());
}

export function readCart(userNo: number): CartItem[] {
  return read(userNo);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The signed-in member's cart; every change is written to storage at once. Guests have an empty cart. */
export function useCart() {
  const { userNo } = useSession();
  const items = useSyncExternalStore(subscribe, () => read(userNo));
  const update = useCallback(
    (change: (items: CartItem[]) => CartItem[]) => {
      if (userNo !== null) writeCart(userNo, change(read(userNo)));
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
