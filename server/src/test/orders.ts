import { couponDiscount } from '@scene-shop/domain';
import { OrderState } from '../common/enums.js';
import type { Product } from '../modules/catalog/product.entity.js';
import type { TestApp } from './harness.js';

const PLACE = 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { no } }';
const CHANGE = `mutation ($no: Int!, $state: OrderState!, $parcel: ParcelInput) {
  changeOrderState(no: $no, state: $state, parcel: $parcel) { no state }
}`;

/** The parcel the console gives when it ships an order (a CJ대한통운 waybill number: 12 digits). */
export const TEST_PARCEL = { courierCode: 'cj', trackingNo: '123456789012' };

/** GraphQL's names for the stored (Korean) state values. */
export const STATE_NAME: Record<OrderState, string> = {
  [OrderState.RECEIVED]: 'RECEIVED',
  [OrderState.SHIPPING]: 'SHIPPING',
  [OrderState.DELIVERED]: 'DELIVERED',
  [OrderState.CANCELLED]: 'CANCELLED',
};

/**
 * The member orders the products (quantity each) through the real mutation, optionally with a coupon. A product sold
 * by size is bought in its size with the most units.
 */
export async function placeOrderAs(
  t: TestApp,
  token: string,
  items: [Product, number][],
  coupon?: { no: number; rate: number },
): Promise<number> {
  const sizes = await t.em().execute<{ no: number; product_no: number; price_delta: number }[]>(
    `select distinct on (product_no) no, product_no, price_delta from product_option
      where product_no in (?) and not retired order by product_no, stock desc, no`,
    [items.map(([p]) => p.no)],
  );
  const sizeOf = new Map(sizes.map((o) => [o.product_no, o]));
  const lines = items.map(([p, quantity]) => {
    const size = sizeOf.get(p.no);
    return {
      productNo: p.no,
      ...(size ? { optionNo: size.no } : {}),
      quantity,
      resultPrice: (p.discountedPrice + (size?.price_delta ?? 0)) * quantity,
    };
  });
  const total = lines.reduce((sum, l) => sum + l.resultPrice, 0);
  const totalAmount = coupon ? total - couponDiscount(total, coupon.rate) : total;
  const res = await t.gql<{ placeOrder: { no: number } }>(
    PLACE,
    { input: { totalAmount, couponNo: coupon?.no ?? null, items: lines } },
    token,
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.placeOrder.no;
}

/**
 * The admin moves the order to a state through the real mutation (to 배송중 with a parcel, as the console must);
 * answers the GraphQL result.
 */
export function changeOrderState(t: TestApp, adminToken: string | undefined, no: number, state: OrderState) {
  const parcel = state === OrderState.SHIPPING ? TEST_PARCEL : null;
  return t.gql<{ changeOrderState: { no: number; state: string } }>(
    CHANGE,
    { no, state: STATE_NAME[state], parcel },
    adminToken,
  );
}

/** An order placed by the member and brought to `state` by the admin (each state is one move from 주문접수). */
export async function orderIn(
  t: TestApp,
  member: string,
  admin: string,
  state: OrderState,
  items: [Product, number][],
): Promise<number> {
  const no = await placeOrderAs(t, member, items);
  if (state !== OrderState.RECEIVED) {
    const res = await changeOrderState(t, admin, no, state);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
  }
  return no;
}

const { RECEIVED, SHIPPING, DELIVERED, CANCELLED } = OrderState;

/** Admin console §4 written out: the eight moves the status select offers (every other pair of states is refused). */
const ALLOWED = [
  [RECEIVED, SHIPPING],
  [RECEIVED, DELIVERED],
  [RECEIVED, CANCELLED],
  [SHIPPING, DELIVERED],
  [SHIPPING, CANCELLED],
  [DELIVERED, CANCELLED],
  [CANCELLED, RECEIVED],
  [CANCELLED, SHIPPING],
];

/** All 16 pairs of states with whether the admin may move an order from the first to the second. */
export const STATE_PAIRS = Object.values(OrderState).flatMap((from) =>
  Object.values(OrderState).map((to) => [from, to, ALLOWED.some(([f, t]) => f === from && t === to)] as const),
);
