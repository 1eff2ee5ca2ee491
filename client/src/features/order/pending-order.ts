import { cartTotal, type CartItem } from '../../lib/cart-lines';

/**
 * The order being placed (spec: client order state orderItems and orderTotal). It is kept in session storage so the
 * order page survives a reload, and it goes away with the session on logout.
 */
export interface PendingOrder {
  orderItems: CartItem[];
  orderTotal: number;
}

const key = (userNo: number) => `order_${userNo}`;

export function savePendingOrder(userNo: number, items: CartItem[]): PendingOrder {
  const order = { orderItems: items, orderTotal: cartTotal(items) };
  window.sessionStorage.setItem(key(userNo), JSON.stringify(order));
  return order;
}

export function readPendingOrder(userNo: number | null): PendingOrder | null {
  if (userNo === null) return null;
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(key(userNo)) ?? 'null') as PendingOrder | null;
    return parsed && Array.isArray(parsed.orderItems) && parsed.orderItems.length > 0 ? parsed : null;
  } catch {
    return null; // a damaged entry means there is nothing to order
  }
}

export function clearPendingOrder(userNo: number): void {
  window.sessionStorage.removeItem(key(userNo));
}
