import { discountedPrice } from '@scene-shop/domain';

/** Pure pricing rules, kept apart from the database so they read (and test) as rules. */
export interface PricedLine {
  productNo: number;
  quantity: number;
  unitPrice: number;
  price: number;
}

export function priceLine(productNo: number, quantity: number, price: number, discountRate: number): PricedLine {
  const unitPrice = discountedPrice(price, discountRate);
  return { productNo, quantity, unitPrice, price: unitPrice * quantity };
}

/** Merges repeated products so each is decremented once, in product order (a fixed lock order avoids deadlocks). */
export function mergeItems<T extends { productNo: number; quantity: number; resultPrice: number }>(items: T[]): T[] {
  const merged = new Map<number, T>();
  for (const item of items) {
    const seen = merged.get(item.productNo);
    merged.set(
      item.productNo,
      seen
        ? { ...seen, quantity: seen.quantity + item.quantity, resultPrice: seen.resultPrice + item.resultPrice }
        : { ...item },
    );
  }
  return [...merged.values()].sort((a, b) => a.productNo - b.productNo);
}
