import { msg } from '@scene-shop/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderState } from '../../common/enums.js';
import type { EventBus } from '../../common/events.js';
import type { RecordedEvents } from '../../common/outbox.js';
import { conflict } from '../../common/errors.js';
import { applyOrderToRollup } from '../statistics/sales-rollup.js';

/** What a committed state change did, for the events that follow it. */
export interface Transition {
  orderNo: number;
  userNo: number;
  from: OrderState;
  to: OrderState;
  /** Products whose stock went from 0 to above 0 because the order gave its units back. */
  restocked: number[];
}

/**
 * Moves an order from one state to another inside the caller's transaction, with the books that go with it (the
 * sales rollup too): a cancel gives the stock, the sales and the coupon back; reinstating a cancelled order takes
 * them again (refused if they are gone meanwhile). Null when the order is no longer in `from`: a concurrent change
 * won.
 */
export async function moveOrderState(
  tem: EntityManager,
  orderNo: number,
  from: OrderState,
  to: OrderState,
): Promise<Transition | null> {
  const [row] = await tem.execute<{ user_no: number; coupon_user_no: number | null }[]>(
    `update orders set state = ?${to === OrderState.DELIVERED ? ', delivered_at = now()' : ''}
      where no = ? and state = ? returning user_no, coupon_user_no`,
    [to, orderNo, from],
  );
  if (!row) return null;
  let restocked: number[] = [];
  if (to === OrderState.CANCELLED) restocked = await giveBack(tem, orderNo, row.coupon_user_no);
  else if (from === OrderState.CANCELLED) await takeAgain(tem, orderNo, row.coupon_user_no);
  await applyOrderToRollup(tem, orderNo, from, to);
  return { orderNo, userNo: row.user_no, from, to, restocked };
}

async function giveBack(tem: EntityManager, orderNo: number, couponUserNo: number | null): Promise<number[]> {
  // An order has one line per product, so the stock before is the stock after minus that line's quantity.
  const returned = await tem.execute<{ no: number; stock_before: number }[]>(
    `update product p set stock = p.stock + op.quantity, sales_count = greatest(p.sales_count - op.quantity, 0)
       from order_product op where op.order_no = ? and op.product_no = p.no
     returning p.no, p.stock - op.quantity as stock_before`,
    [orderNo],
  );
  if (couponUserNo) {
    await tem.execute(`update coupon_user set is_used = false, used_at = null where no = ?`, [couponUserNo]);
  }
  return returned.filter((p) => p.stock_before === 0).map((p) => p.no);
}

async function takeAgain(tem: EntityManager, orderNo: number, couponUserNo: number | null): Promise<void> {
  const lines = await tem.execute<{ n: number }[]>(`select count(*)::int as n from order_product where order_no = ?`, [
    orderNo,
  ]);
  const taken = await tem.execute(
    `update product p set stock = p.stock - op.quantity, sales_count = p.sales_count + op.quantity
       from order_product op where op.order_no = ? and op.product_no = p.no and p.stock >= op.quantity
     returning p.no`,
    [orderNo],
  );
  // Throwing rolls the whole transaction back, so the units taken so far return with it.
  if (taken.length !== lines[0]!.n) throw conflict(msg('order.reinstateStockShort'), 'state');
  if (couponUserNo) {
    const used = await tem.execute(
      `update coupon_user set is_used = true, used_at = now() where no = ? and not is_used returning no`,
      [couponUserNo],
    );
    if (used.length === 0) throw conflict(msg('order.reinstateCouponUsed'), 'state');
  }
}

/**
 * Inside the transaction, its events (delivered after the commit): every change is a state change; a cancel is also
 * a cancel; restocked products are news too.
 */
export function recordTransition(tem: EntityManager, events: EventBus, t: Transition): Promise<RecordedEvents> {
  const { orderNo, userNo, from, to } = t;
  return events.record(
    tem,
    { name: 'order.stateChanged', payload: { orderNo, userNo, from, to } },
    ...(to === OrderState.CANCELLED ? [{ name: 'order.cancelled' as const, payload: { orderNo, userNo } }] : []),
    ...t.restocked.map((productNo) => ({ name: 'product.restocked' as const, payload: { productNo } })),
  );
}
