import { clampQuantity } from '../../lib/cart-add';
import { lineKey, lineStock, needsSize, type CartItem, type CartOption } from '../../lib/cart-lines';

/** What the server says about a product now (the cartStock query). */
export interface ServerProductState {
  no: number;
  stock: number;
  available: boolean;
  price: number;
  discountRate: number;
  options?: readonly CartOption[];
}

/** Sets a line's quantity within 1..stock. */
export function setQuantity(items: CartItem[], key: string, quantity: number): CartItem[] {
  return items.map((i) =>
    lineKey(i) === key ? { ...i, quantity: clampQuantity(quantity, Math.max(lineStock(i), 1)) } : i,
  );
}

/** Gives a line without a size (added from a look) the size the member chose; a line already in that size absorbs it. */
export function setOption(items: CartItem[], key: string, option: CartOption): CartItem[] {
  const line = items.find((i) => lineKey(i) === key);
  if (!line) return items;
  const chosen: CartItem = { ...line, option, quantity: clampQuantity(line.quantity, Math.max(option.stock, 1)) };
  const twin = items.find((i) => lineKey(i) === lineKey(chosen));
  if (twin) return items.filter((i) => lineKey(i) !== key);
  return items.map((i) => (lineKey(i) === key ? chosen : i));
}

export function removeItems(items: CartItem[], keys: readonly string[]): CartItem[] {
  return items.filter((i) => !keys.includes(lineKey(i)));
}

/**
 * Applies the server's current stock, availability, price and sizes (the server prices the order, so a stale price
 * would fail its total check). A product the server no longer knows becomes unavailable, and so does a size it no
 * longer sells; a one-size product's line takes its only size.
 */
export function applyServerState(items: CartItem[], products: readonly ServerProductState[]): CartItem[] {
  const byNo = new Map(products.map((p) => [p.no, p]));
  return items.map((i) => {
    const p = byNo.get(i.product.no);
    const sizes = p?.options?.map(({ no, label, stock, priceDelta }) => ({ no, label, stock, priceDelta }));
    const product = p
      ? { ...i.product, stock: p.stock, available: p.available, price: p.price, discountRate: p.discountRate, sizes }
      : { ...i.product, stock: 0, available: false };
    const option = i.option
      ? (sizes?.find((o) => o.no === i.option!.no) ?? { ...i.option, stock: 0 })
      : sizes?.length === 1
        ? sizes[0]
        : null;
    const line: CartItem = option ? { product, option, quantity: i.quantity } : { product, quantity: i.quantity };
    const stock = lineStock(line);
    return { ...line, quantity: stock > 0 ? clampQuantity(i.quantity, stock) : i.quantity };
  });
}

/** Only available, in-stock items in a chosen size (where the product has sizes) can be selected and ordered. */
export const isOrderable = (item: CartItem) => item.product.available && lineStock(item) > 0 && !needsSize(item);
