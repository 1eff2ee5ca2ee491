import {
  msg,
  type AdminOrderFilterValue,
  type AdminOrdersArgsValue,
  type OrderStateChangeValue,
  type RowRef,
} from '@scene-shop/domain';
import type { FilterQuery } from '@mikro-orm/core';
import { OrderState } from '../../common/enums.js';
import { badInput, conflict, notFound } from '../../common/errors.js';
import { pageWindow, toPage, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { MSG } from '../../common/messages.js';
import { orderPayments } from './order-payments.js';
import { adminMayChange } from './order-state.js';
import { checkParcel, moveWithAudit } from './delivery.service.js';
import { cancelBlocked } from './order-cancel-blocker.js';
import { Order } from './order.entity.js';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The start of a Korea calendar day (YYYY-MM-DD; the schema checked that it exists). */
const koreaDayStart = (day: string) => new Date(`${day}T00:00:00+09:00`);
const DAY_MS = 86_400_000;

function orderWhere(filter: AdminOrderFilterValue): FilterQuery<Order> {
  const where: FilterQuery<Order> & Record<string, unknown> = {};
  if (filter.orderNo) where.no = filter.orderNo;
  if (filter.state) where.state = filter.state;
  if (filter.ordererName) where.recipientName = { $ilike: `%${escapeLike(filter.ordererName)}%` };
  const date: Record<string, Date> = {};
  if (filter.startDate) date.$gte = koreaDayStart(filter.startDate);
  // Korea keeps no daylight saving: the next day starts 24 hours later.
  if (filter.endDate) date.$lt = new Date(koreaDayStart(filter.endDate).getTime() + DAY_MS);
  if (Object.keys(date).length) where.date = date;
  return where;
}

/**
 * The admin's order table, newest first, with every line and its product: four statements whatever the page holds
 * (the page, the count, the lines, the products).
 */
export async function adminOrders(ctx: Context, { page, size, ...filter }: AdminOrdersArgsValue): Promise<Page<Order>> {
  const [rows, total] = await ctx.em.findAndCount(Order, orderWhere(filter), {
    orderBy: { no: 'desc' },
    ...pageWindow({ page, size }),
    populate: ['lines.product'],
    // Joined loading would page and count over every order joined to its lines (seconds at a million orders):
    // the page of orders comes by itself, then its lines and products in one more query each.
    strategy: 'select-in',
  });
  return toPage(rows, total, page, size);
}

/** One order with its lines and products, for the detail. */
export async function adminOrder(ctx: Context, { no }: RowRef): Promise<Order> {
  const order = await ctx.em.findOne(Order, { no }, { populate: ['lines.product'] });
  if (!order) throw notFound();
  return order;
}

/**
 * The admin's status select, through the state machine: a change the rules of admin console §4 refuse is refused
 * here too. Moving to 배송중 takes the parcel (courier and waybill number; the console must give it, the documented
 * REST call may leave it out), and only that move does. The move, its books (stock, sales, coupon), the parcel and
 * the audit entry are one transaction; the member's alert and mail and the other events follow the commit.
 */
export async function changeOrderState(
  ctx: Context,
  { no, state: to, parcel, refundAccount }: OrderStateChangeValue,
  { parcelRequired }: { parcelRequired: boolean },
): Promise<Order> {
  const { em, events } = ctx;
  const viewer = requireViewer(ctx);
  const order = await em.findOne(Order, { no });
  if (!order) throw notFound();
  const from = order.state;
  if (!adminMayChange(from, to)) throw conflict(msg('order.stateNotAllowed'), 'state');
  if (parcel && to !== OrderState.SHIPPING) throw badInput(msg('delivery.parcelOnlyShipping'), 'parcel');
  if (!parcel && parcelRequired && to === OrderState.SHIPPING) {
    throw badInput(msg('delivery.parcelRequired'), 'parcel');
  }
  if (refundAccount && to !== OrderState.CANCELLED) {
    throw badInput(msg('payment.refundAccount.notApplicable'), 'refundAccount');
  }
  if (parcel) await checkParcel(em, parcel);
  // An order still awaiting its payment is not shipped: only cancelling it (which releases its stock) is allowed.
  if (order.awaitingPayment && to !== OrderState.CANCELLED) throw conflict(msg('payment.notPaid'), 'state');
  const payments = orderPayments(ctx);
  if (from === OrderState.CANCELLED && (await payments?.blocksReinstate(ctx, no))) {
    throw conflict(msg('payment.reinstateRefunded'), 'state');
  }
  // A delivered order with claims under way is settled by its claims, never by a cancel (stock would come back twice).
  if (to === OrderState.CANCELLED && (await cancelBlocked(ctx.hooks, em, no))) {
    throw conflict(msg('claim.blocksCancel'), 'state');
  }
  // The refund first: a refusal throws (the admin sees the provider's reason) and the order stays as it was.
  if (to === OrderState.CANCELLED) {
    await payments?.refundForCancel(ctx, no, MSG.payment.adminCancelReason, refundAccount, { orMembers: true });
  }
  const recorded = await em.transactional(async (tem) => {
    const moved = await moveWithAudit(tem, ctx, viewer, { no, from, to, parcel: parcel ?? undefined });
    if (!moved) throw conflict(msg('order.stateOutdated'), 'state');
    // Again after the move, which holds the order's row: a claim asked meanwhile waited for this transaction.
    if (to === OrderState.CANCELLED && (await cancelBlocked(ctx.hooks, tem, no))) {
      throw conflict(msg('claim.blocksCancel'), 'state');
    }
    await tem.flush();
    return moved;
  });
  await events.deliver(recorded);
  return em.findOneOrFail(Order, { no }, { refresh: true, populate: ['lines.product'] });
}
