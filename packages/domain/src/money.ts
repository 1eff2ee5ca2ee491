/** Money is integer won; rates are integer percent. */

/** The shop's one discount rule (spec §9): price − price × rate / 100, rounded to whole won. */
export function discountedPrice(price: number, discountRate: number): number {
  return Math.round(price - (price * discountRate) / 100);
}

/** The coupon discount is a percentage of the order total, rounded to whole won. */
export function couponDiscount(total: number, couponRate: number): number {
  return Math.round((total * couponRate) / 100);
}

/** What one unit of a product option costs: the product's discounted price plus the option's own difference. */
export function optionPrice(price: number, discountRate: number, priceDelta: number): number {
  return discountedPrice(price, discountRate) + priceDelta;
}
