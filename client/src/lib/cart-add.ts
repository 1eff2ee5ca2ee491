import { lineKey, lineStock, type CartItem, type CartOption, type CartProduct } from './cart-lines';

/*
 * The cart's rule for adding a product, shared because the cart and the show page (buy the whole look) both add and
 * features may not import each other. Kept apart from cart-lines, whose price code the first load does not need.
 */

/** A quantity within 1..stock. */
export const clampQuantity = (quantity: number, stock: number) => Math.max(1, Math.min(Math.floor(quantity), stock));

/**
 * Adds a product (in a size, for one sold by sizes), merging with the same product and size already there; the
 * quantity never exceeds the stock.
 */
export function addItem(
  items: CartItem[],
  product: CartProduct,
  quantity: number,
  option: CartOption | null = null,
): CartItem[] {
  const added: CartItem = option ? { product, option, quantity } : { product, quantity };
  const stock = lineStock(added);
  if (stock < 1 || !product.available) return items;
  const key = lineKey(added);
  const existing = items.find((i) => lineKey(i) === key);
  if (!existing) return [...items, { ...added, quantity: clampQuantity(quantity, stock) }];
  return items.map((i) =>
    lineKey(i) === key ? { ...added, quantity: clampQuantity(i.quantity + quantity, stock) } : i,
  );
}
