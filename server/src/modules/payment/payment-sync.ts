import type { PaymentWebhookValue, ReconcileArgsValue } from '@scene-shop/domain';
import { MSG } from '../../common/messages.js';
import type { Context } from '../../context/context.js';
import { releaseUnpaidOrder } from '../order/order-payments.js';
import type { PaymentDifference } from './payment-reconciliation.entity.js';
import { PaymentReconciliation } from './payment-reconciliation.entity.js';
import { AWAITING, Payment, type PaymentStatus } from './payment.entity.js';
import { applyProviderPayment, settleAccount } from './payment.service.js';
import { TossClient, TossRefusal, type TossPayment } from './toss-client.js';

/** What the jobs need: the request-free part of a context. */
export type SyncContext = Pick<Context, 'em' | 'events' | 'logger' | 'config'>;

const toss = (ctx: SyncContext) => new TossClient(ctx.config, ctx.logger);

/** The provider's record of an order's payment; null when it has none (NOT_FOUND_PAYMENT). */
async function remoteOf(ctx: SyncContext, payment: Payment): Promise<TossPayment | null> {
  try {
    return payment.paymentKey
      ? await toss(ctx).payment(payment.paymentKey)
      : await toss(ctx).paymentOfOrder(payment.tossOrderId);
  } catch (err) {
    if (err instanceof TossRefusal && err.status === 404) return null;
    throw err;
  }
}

/**
 * A callback from the provider (a status change or a virtual account's deposit). Nothing in it is trusted: the
 * payment is fetched from the provider by its key (a deposit's secret must also be that payment's) and the
 * provider's record applied, once (applying the same record again changes nothing).
 */
export async function receiveWebhook(ctx: SyncContext, body: PaymentWebhookValue): Promise<void> {
  const orderId = 'data' in body ? body.data.orderId : body.orderId;
  const payment = await ctx.em.findOne(Payment, { tossOrderId: orderId });
  if (!payment) return;
  let remote: TossPayment | null;
  try {
    remote = 'data' in body ? await toss(ctx).payment(body.data.paymentKey) : await toss(ctx).paymentOfOrder(orderId);
  } catch (err) {
    if (err instanceof TossRefusal) return;
    throw err;
  }
  if (!remote || remote.orderId !== payment.tossOrderId) return;
  if (!('data' in body) && (!remote.secret || remote.secret !== body.secret)) {
    ctx.logger.warn({ orderNo: payment.orderNo }, 'deposit callback with a wrong secret ignored');
    return;
  }
  await applyProviderPayment(ctx, payment, remote);
}

/**
 * Releases orders whose hold ran out (stock and coupon back). A payment with a key (a confirmation under way or
 * interrupted, a virtual account) is asked of the provider first, so a payment it approved is applied, not dropped;
 * a virtual account still waiting is cancelled at the provider before it is closed here (settleAccount). A payment
 * the provider cannot settle now (refused, unreachable) is left for the next sweep.
 * Answers how many held payments it looked at.
 */
export async function sweepExpiredPayments(ctx: SyncContext, now = new Date()): Promise<number> {
  const due = await ctx.em.find(
    Payment,
    { status: { $in: [...AWAITING] }, holdUntil: { $lt: now } },
    { orderBy: { holdUntil: 'asc' }, limit: 100, refresh: true },
  );
  for (const payment of due) {
    try {
      // A READY payment was never confirmed (the key is written before the call): the provider approved nothing.
      const remote = payment.status === 'READY' ? null : await remoteOf(ctx, payment);
      if (remote) await applyProviderPayment(ctx, payment, remote);
      const fresh = await ctx.em.findOneOrFail(Payment, { orderNo: payment.orderNo }, { refresh: true });
      if (fresh.status === 'WAITING_FOR_DEPOSIT') {
        // Its hold may have just moved to the account's due date; once past it, the account is closed at the
        // provider first (a deposit that came is applied instead), never here only.
        if (fresh.holdUntil < now) {
          await settleAccount(ctx, fresh, MSG.payment.holdExpiredReason, (status) =>
            expire(ctx, fresh.orderNo, status),
          );
        }
      } else if (AWAITING.includes(fresh.status)) {
        await expire(ctx, fresh.orderNo);
      }
    } catch (err) {
      ctx.logger.warn({ err, orderNo: payment.orderNo }, 'held payment not settled: tried again on the next sweep');
    }
  }
  return due.length;
}

