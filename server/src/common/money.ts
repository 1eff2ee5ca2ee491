/** Money is integer won; rates are integer percent. */
export function discountedPrice(price: number, discountRate: number): number {
  return Math.round(price - (price * discountRate) / 100);
}
