import type { EntityManager } from '@mikro-orm/postgresql';
import type { RefundAccountValue } from '@scene-shop/domain';
import { OrderState } from '../../common/enums.js';
import type { RecordedEvents } from '../../common/outbox.js';
import type { EventBus } from '../../common/events.js';
import type { Context } from '../../context/context.js';
import { applyOrderToRollup } from '../statistics/sales-rollup.js';
import { moveOrderState, recordTransition } from './order-transition.js';

/** An order just written, as its payment needs it. */
export interface PlacedOrder {
  orderNo: number;
  userNo: number;
  amount: number;
  /** The first product's name and how many others there are, for the payment window's order name. */
  firstProduct: string;
  lineCount: number;
}

/**
 * The payment side of an order, which the payment module implements (it sits above this one): placing asks whether
 * the order must await a payment and opens it in the same transaction; a cancel (the member's or the console's)
 * asks for the refund first, and a refusal leaves the order as it was.
 */
export interface OrderPayments {
  /** Whether orders placed now await a payment (false in demo mode: placed orders count as paid, charging nothing). */
  awaitsPayment(ctx: Context): boolean;
  /** Inside the placing transaction of an order that awaits a payment: records the payment it awaits. */
  open(tem: EntityManager, ctx: Context, order: PlacedOrder): Promise<void>;
  /**
   * Before an order is cancelled: refunds whatever was paid (an unpaid payment is closed instead). Throws the
   * provider's refusal, and then the order must stay as it was. A deposited virtual account is refunded to
   * `refundAccount` (or, `orMembers`, to the one its member gave); without one, or with one where it does not
   * apply, it throws (400) before anything changes.
   */
  refundForCancel(
    ctx: Context,
    orderNo: number,
    reason: string,
    refundAccount?: RefundAccountValue | null,
    options?: { orMembers?: boolean },
  ): Promise<void>;
  /** What POST /api/order adds to its answer for a client to pay (nothing in demo mode). */
  checkoutFields(ctx: Context, orderNo: number): Promise<Record<string, unknown>>;
  /** Whether a cancelled order may not be reinstated: its money went back (or never came), so it would be unpaid. */
  blocksReinstate(ctx: Context, orderNo: number): Promise<boolean>;
}

declare module '../../context/context.js' {
  interface Hooks {
    orderPayments: OrderPayments;
  }
}

/** The registered implementation (the payment module's), if any. */
export const orderPayments = (ctx: Context): OrderPayments | undefined => ctx.hooks.orderPayments?.[0];

/**
 * The order's payment arrived (inside the payment's transaction): it stops awaiting, enters the statistics and its
 * member hears of it (the 'placed' alert, held back until now). False when it was not awaiting: a replay.
 */
export async function settlePaidOrder(tem: EntityManager, events: EventBus, orderNo: number) {
  const [row] = await tem.execute<{ user_no: number }[]>(
    `update orders set awaiting_payment = false where no = ? and awaiting_payment and state = ? returning user_no`,
    [orderNo, OrderState.RECEIVED],
  );
  if (!row) return null;
  await applyOrderToRollup(tem, orderNo, null, OrderState.RECEIVED);
  return events.record(tem, { name: 'order.placed', payload: { orderNo, userNo: row.user_no } });
}

/**
 * An order whose payment failed, was abandoned or timed out (inside the payment's transaction): cancelled, its stock
 * and coupon given back. Null when it was no longer awaiting in 주문접수 (paid or cancelled meanwhile).
 */
export async function releaseUnpaidOrder(
  tem: EntityManager,
  events: EventBus,
  orderNo: number,
): Promise<RecordedEvents | null> {
  const [row] = await tem.execute<{ no: number }[]>(
    `select no from orders where no = ? and awaiting_payment and state = ? for update`,
    [orderNo, OrderState.RECEIVED],
  );
  if (!row) return null;
  const moved = await moveOrderState(tem, orderNo, OrderState.RECEIVED, OrderState.CANCELLED);
  return moved ? recordTransition(tem, events, moved) : null;
}

/**
 * The provider cancelled a paid order on its side (the reconciliation found it): the order is cancelled here too,
 * its stock and coupon given back. Null when it is cancelled already.
 */
export async function cancelRefundedOrder(
  tem: EntityManager,
  events: EventBus,
  orderNo: number,
): Promise<RecordedEvents | null> {
  const [row] = await tem.execute<{ state: OrderState }[]>(`select state from orders where no = ? for update`, [
    orderNo,
  ]);
  if (!row || row.state === OrderState.CANCELLED) return null;
  const moved = await moveOrderState(tem, orderNo, row.state, OrderState.CANCELLED);
  return moved ? recordTransition(tem, events, moved) : null;
}
