import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  maskRefundAccount,
  msg,
  type ConfirmPaymentInputValue,
  type FailPaymentInputValue,
  type PaymentOrderRef,
  type RefundAccountValue,
} from '@scene-shop/domain';
import { OrderState } from '../../common/enums.js';
import { AppError, badInput, conflict, forbidden, notFound } from '../../common/errors.js';
import { MSG } from '../../common/messages.js';
import type { RecordedEvents } from '../../common/outbox.js';
import type { Context } from '../../context/context.js';
import { isAdmin, requireViewer } from '../../context/policy.js';
import {
  cancelRefundedOrder,
  releaseUnpaidOrder,
  settlePaidOrder,
  type OrderPayments,
  type PlacedOrder,
} from '../order/order-payments.js';
import { Order } from '../order/order.entity.js';
import { applyRefundToRollup } from '../statistics/sales-rollup.js';
import { PaymentCancel, RELEASED_ORDER_KEY } from './payment-cancel.entity.js';
import { AWAITING, Payment, type PaymentStatus } from './payment.entity.js';
import { paymentsConfigured, TossClient, TossRefusal, TossUnavailable, type TossPayment } from './toss-client.js';

/** Refusals of a confirmation after which the payment has failed for good (the order is released). */
const FAILED_FOR_GOOD = new Set([
  'REJECT_CARD_PAYMENT',
  'REJECT_CARD_COMPANY',
  'EXCEED_MAX_DAILY_PAYMENT_COUNT',
  'EXCEED_MAX_PAYMENT_AMOUNT',
  'INVALID_CARD_EXPIRATION',
  'INVALID_STOPPED_CARD',
  'NOT_ENOUGH_BALANCE',
  'INVALID_REJECT_CARD',
  'PAY_PROCESS_ABORTED',
  'PAY_PROCESS_CANCELED',
  'REJECT_ACCOUNT_PAYMENT',
  'NOT_AVAILABLE_PAYMENT',
  'FORBIDDEN_REQUEST',
]);

const toss = (ctx: Pick<Context, 'config' | 'logger'>) => new TossClient(ctx.config, ctx.logger);

const unavailable = () => new AppError('SERVICE_UNAVAILABLE', msg('payment.providerDown'));

/** The order id the provider will know: the order's number and a random part (Toss: 6–64 of [A-Za-z0-9_-]). */
const newTossOrderId = (orderNo: number) => `order-${orderNo}-${randomBytes(9).toString('base64url')}`;

/** Runs a transaction that records events, then delivers them after the commit. */
async function committing<T>(
  ctx: Pick<Context, 'em' | 'events'>,
  work: (tem: EntityManager) => Promise<{ value: T; recorded: (RecordedEvents | null)[] }>,
): Promise<T> {
  const { value, recorded } = await ctx.em.transactional(work);
  for (const r of recorded) if (r) await ctx.events.deliver(r);
  return value;
}

/** The payment hook of the order module: what placing and cancelling an order ask of payments. */
export const orderPaymentsHook: OrderPayments = {
  awaitsPayment: (ctx) => paymentsConfigured(ctx.config),
  open: openPayment,
  refundForCancel,
  checkoutFields: (ctx, orderNo) => checkoutFields(ctx, orderNo),
  blocksReinstate: async (ctx, orderNo) => {
    const payment = await ctx.em.findOne(Payment, { orderNo }, { fields: ['status'] });
    return payment !== null && payment.status !== 'DONE';
  },
};

/** Inside the placing transaction: the payment the order awaits, holding its stock for PAYMENT_HOLD_MINUTES. */
async function openPayment(tem: EntityManager, ctx: Context, order: PlacedOrder): Promise<void> {
  const name =
    order.lineCount > 1
      ? MSG.payment.orderNameMore(order.firstProduct, order.lineCount - 1)
      : order.firstProduct || `#${order.orderNo}`;
  await tem.execute(
    `insert into payment (order_no, toss_order_id, order_name, amount, hold_until)
     values (?, ?, ?, ?, now() + make_interval(mins => ?))`,
    [order.orderNo, newTossOrderId(order.orderNo), name.slice(0, 100), order.amount, ctx.config.PAYMENT_HOLD_MINUTES],
  );
}