/** Closes a held payment (EXPIRED, or as the provider closed its virtual account) and releases its order. */
async function expire(ctx: SyncContext, orderNo: number, status: PaymentStatus = 'EXPIRED'): Promise<void> {
  const { value: recorded } = await ctx.em.transactional(async (tem) => {
    const closed = await tem.execute(
      `update payment set status = ?, updated_at = now()
        where order_no = ? and status in ('READY', 'IN_PROGRESS', 'WAITING_FOR_DEPOSIT') returning order_no`,
      [status, orderNo],
    );
    return { value: closed.length ? await releaseUnpaidOrder(tem, ctx.events, orderNo) : null };
  });
  if (recorded) await ctx.events.deliver(recorded);
}

/**
 * Compares a Korea day's payments (opened, approved or refunded that day) with the provider's records, applies what
 * the provider shows happened (an approval or a refund the shop missed: a crash between the provider's answer and
 * the commit) and keeps every difference for the console.
 */
export async function reconcileDay(ctx: SyncContext, { day }: ReconcileArgsValue): Promise<PaymentReconciliation> {
  const payments = await ctx.em.getConnection().execute<{ order_no: number }[]>(
    `select p.order_no from payment p
      where (p.created_at at time zone 'Asia/Seoul')::date = ?::date
         or (p.approved_at at time zone 'Asia/Seoul')::date = ?::date
         or exists (select 1 from payment_cancel c where c.order_no = p.order_no
                     and (coalesce(c.cancelled_at, c.created_at) at time zone 'Asia/Seoul')::date = ?::date)
      order by p.order_no`,
    [day, day, day],
  );
  const differences: PaymentDifference[] = [];
  for (const { order_no: orderNo } of payments) {
    const payment = await ctx.em.findOneOrFail(Payment, { orderNo }, { refresh: true });
    let remote: TossPayment | null;
    try {
      remote = await remoteOf(ctx, payment);
    } catch {
      differences.push({ orderNo, kind: 'unreachable', shop: payment.status, provider: '?', applied: false });
      continue;
    }
    if (!remote) {
      if (!AWAITING.includes(payment.status) && payment.status !== 'ABORTED' && payment.status !== 'EXPIRED') {
        differences.push({ orderNo, kind: 'missing', shop: payment.status, provider: '-', applied: false });
      }
      continue;
    }
    const applied = await applyProviderPayment(ctx, payment, remote);
    differences.push(...applied.map((d) => ({ orderNo, ...d })));
    const after = await ctx.em.findOneOrFail(Payment, { orderNo }, { refresh: true });
    const remoteStatus = remote.status;
    if (after.status !== remoteStatus && !applied.some((d) => d.kind === 'status' || d.kind === 'lateRefund')) {
      differences.push({ orderNo, kind: 'status', shop: after.status, provider: remoteStatus, applied: false });
    }
  }
  await ctx.em.execute(
    `insert into payment_reconciliation (day, checked_at, differences) values (?, now(), ?)
     on conflict (day) do update set checked_at = excluded.checked_at, differences = excluded.differences`,
    [day, JSON.stringify(differences)],
  );
  return ctx.em.findOneOrFail(PaymentReconciliation, { day }, { refresh: true });
}

/** The latest reconciled days, newest first. */
export function reconciliations(ctx: Pick<Context, 'em'>, limit = 14): Promise<PaymentReconciliation[]> {
  return ctx.em.find(PaymentReconciliation, {}, { orderBy: { day: 'desc' }, limit });
}
