import type { CartItem } from './cart-lines';

/**
 * Where the cart lives: browser storage keyed by the member number (spec), so it survives a new session. Shared here
 * because the cart and the show page (buy the whole look) both write it and features may not import each other.
 */
export const cartKey = (userNo: number) => `cart_${userNo}`;

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; items: CartItem[] }>();
const EMPTY: CartItem[] = [];

/** The member's cart lines (the same array while storage is unchanged, as useSyncExternalStore needs); none for a guest. */
export function readCart(userNo: number | null): CartItem[] {
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

export function writeCart(userNo: number, items: CartItem[]): void {
  window.localStorage.setItem(cartKey(userNo), JSON.stringify(items));
  listeners.forEach((l) => l());
}

/** Calls the listener on every change, from this tab or another. */
export function subscribeCart(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