/** A payment the viewer may act on: only its member pays or gives up; the admin may read it. */
async function ownPayment(ctx: Context, where: { tossOrderId: string } | { orderNo: number }, read = false) {
  const viewer = requireViewer(ctx);
  const payment = await ctx.em.findOne(Payment, where);
  if (!payment) throw notFound(msg('payment.notFound'));
  const [owner] = await ctx.em.execute<{ user_no: number }[]>(`select user_no from orders where no = ?`, [
    payment.orderNo,
  ]);
  if (owner?.user_no !== viewer.no && !(read && isAdmin(viewer))) throw forbidden();
  return payment;
}

/** What a client needs to open the payment window for one of its orders awaiting payment. */
export interface Checkout {
  orderNo: number;
  orderId: string;
  orderName: string;
  amount: number;
  customerName: string;
  clientKey: string;
  successUrl: string;
  failUrl: string;
  /** The payment window with every parameter in its query: where a browser goes to pay. */
  windowUrl: string;
  holdUntil: Date;
}

/** The checkout of an order awaiting payment (null in demo mode, or once it awaits nothing). */
export async function paymentCheckout(ctx: Context, { orderNo }: PaymentOrderRef): Promise<Checkout | null> {
  if (!paymentsConfigured(ctx.config)) return null;
  const payment = await ownPayment(ctx, { orderNo });
  if (payment.status !== 'READY') return null;
  const [orderer] = await ctx.em.execute<{ name: string | null }[]>(
    `select recipient_name as name from orders where no = ?`,
    [orderNo],
  );
  const checkout = {
    orderNo,
    orderId: payment.tossOrderId,
    orderName: payment.orderName,
    amount: payment.amount,
    customerName: orderer?.name ?? '',
    clientKey: ctx.config.TOSS_CLIENT_KEY!,
    successUrl: `${ctx.config.PUBLIC_URL}/user/shop/payment/success`,
    failUrl: `${ctx.config.PUBLIC_URL}/user/shop/payment/fail`,
  };
  const window = new URL(ctx.config.TOSS_WINDOW_URL!);
  for (const [key, value] of Object.entries(checkout)) {
    if (key !== 'orderNo') window.searchParams.set(key, String(value));
  }
  return { ...checkout, windowUrl: window.toString(), holdUntil: payment.holdUntil };
}

/** Checkout fields for POST /api/order's answer (with payments configured; nothing in demo mode). */
export async function checkoutFields(ctx: Context, orderNo: number) {
  const checkout = await paymentCheckout(ctx, { orderNo });
  return checkout ? { payment: { ...checkout, holdUntil: checkout.holdUntil.toISOString() } } : {};
}

/**
 * The success URL came back: confirms with the provider (`POST /v1/payments/confirm`, an Idempotency-Key) only when
 * the amount is the one the server computed, the order is the caller's and still awaits its payment; then the order
 * is paid and its member alerted. A replay of a confirmed payment answers the order again and does nothing twice.
 */
