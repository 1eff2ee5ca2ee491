import type { PlaceOrderInput } from '../../gql/graphql';
import { couponDiscount } from '@scene-shop/domain/money';
import { cartTotal, lineTotal, type CartItem } from '../../lib/cart-lines';

export interface OrderAmounts {
  /** Sum of the lines at their discounted prices. */
  total: number;
  /** The coupon's percentage of the total, rounded as the server rounds it. */
  discount: number;
  /** What the member pays. */
  pay: number;
}

export function orderAmounts(items: readonly CartItem[], couponRate: number | null): OrderAmounts {
  const total = cartTotal(items);
  const discount = couponRate ? couponDiscount(total, couponRate) : 0;
  return { total, discount, pay: total - discount };
}

/** The order as the server takes it; it recomputes every amount and refuses the order if they differ. */
export function placeOrderInput(
  items: readonly CartItem[],
  coupon: { no: number; discountRate: number } | null,
): PlaceOrderInput {
  return {
    totalAmount: orderAmounts(items, coupon?.discountRate ?? null).pay,
    couponNo: coupon?.no ?? null,
    items: items.map((i) => ({
      productNo: i.product.no,
      quantity: i.quantity,
      resultPrice: lineTotal(i),
      ...(i.option ? { optionNo: i.option.no } : {}),
    })),
  };
}
