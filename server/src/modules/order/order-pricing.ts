import { optionPrice } from '@scene-shop/domain';

/** Pure pricing rules, kept apart from the database so they read (and test) as rules. */
export interface PricedLine {
  productNo: number;
  quantity: number;
  unitPrice: number;
  price: number;
}

/** A line at the discounted unit price plus its option's price difference (0 for a product without options). */
export function priceLine(
  productNo: number,
  quantity: number,
  price: number,
  discountRate: number,
  priceDelta = 0,
): PricedLine {
  const unitPrice = optionPrice(price, discountRate, priceDelta);
  return { productNo, quantity, unitPrice, price: unitPrice * quantity };
}

/**
 * Merges repeated lines of one product and option so each is decremented once, in product then option order (a fixed
 * lock order avoids deadlocks).
 */
export function mergeItems<
  T extends { productNo: number; optionNo?: number | null; quantity: number; resultPrice: number },
>(items: T[]): T[] {
  const merged = new Map<string, T>();
  for (const item of items) {
    const key = `${item.productNo}:${item.optionNo ?? ''}`;
    const seen = merged.get(key);
    merged.set(
      key,
      seen
        ? { ...seen, quantity: seen.quantity + item.quantity, resultPrice: seen.resultPrice + item.resultPrice }
        : { ...item },
    );
  }
  return [...merged.values()].sort((a, b) => a.productNo - b.productNo || (a.optionNo ?? 0) - (b.optionNo ?? 0));
}
