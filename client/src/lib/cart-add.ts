import type { CartItem, CartProduct } from './cart-lines';

/*
 * The cart's rule for adding a product, shared because the cart and the show page (buy the whole look) both add and
 * features may not import each other. Kept apart from cart-lines, whose price code the first load does not need.
 */

/** A quantity within 1..stock. */
export const clampQuantity = (quantity: number, stock: number) => Math.max(1, Math.min(Math.floor(quantity), stock));

/** Adds a product, merging with the same product already there; the quantity never exceeds the stock. */
export function addItem(items: CartItem[], product: CartProduct, quantity: number): CartItem[] {
  if (product.stock < 1 || !product.available) return items;
  const existing = items.find((i) => i.product.no === product.no);
  if (!existing) return [...items, { product, quantity: clampQuantity(quantity, product.stock) }];
  return items.map((i) =>
    i.product.no === product.no ? { product, quantity: clampQuantity(i.quantity + quantity, product.stock) } : i,
  );
}
