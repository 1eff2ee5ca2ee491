import { useState } from 'react';
import { readCart, writeCart } from '../../../lib/cart-storage';
import { useSession } from '../../../lib/session-context';
import { addLook, type LookItem, type LookLine } from '../look';

/** Puts a style's products into the member's cart at once and keeps the summary to show; a guest logs in first. */
export function useBuyLook(onRequireLogin: () => void) {
  const { isLoggedIn, userNo } = useSession();
  const [summary, setSummary] = useState<LookLine[] | null>(null);
  const buy = (items: readonly LookItem[]) => {
    if (!isLoggedIn || userNo === null) return onRequireLogin();
    const { cart, lines } = addLook(readCart(userNo), items);
    writeCart(userNo, cart);
    setSummary(lines);
  };
  return { buy, summary, close: () => setSummary(null) };
}
