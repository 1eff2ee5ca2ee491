import { msg } from '@scene-shop/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderState } from '../../common/enums.js';
import type { EventBus } from '../../common/events.js';
import type { RecordedEvents } from '../../common/outbox.js';
import { conflict } from '../../common/errors.js';
import { optionRestockEvents } from '../catalog/option-stock.js';
import { applyOrderToRollup } from '../statistics/sales-rollup.js';

/** What a committed state change did, for the events that follow it. */
export interface Transition {
  orderNo: number;
  userNo: number;
  from: OrderState;
  to: OrderState;
  /** Products whose stock went from 0 to above 0 because the order gave its units back. */
  restocked: number[];
  /** Options (sizes) whose stock went from 0 to above 0 the same way. */
  restockedOptions: number[];
}

/** The parcel an order leaves in: its courier's code and waybill number. */
export interface Parcel {
  courierCode: string;
  trackingNo: string;
}

/**
 * The day an order enters a state is kept with it; going back (a cancelled order reinstated) forgets the days of the
 * states it is no longer past, and the parcel of a shipment that no longer stands.
 */
const STATE_DATES: Record<OrderState, string[]> = {
  [OrderState.RECEIVED]: [
    'shipped_at = null',
    'delivered_at = null',
    'cancelled_at = null',
    'courier_code = null',
    'tracking_no = null',
  ],
  [OrderState.SHIPPING]: ['shipped_at = now()', 'delivered_at = null', 'cancelled_at = null'],
  [OrderState.DELIVERED]: ['shipped_at = coalesce(shipped_at, now())', 'delivered_at = now()', 'cancelled_at = null'],
  [OrderState.CANCELLED]: ['cancelled_at = now()'],
};

/**
 * Moves an order from one state to another inside the caller's transaction, with the books that go with it (the
 * sales rollup too): a cancel gives the stock, the sales and the coupon back; reinstating a cancelled order takes
 * them again (refused if they are gone meanwhile). The state's date (and the parcel, when given) change in the same
 * statement. Null when the order is no longer in `from`: a concurrent change won.
 */
export async function moveOrderState(
  tem: EntityManager,
  orderNo: number,
  from: OrderState,
  to: OrderState,
  parcel?: Parcel,
): Promise<Transition | null> {
  const set = [...STATE_DATES[to], ...(parcel ? ['courier_code = ?', 'tracking_no = ?'] : [])].join(', ');
  const [row] = await tem.execute<{ user_no: number; coupon_user_no: number | null }[]>(
    `update orders set state = ?, ${set} where no = ? and state = ? returning user_no, coupon_user_no`,
    [to, ...(parcel ? [parcel.courierCode, parcel.trackingNo] : []), orderNo, from],
  );
  if (!row) return null;
  let given = { restocked: [] as number[], restockedOptions: [] as number[] };
  if (to === OrderState.CANCELLED) given = await giveBack(tem, orderNo, row.coupon_user_no);
  else if (from === OrderState.CANCELLED) await takeAgain(tem, orderNo, row.coupon_user_no);
  await applyOrderToRollup(tem, orderNo, from, to);
  return { orderNo, userNo: row.user_no, from, to, ...given };
}

/** Each option an order bought, with its product and the units bought of it. */
const OPTION_LINES = `select option_no, product_no, sum(quantity)::int as quantity
                        from order_product where order_no = ? and option_no is not null
                       group by option_no, product_no`;
/** Each product an order bought: all its units, and those bought without an option. */
const PRODUCT_LINES = `select product_no, sum(quantity)::int as quantity,
                              (sum(quantity) filter (where option_no is null))::int as plain
                         from order_product where order_no = ? group by product_no`;
/** A product whose stock its options make (so a line without option gives nothing back to it directly). */
const SOLD_BY_OPTIONS = `exists (select 1 from product_option o where o.product_no = p.no and not o.retired)`;

/**
 * Locks the order's sizes in number order before their stock changes: an update's own row locks follow its plan, and
 * an order placed meanwhile takes its sizes in number order, so two sizes taken in opposite orders would deadlock.
 */
async function lockOrderSizes(tem: EntityManager, orderNo: number): Promise<void> {
  await tem.execute(
    `select o.no from product_option o
      where o.no in (select option_no from order_product where order_no = ? and option_no is not null)
      order by o.no for update`,
    [orderNo],
  );
}

/**
 * Options first, then products: the order every option change locks them in. The options' trigger moves the
 * products' stock with theirs; lines without an option give their units to the product itself.
 */
async function giveBack(
  tem: EntityManager,
  orderNo: number,
  couponUserNo: number | null,
): Promise<{ restocked: number[]; restockedOptions: number[] }> {
  await lockOrderSizes(tem, orderNo);
  const options = await tem.execute<
    { no: number; product_no: number; quantity: number; stock_before: number; retired: boolean }[]
  >(
    `update product_option o set stock = o.stock + l.quantity from (${OPTION_LINES}) l where o.no = l.option_no
     returning o.no, o.product_no, l.quantity, o.stock - l.quantity as stock_before, o.retired`,
    [orderNo],
  );
  const products = await tem.execute<{ no: number; stock: number; given: number }[]>(
    `update product p set stock = p.stock + case when ${SOLD_BY_OPTIONS} then 0 else coalesce(l.plain, 0) end,
            sales_count = greatest(p.sales_count - l.quantity, 0)
       from (${PRODUCT_LINES}) l where p.no = l.product_no
     returning p.no, p.stock, case when ${SOLD_BY_OPTIONS} then 0 else coalesce(l.plain, 0) end as given`,
    [orderNo],
  );
  if (couponUserNo) {
    await tem.execute(`update coupon_user set is_used = false, used_at = null where no = ?`, [couponUserNo]);
  }
  const activeOptions = options.filter((o) => !o.retired);
  const restocked = products
    .filter((p) => {
      // The product's stock now less what came back through its options (and its own lines) is what it had before.
      const viaOptions = activeOptions.filter((o) => o.product_no === p.no).reduce((n, o) => n + o.quantity, 0);
      return p.stock > 0 && p.stock - viaOptions - p.given === 0;
    })
    .map((p) => p.no);
  return { restocked, restockedOptions: activeOptions.filter((o) => o.stock_before === 0).map((o) => o.no) };
}

async function takeAgain(tem: EntityManager, orderNo: number, couponUserNo: number | null): Promise<void> {
  const [counts] = await tem.execute<{ options: number; products: number }[]>(
    `select count(distinct option_no)::int as options, count(distinct product_no)::int as products
       from order_product where order_no = ?`,
    [orderNo],
  );
  await lockOrderSizes(tem, orderNo);
  const options = await tem.execute(
    `update product_option o set stock = o.stock - l.quantity from (${OPTION_LINES}) l
      where o.no = l.option_no and o.stock >= l.quantity returning o.no`,
    [orderNo],
  );
  const products = await tem.execute(
    `update product p set stock = p.stock - case when ${SOLD_BY_OPTIONS} then 0 else coalesce(l.plain, 0) end,
            sales_count = p.sales_count + l.quantity
       from (${PRODUCT_LINES}) l
      where p.no = l.product_no and (${SOLD_BY_OPTIONS} or p.stock >= coalesce(l.plain, 0))
     returning p.no`,
    [orderNo],
  );
  // Throwing rolls the whole transaction back, so the units taken so far return with it.
  if (options.length !== counts!.options || products.length !== counts!.products) {
    throw conflict(msg('order.reinstateStockShort'), 'state');
  }
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
    ...optionRestockEvents(t.restockedOptions),
  );
}