export async function confirmPayment(ctx: Context, input: ConfirmPaymentInputValue): Promise<Order> {
  const payment = await ownPayment(ctx, { tossOrderId: input.orderId });
  if (payment.paymentKey === input.paymentKey && !AWAITING.includes(payment.status)) {
    return ctx.em.findOneOrFail(Order, { no: payment.orderNo });
  }
  if (input.amount !== payment.amount) throw badInput(msg('payment.amountMismatch'), 'amount');
  // Claimed before the call (the key written, IN_PROGRESS), so a second key for the same order is refused and a
  // crash after the provider approved leaves a payment the reconciliation looks up.
  const claimed = await ctx.em.execute(
    `update payment p set status = 'IN_PROGRESS', payment_key = ?, updated_at = now()
       from orders o
      where p.order_no = ? and o.no = p.order_no and o.awaiting_payment and o.state = ?
        and (p.status = 'READY' or (p.status = 'IN_PROGRESS' and p.payment_key = ?))
     returning p.order_no`,
    [input.paymentKey, payment.orderNo, OrderState.RECEIVED, input.paymentKey],
  );
  if (claimed.length === 0) throw conflict(msg('payment.notAwaiting'), 'orderId');
  let answer: TossPayment;
  try {
    answer = await toss(ctx).confirm(input);
  } catch (err) {
    if (err instanceof TossRefusal && err.code === 'ALREADY_PROCESSED_PAYMENT') {
      answer = await fetchPayment(ctx, input.paymentKey);
    } else if (err instanceof TossRefusal) {
      await refusedConfirmation(ctx, payment.orderNo, err);
      throw conflict(msg('payment.rejected', err.providerMessage || err.code), 'paymentKey');
    } else {
      // Unknown whether it was approved: the payment stays IN_PROGRESS for a retry or the reconciliation.
      throw unavailable();
    }
  }
  const fresh = await ctx.em.findOneOrFail(Payment, { orderNo: payment.orderNo }, { refresh: true });
  await applyProviderPayment(ctx, fresh, answer);
  const after = await ctx.em.findOneOrFail(Payment, { orderNo: payment.orderNo }, { refresh: true });
  if (after.status === 'IN_PROGRESS' || after.status === 'READY') throw conflict(msg('payment.notAwaiting'));
  return ctx.em.findOneOrFail(Order, { no: payment.orderNo }, { refresh: true });
}

async function fetchPayment(ctx: Context, paymentKey: string): Promise<TossPayment> {
  try {
    return await toss(ctx).payment(paymentKey);
  } catch {
    throw unavailable();
  }
}

/** The provider refused the confirmation: for good (the card was rejected…) releases the order, else back to READY. */
async function refusedConfirmation(ctx: Context, orderNo: number, err: TossRefusal): Promise<void> {
  if (!FAILED_FOR_GOOD.has(err.code)) {
    await ctx.em.execute(
      `update payment set status = 'READY', payment_key = null, updated_at = now()
        where order_no = ? and status = 'IN_PROGRESS'`,
      [orderNo],
    );
    return;
  }
  await closeUnpaid(ctx, orderNo, 'ABORTED');
}

/** Closes a payment that will never be paid and releases its order (stock and coupon back), in one transaction. */
async function closeUnpaid(ctx: Pick<Context, 'em' | 'events'>, orderNo: number, status: PaymentStatus) {
  await committing(ctx, async (tem) => {
    const closed = await tem.execute(
      `update payment set status = ?, updated_at = now() where order_no = ? and status in ('READY', 'IN_PROGRESS', 'WAITING_FOR_DEPOSIT') returning order_no`,
      [status, orderNo],
    );
    const recorded = closed.length ? await releaseUnpaidOrder(tem, ctx.events, orderNo) : null;
    return { value: undefined, recorded: [recorded] };
  });
}

/**
 * The fail URL came back (the member closed the window, or the payment failed there): the order is released at once
 * (stock and coupon back). A payment whose confirmation is under way is left to it.
 */
export async function failPayment(ctx: Context, input: FailPaymentInputValue): Promise<Order> {
  const payment = await ownPayment(ctx, { tossOrderId: input.orderId });
  if (payment.status === 'READY') await closeUnpaid(ctx, payment.orderNo, 'ABORTED');
  return ctx.em.findOneOrFail(Order, { no: payment.orderNo }, { refresh: true });
}

/** Whether the provider took the money (whatever was refunded of it since). */
const isApproved = (remote: TossPayment) =>
  ['DONE', 'PARTIAL_CANCELED', 'CANCELED'].includes(remote.status) && Boolean(remote.approvedAt);

/**
 * Brings the shop's record of a payment in line with the provider's (a confirmation's answer, a verified callback,
 * the reconciliation): paid, waiting for a deposit, refunded or closed; money taken for an order already released is
 * given back (refundReleased). Never marks a payment paid whose amount or order id is not the shop's. Returns what it
 * found different and whether it applied it.
 */
