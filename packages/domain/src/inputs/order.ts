import { z } from 'zod';
import { issue } from '../keys.js';
import { reviewSchema } from '../rules.js';
import { INT_MAX, pageArgs, rowNo, rowRef, type PageArgsValue } from './common.js';
import { courierCode, parcelInput, trackingNo } from './delivery.js';
import { calendarDay } from './korea-day.js';
import { refundAccountInput } from './payment.js';

/** An order's states (admin console §4), stored and answered by these Korean values. */
export const ORDER_STATE = {
  RECEIVED: '주문접수',
  SHIPPING: '배송중',
  DELIVERED: '배송완료',
  CANCELLED: '주문취소',
} as const;

export const MAX_ORDER_LINES = 50;
export const MAX_QUANTITY = 999;
/** The most products a cart asks the stock of at once. */
export const MAX_CART_PRODUCTS = 100;
export const ORDERER_NAME_MAX = 50;

const badQuantity = issue('order.badQuantity');
/** An amount in won. */
const won = () => z.int().min(0).max(INT_MAX);

export const orderItemInput = z.strictObject({
  productNo: rowNo(),
  quantity: z.int().min(1, badQuantity).max(MAX_QUANTITY, badQuantity),
  /** The line total the client showed (discounted unit price × quantity); the server prices it again. */
  resultPrice: won(),
  /** The size (product option) bought; required for a product sold by several sizes, absent for one without. */
  optionNo: rowNo().nullish(),
});

/** An order as the buyer placed it: its lines, the total they were shown and the coupon (0 or null: none). */
export const placeOrderInput = z.strictObject({
  items: z.array(orderItemInput).min(1, issue('order.empty')).max(MAX_ORDER_LINES),
  totalAmount: won(),
  couponNo: z
    .int()
    .min(0)
    .max(INT_MAX)
    .nullish()
    .transform((no) => no || null),
});
export type PlaceOrderInputValue = z.output<typeof placeOrderInput>;

/** POST /api/order: the order and the member the original client names (it must be the caller). */
export const orderBody = placeOrderInput.extend({ userNo: rowNo().optional() });

/** The products of a cart whose stock and availability are asked. */
export const cartStockArgs = z.strictObject({ productNos: z.array(rowNo()).max(MAX_CART_PRODUCTS) });
export type CartStockArgsValue = z.output<typeof cartStockArgs>;

/** POST /api/cart/stock: the products and the member the cart belongs to. */
export const cartStockBody = cartStockArgs.extend({ userNo: rowNo() });

/** A member a documented path names (the caller, or any member for the admin). */
export const orderMemberRef = z.strictObject({ userNo: rowNo() });
export type OrderMemberRef = z.output<typeof orderMemberRef>;

/** A member's orders, a page at a time. */
export type MemberOrdersArgsValue = PageArgsValue & OrderMemberRef;

/** An order as the documented paths name it: `/api/cancel/{orderNo}`, `/api/order/orderdetail/{orderNo}`. */
export const orderNoRef = z.strictObject({ orderNo: rowNo() });

/** The order detail's query: the member the original client names (unused: the order's member or the admin reads). */
export const orderDetailQuery = orderMemberRef.partial();

/** The admin's order table filters (admin console §2); every one optional, all of them together narrow the list. */
export const adminOrderFilter = z.strictObject({
  state: z.enum(ORDER_STATE).nullish(),
  /** Part of the name the order was placed under. */
  ordererName: z.string().trim().max(ORDERER_NAME_MAX).nullish(),
  /** First and last order day (inclusive), Korea dates. */
  startDate: calendarDay().nullish(),
  endDate: calendarDay().nullish(),
  /** One order only (the console opens a linked order this way). */
  orderNo: rowNo().nullish(),
});
export type AdminOrderFilterValue = z.output<typeof adminOrderFilter>;

/** The admin's order table: a page of the filtered orders. */
export const adminOrdersArgs = pageArgs(10).extend(adminOrderFilter.shape);
export type AdminOrdersArgsValue = z.output<typeof adminOrdersArgs>;

/** GET /api/admin/orders (admin console §7): the same filters under their documented names. */
export const adminOrdersQuery = pageArgs(10).extend({
  searchTerm: adminOrderFilter.shape.ordererName,
  searchField: z.literal('userName').optional(),
  startDate: adminOrderFilter.shape.startDate,
  endDate: adminOrderFilter.shape.endDate,
  status: adminOrderFilter.shape.state,
});

/** The admin moves an order to another state. */
export const orderStateChange = rowRef.extend({
  state: z.enum(ORDER_STATE),
  parcel: parcelInput.nullish(),
  /** Cancelling an order paid into a virtual account: where its money goes back (unless the member gave one). */
  refundAccount: refundAccountInput.nullish(),
});
export type OrderStateChangeValue = z.output<typeof orderStateChange>;

/**
 * PUT /api/admin/orders/{no}/status: the new state as `status`; moving to 배송중, the parcel may come with it
 * (`courierCode` and `trackingNo`, both or neither).
 */
export const orderStatusBody = z
  .strictObject({
    status: orderStateChange.shape.state,
    courierCode: courierCode().optional(),
    trackingNo: trackingNo().optional(),
    refundAccount: refundAccountInput.optional(),
  })
  .refine((b) => (b.courierCode === undefined) === (b.trackingNo === undefined), {
    message: issue('delivery.parcelRequired'),
    path: ['trackingNo'],
  });

/** A review of a purchased line: the shared rule the client's review form checks too. */
export const reviewInput = reviewSchema;
export type ReviewInputValue = z.output<typeof reviewInput>;

/** The order line a review is written on. */
export const orderLineRef = z.strictObject({ orderProductNo: rowNo() });
export type OrderLineRef = z.output<typeof orderLineRef>;

/** Whether a member may review a line: `/api/review/check/{userNo}/{orderProductNo}`. */
export const reviewCheckRef = orderMemberRef.extend(orderLineRef.shape);
export type ReviewCheckRef = z.output<typeof reviewCheckRef>;

/**
 * The `reviewDto` part of the review shims: the review, with what the original client sends beside it (accepted
 * and unused; a `userNo` must be the caller).
 */
export const reviewDto = z.strictObject({
  no: rowNo().optional(),
  userNo: rowNo().optional(),
  orderProductNo: rowNo().optional(),
  productName: z.string().max(200).optional(),
  ...reviewInput.shape,
});

/** A member's reviews, a page at a time. */
export type MemberReviewsArgsValue = PageArgsValue & OrderMemberRef;

/** A product's reviews, a page at a time. */
export const productReviewsArgs = pageArgs(10).extend({ productNo: rowNo() });
export type ProductReviewsArgsValue = z.output<typeof productReviewsArgs>;

/** The shop's newest reviews: 1 to 50, 10 unless asked. */
export const LATEST_REVIEWS_MAX = 50;
export const latestReviewsArgs = z.strictObject({ limit: z.int().min(1).max(LATEST_REVIEWS_MAX).default(10) });
export type LatestReviewsArgsValue = z.output<typeof latestReviewsArgs>;

/**
 * The member's cancel of an order in 주문접수; one paid into a virtual account (deposited) needs the account its money
 * goes back to, and no other order takes one.
 */
export const cancelOrderArgs = rowRef.extend({ refundAccount: refundAccountInput.nullish() });
export type CancelOrderArgsValue = z.output<typeof cancelOrderArgs>;

/** DELETE /api/cancel/{orderNo}: an optional JSON body with the refund account. */
export const cancelOrderBody = z.strictObject({ refundAccount: refundAccountInput.optional() });
