import { clampQuantity } from '../../lib/cart-add';
import type { CartItem } from '../../lib/cart-lines';

/** What the server says about a product now (the cartStock query). */
export interface ServerProductState {
  no: number;
  stock: number;
  available: boolean;
  price: number;
  discountRate: number;
}

/** Sets a quantity within 1..stock. */
export function setQuantity(items: CartItem[], productNo: number, quantity: number): CartItem[] {
  return items.map((i) =>
    i.product.no === productNo ? { ...i, quantity: clampQuantity(quantity, Math.max(i.product.stock, 1)) } : i,
  );
}

export function removeItems(items: CartItem[], productNos: readonly number[]): CartItem[] {
  return items.filter((i) => !productNos.includes(i.product.no));
}

/**
 * Applies the server's current stock, availability and price (the server prices the order, so a stale price would
 * fail its total check). A product the server no longer knows becomes unavailable.
 */
export function applyServerState(items: CartItem[], products: readonly ServerProductState[]): CartItem[] {
  const byNo = new Map(products.map((p) => [p.no, p]));
  return items.map((i) => {
    const p = byNo.get(i.product.no);
    const product = p
      ? { ...i.product, stock: p.stock, available: p.available, price: p.price, discountRate: p.discountRate }
      : { ...i.product, stock: 0, available: false };
    return { product, quantity: product.stock > 0 ? clampQuantity(i.quantity, product.stock) : i.quantity };
  });
}

/** Only available, in-stock items can be selected and ordered. */
export const isOrderable = (item: CartItem) => item.product.available && item.product.stock > 0;