export async function applyProviderPayment(
  ctx: Pick<Context, 'em' | 'events' | 'logger' | 'config'>,
  payment: Payment,
  remote: TossPayment,
): Promise<{ kind: string; shop: string; provider: string; applied: boolean }[]> {
  const found: { kind: string; shop: string; provider: string; applied: boolean }[] = [];
  if (remote.orderId !== payment.tossOrderId || remote.totalAmount !== payment.amount) {
    ctx.logger.warn({ orderNo: payment.orderNo }, 'provider payment does not match the order: not applied');
    return [
      {
        kind: 'amount',
        shop: `${payment.tossOrderId} ${payment.amount}`,
        provider: `${remote.orderId} ${remote.totalAmount}`,
        applied: false,
      },
    ];
  }
  const approved = isApproved(remote);
  const awaiting = AWAITING.includes(payment.status);
  // Closed unpaid here (its order released), yet the provider took the money: it goes back whole.
  if (approved && RELEASED.includes(payment.status) && payment.approvedAmount === 0) {
    return refundReleased(ctx, payment, remote);
  }
  if (awaiting && approved) {
    found.push({ kind: 'status', shop: payment.status, provider: 'DONE', applied: true });
    await committing(ctx, async (tem) => {
      await tem.execute(
        `update payment set status = 'DONE', payment_key = ?, method = ?, approved_amount = ?, approved_at = ?,
                receipt_url = ?, updated_at = now()
          where order_no = ? and status in ('READY', 'IN_PROGRESS', 'WAITING_FOR_DEPOSIT')`,
        [
          remote.paymentKey,
          remote.method ?? null,
          remote.totalAmount,
          new Date(remote.approvedAt!),
          remote.receipt?.url ?? null,
          payment.orderNo,
        ],
      );
      return { value: undefined, recorded: [await settlePaidOrder(tem, ctx.events, payment.orderNo)] };
    });
  } else if (awaiting && remote.status === 'WAITING_FOR_DEPOSIT' && payment.status !== 'WAITING_FOR_DEPOSIT') {
    const account = remote.virtualAccount;
    found.push({ kind: 'status', shop: payment.status, provider: remote.status, applied: true });
    await ctx.em.execute(
      `update payment set status = 'WAITING_FOR_DEPOSIT', payment_key = ?, method = ?, virtual_account = ?,
              deposit_secret = ?, hold_until = greatest(hold_until, coalesce(?::timestamptz, hold_until)),
              updated_at = now()
        where order_no = ? and status in ('READY', 'IN_PROGRESS')`,
      [
        remote.paymentKey,
        remote.method ?? '가상계좌',
        JSON.stringify({
          bankCode: account?.bankCode ?? '',
          accountNumber: account?.accountNumber ?? '',
          customerName: account?.customerName ?? '',
          dueDate: account?.dueDate ?? '',
        }),
        remote.secret ?? null,
        account?.dueDate ?? null,
        payment.orderNo,
      ],
    );
  } else if (awaiting && (remote.status === 'ABORTED' || remote.status === 'EXPIRED')) {
    found.push({ kind: 'status', shop: payment.status, provider: remote.status, applied: true });
    await closeUnpaid(ctx, payment.orderNo, remote.status);
  }
  if (approved) found.push(...(await applyProviderCancels(ctx, payment.orderNo, remote)));
  return found;
}

/** The states of a payment closed unpaid: its order was released (stock and coupon back). */
const RELEASED: readonly PaymentStatus[] = ['ABORTED', 'EXPIRED', 'CANCELED'];

/**
 * Money the provider took for an order the shop had already released (a deposit or an approval that came after the
 * hold ran out): refunded whole at the provider, once (one refund of the key `late-<orderNo>`: of two callers at
 * once, one asks), and recorded as that refund with the payment as the provider then has it. The order stays
 * cancelled and out of the statistics. A refusal is recorded with its reason and answered as a difference not
 * applied, which the reconciliation lists for the admin to check.
 */
async function refundReleased(
  ctx: Pick<Context, 'em' | 'logger' | 'config'>,
  payment: Payment,
  remote: TossPayment,
): Promise<{ kind: string; shop: string; provider: string; applied: boolean }[]> {
  const { em } = ctx;
  const key = `${RELEASED_ORDER_KEY}${payment.orderNo}`;
  let answer = remote;
  if (remote.balanceAmount > 0) {
    const [pending] = await em.execute<{ no: number }[]>(
      `insert into payment_cancel (order_no, idempotency_key, amount, reason, status)
       values (?, ?, ?, ?, 'PENDING') on conflict (idempotency_key) do nothing returning no`,
      [payment.orderNo, key, remote.balanceAmount, MSG.payment.lateRefundReason],
    );
    // Done already, or being asked by another caller (a callback and the reconciliation at once).
    if (!pending) return [];
    try {
      answer = await toss(ctx).cancel(
        remote.paymentKey,
        { cancelReason: MSG.payment.lateRefundReason },
        `${key}-${pending.no}`,
      );
    } catch (err) {
      if (!(err instanceof TossRefusal) && !(err instanceof TossUnavailable)) throw err;
      await recordRefused(em, pending.no, err);
      ctx.logger.warn({ orderNo: payment.orderNo }, 'money taken for a released order not refunded: to check');
      return [{ kind: 'status', shop: payment.status, provider: remote.status, applied: false }];
    }
  }
  await em.transactional(async (tem) => {
    await tem.execute(
      `insert into payment_cancel (order_no, idempotency_key, amount, reason, status, transaction_key, cancelled_at)
       values (?, ?, ?, ?, 'DONE', ?, now())
       on conflict (idempotency_key) do update set status = 'DONE', transaction_key = excluded.transaction_key,
          cancelled_at = excluded.cancelled_at`,
      [
        payment.orderNo,
        key,
        answer.totalAmount,
        MSG.payment.lateRefundReason,
        answer.cancels?.at(-1)?.transactionKey ?? null,
      ],
    );
    await tem.execute(
      `update payment set status = ?, payment_key = ?, method = ?, approved_amount = ?, approved_at = ?,
              cancelled_amount = ?, receipt_url = ?, updated_at = now()
        where order_no = ? and status in ('ABORTED', 'EXPIRED', 'CANCELED') and approved_amount = 0`,
      [
        answer.status,
        answer.paymentKey,
        answer.method ?? null,
        answer.totalAmount,
        new Date(answer.approvedAt!),
        answer.totalAmount - answer.balanceAmount,
        answer.receipt?.url ?? null,
        payment.orderNo,
      ],
    );
  });
  return [{ kind: 'lateRefund', shop: payment.status, provider: answer.status, applied: true }];
}

/** Refunds the provider made that the shop has not recorded (a crash after the provider's answer, or made there). */
async function applyProviderCancels(
  ctx: Pick<Context, 'em' | 'events'>,
  orderNo: number,
  remote: TossPayment,
): Promise<{ kind: string; shop: string; provider: string; applied: boolean }[]> {
  const providerCancelled = remote.totalAmount - remote.balanceAmount;
  const [row] = await ctx.em.execute<{ cancelled_amount: number }[]>(
    `select cancelled_amount from payment where order_no = ?`,
    [orderNo],
  );
  const shopCancelled = row?.cancelled_amount ?? 0;
  if (providerCancelled <= shopCancelled) return [];
  const missing = providerCancelled - shopCancelled;
  await committing(ctx, async (tem) => {
    const changed = await tem.execute(
      `update payment set cancelled_amount = ?, status = ?, updated_at = now()
        where order_no = ? and cancelled_amount = ? returning order_no`,
      [providerCancelled, remote.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED', orderNo, shopCancelled],
    );
    if (changed.length === 0) return { value: undefined, recorded: [] };
    const last = remote.cancels?.at(-1);
    await tem.execute(
      `insert into payment_cancel (order_no, idempotency_key, amount, reason, status, transaction_key, cancelled_at)
       values (?, ?, ?, ?, 'DONE', ?, now()) on conflict (idempotency_key) do nothing`,
      [
        orderNo,
        `provider-${orderNo}-${providerCancelled}`,
        missing,
        (last?.cancelReason ?? '').slice(0, 200),
        last?.transactionKey ?? null,
      ],
    );
    // Pending refunds were answered by the provider after all: these are they.
    await tem.execute(
      `update payment_cancel set status = 'DONE', cancelled_at = now() where order_no = ? and status = 'PENDING'`,
      [orderNo],
    );
    await applyRefundToRollup(tem, orderNo, missing);
    const recorded = remote.balanceAmount === 0 ? await cancelRefundedOrder(tem, ctx.events, orderNo) : null;
    return { value: undefined, recorded: [recorded] };
  });
  return [{ kind: 'cancelled', shop: String(shopCancelled), provider: String(providerCancelled), applied: true }];
}

/** What refunding an order asks: all that is left of it unless `amount` says otherwise. */
export interface RefundRequest {
  orderNo: number;
  amount?: number;
  reason: string;
  /** The same key never refunds twice (a retried return, a double click). */
  idempotencyKey: string;
  /** The buyer's account: required for a deposited virtual account, refused for any other payment. */
  refundAccount?: RefundAccountValue | null;
}

/**
 * Money paid into a virtual account and not all refunded: Toss refunds it only to a bank account the buyer names
 * (`refundReceiveAccount`), never back to where it came from.
 */
export const isDepositedAccount = (payment: Pick<Payment, 'method' | 'status' | 'approvedAmount'>): boolean =>
  payment.method === '가상계좌' && payment.approvedAmount > 0 && ['DONE', 'PARTIAL_CANCELED'].includes(payment.status);

/**
 * Before anything changes: a refund of a deposited virtual account needs the buyer's account, and no other payment
 * (a card, an account still awaiting its deposit, an order placed in demo mode) takes one (400 either way).
 */
export function checkRefundAccount(payment: Payment | null, account: RefundAccountValue | null | undefined): void {
  const deposited = payment !== null && isDepositedAccount(payment);
  if (account && !deposited) throw badInput(msg('payment.refundAccount.notApplicable'), 'refundAccount');
  if (!account && deposited) throw badInput(msg('payment.refundAccount.required'), 'refundAccount');
}

/** The check above for an order's payment (a return asked of a line: its refund comes later, at the receipt). */
export async function checkRefundAccountOf(
  ctx: Pick<Context, 'em'>,
  orderNo: number,
  account: RefundAccountValue | null | undefined,
): Promise<void> {
  checkRefundAccount(await ctx.em.findOne(Payment, { orderNo }, { refresh: true }), account);
}

/**
 * The account the member gave for an order whose refund did not go through (their cancel refused or unreached):
 * the console's cancel uses it when the admin gives none. An account Toss refused as wrong is not kept.
 */
async function membersAccount(em: EntityManager, orderNo: number): Promise<RefundAccountValue | null> {
  const [row] = await em.execute<{ refund_account: RefundAccountValue }[]>(
    `select refund_account from payment_cancel where order_no = ? and refund_account is not null
      order by no desc limit 1`,
    [orderNo],
  );
  return row?.refund_account ?? null;
}

/** Toss' codes for an account it will not pay into: such an account is dropped rather than kept for a retry. */
const BAD_ACCOUNT = new Set(['INVALID_REFUND_ACCOUNT_INFO', 'INVALID_REFUND_ACCOUNT_NUMBER', 'INVALID_BANK']);

/**
 * A refund the provider refused or did not answer: its row stays FAILED with the provider's reason, for the console,
 * and its key is freed for a later try; the account it carried is kept for the console's cancel unless Toss said it
 * was wrong. Answers the refusal (null when the provider was not reached).
 */
async function recordRefused(em: EntityManager, refundNo: number, err: unknown): Promise<TossRefusal | null> {
  const refusal = err instanceof TossRefusal ? err : null;
  await em.execute(
    `update payment_cancel set status = 'FAILED', failure_code = ?, failure_message = ?,
            idempotency_key = left(idempotency_key, 80) || '#failed-' || no,
            refund_account = case when ? then null else refund_account end
      where no = ?`,
    [
      refusal?.code ?? 'PROVIDER_UNAVAILABLE',
      (refusal?.providerMessage ?? MSG.payment.providerDown).slice(0, 300),
      BAD_ACCOUNT.has(refusal?.code ?? ''),
      refundNo,
    ],
  );
  return refusal;
}

/**
 * Refunds a paid order, all or part (`POST /v1/payments/{paymentKey}/cancel`), once per idempotency key; the refund
 * is recorded and shown on both sides, and taken off the day's revenue. A provider refusal is recorded with its
 * reason, changes nothing else and throws (409 with the provider's reason). Null for an order without a payment
 * (placed in demo mode: nothing was charged).
 */
export async function refundPayment(ctx: Context, request: RefundRequest): Promise<PaymentCancel | null> {
  const { em } = ctx;
  const payment = await em.findOne(Payment, { orderNo: request.orderNo }, { refresh: true });
  if (!payment) return null;
  const done = await em.findOne(PaymentCancel, { idempotencyKey: request.idempotencyKey });
  if (done?.status === 'DONE') return done;
  if (done?.status === 'PENDING') throw conflict(msg('payment.refundInProgress'));
  if (!payment.paymentKey || !['DONE', 'PARTIAL_CANCELED'].includes(payment.status)) {
    throw conflict(msg('payment.notPaid'));
  }
  const left = payment.approvedAmount - payment.cancelledAmount;
  const amount = request.amount ?? left;
  if (amount < 1 || amount > left) throw badInput(msg('payment.refundTooMuch', left), 'amount');
  const account = request.refundAccount ?? null;
  checkRefundAccount(payment, account);
  const [pending] = await em.execute<{ no: number }[]>(
    `insert into payment_cancel (order_no, idempotency_key, amount, reason, status, refund_account, refund_account_label)
     values (?, ?, ?, ?, 'PENDING', ?, ?) on conflict (idempotency_key) do nothing returning no`,
    [
      request.orderNo,
      request.idempotencyKey,
      amount,
      request.reason.slice(0, 200),
      account ? JSON.stringify(account) : null,
      account ? maskRefundAccount(account) : null,
    ],
  );
  if (!pending) throw conflict(msg('payment.refundInProgress'));
  let answer: TossPayment;
  try {
    answer = await toss(ctx).cancel(
      payment.paymentKey,
      {
        cancelReason: request.reason.slice(0, 200),
        ...(amount < left ? { cancelAmount: amount } : {}),
        ...(account ? { refundReceiveAccount: account } : {}),
      },
      `${request.idempotencyKey}-${pending.no}`,
    );
  } catch (err) {
    const refusal = await recordRefused(em, pending.no, err);
    if (!refusal && !(err instanceof TossUnavailable)) throw err;
    throw refusal ? conflict(msg('payment.refundRefused', refusal.providerMessage || refusal.code)) : unavailable();
  }
  await em.transactional(async (tem) => {
    // Paid: the whole account is no longer needed (its masked label stays), nor any the member gave before.
    await tem.execute(
      `update payment_cancel set status = 'DONE', transaction_key = ?, cancelled_at = now(), refund_account = null
        where no = ?`,
      [answer.cancels?.at(-1)?.transactionKey ?? null, pending.no],
    );
    if (amount === left) {
      await tem.execute(`update payment_cancel set refund_account = null where order_no = ?`, [request.orderNo]);
    }
    await tem.execute(
      `update payment set cancelled_amount = cancelled_amount + ?, status = ?, updated_at = now() where order_no = ?`,
      [amount, amount === left ? 'CANCELED' : 'PARTIAL_CANCELED', request.orderNo],
    );
    await applyRefundToRollup(tem, request.orderNo, amount);
  });
  return em.findOneOrFail(PaymentCancel, { no: pending.no }, { refresh: true });
}

/**
 * Before an order is cancelled: refunds what was paid, or closes a payment still awaited. A deposited virtual
 * account is refunded to `refundAccount`, or (`orMembers`, the console's cancel) to the one the member gave.
 */
async function refundForCancel(
  ctx: Context,
  orderNo: number,
  reason: string,
  refundAccount?: RefundAccountValue | null,
  { orMembers = false }: { orMembers?: boolean } = {},
): Promise<void> {
  let payment = await ctx.em.findOne(Payment, { orderNo }, { refresh: true });
  const account =
    refundAccount ??
    (orMembers && payment && isDepositedAccount(payment) ? await membersAccount(ctx.em, orderNo) : null);
  checkRefundAccount(payment, account);
  if (!payment) return;
  if (payment.status === 'IN_PROGRESS') throw conflict(msg('payment.inProgress'), 'state');
  if (payment.status === 'READY') {
    // Nothing was paid: the payment is closed, and the cancel that follows gives the stock and coupon back.
    await ctx.em.execute(`update payment set status = 'ABORTED', updated_at = now() where order_no = ?`, [orderNo]);
    return;
  }
  if (payment.status === 'WAITING_FOR_DEPOSIT') {
    const paid = await settleAccount(ctx, payment, reason, async (status) => {
      await ctx.em.execute(
        `update payment set status = ?, updated_at = now() where order_no = ? and status = 'WAITING_FOR_DEPOSIT'`,
        [status, orderNo],
      );
    }).catch((err: unknown) => {
      if (err instanceof TossRefusal) {
        throw conflict(msg('payment.accountCancelRefused', err.providerMessage || err.code), 'state');
      }
      throw err instanceof TossUnavailable ? unavailable() : err;
    });
    if (!paid) return;
    payment = await ctx.em.findOneOrFail(Payment, { orderNo }, { refresh: true });
  }
  if (payment.approvedAmount > payment.cancelledAmount) {
    await refundPayment(ctx, { orderNo, reason, idempotencyKey: `cancel-${orderNo}`, refundAccount: account });
  }
}

/**
 * A virtual account given up (its order cancelled, or its hold run out) is settled with the provider before the shop
 * closes it: the payment is fetched by its key; a deposit that came meanwhile is applied (the order is paid: true,
 * and the caller refunds or keeps it); an account still waiting is cancelled there (`POST
 * /v1/payments/{paymentKey}/cancel` with a reason: no money moves) and only then closed here by `close`, with the
 * provider's status. A refusal or an unreachable provider throws (TossRefusal, TossUnavailable) and nothing is closed.
 */
export async function settleAccount(
  ctx: Pick<Context, 'em' | 'events' | 'logger' | 'config'>,
  payment: Payment,
  reason: string,
  close: (status: PaymentStatus) => Promise<void>,
): Promise<boolean> {
  const client = toss(ctx);
  let remote = await client.payment(payment.paymentKey!);
  if (remote.status === 'WAITING_FOR_DEPOSIT') {
    remote = await client.cancel(
      payment.paymentKey!,
      { cancelReason: reason.slice(0, 200) },
      // A key per try: an answer lost after the cancel is seen by the fetch of the next try (CANCELED).
      `account-${payment.orderNo}-${randomBytes(6).toString('hex')}`,
    );
  }
  if (isApproved(remote)) {
    await applyProviderPayment(ctx, payment, remote);
    return true;
  }
  if (remote.status === 'CANCELED' || remote.status === 'ABORTED' || remote.status === 'EXPIRED') {
    await close(remote.status);
    return false;
  }
  throw new TossUnavailable(`virtual account left ${remote.status}`);
}

/** The payments of these orders (a loader's batch). */
export async function paymentsOf(em: EntityManager, orderNos: readonly number[]): Promise<Map<number, Payment>> {
  const rows = await em.find(Payment, { orderNo: { $in: [...orderNos] } });
  return new Map(rows.map((p) => [p.orderNo, p]));
}

/** The refunds of these orders, oldest first (a loader's batch). */
export async function refundsOf(em: EntityManager, orderNos: readonly number[]): Promise<Map<number, PaymentCancel[]>> {
  const rows = await em.find(PaymentCancel, { orderNo: { $in: [...orderNos] } }, { orderBy: { no: 'asc' } });
  const map = new Map<number, PaymentCancel[]>();
  for (const r of rows) map.set(r.orderNo, [...(map.get(r.orderNo) ?? []), r]);
  return map;
}
