import { z } from 'zod';
import { INT_MAX, rowNo } from './common.js';
import { REFUND_BANK_CODES } from '../banks.js';
import { issue } from '../keys.js';
import { calendarDay } from './korea-day.js';

/** Toss Payments' order id: 6 to 64 of A-Z, a-z, 0-9, - and _. */
const tossOrderId = () => z.string().regex(/^[A-Za-z0-9_-]{6,64}$/);
/** Toss Payments' payment key (up to 200 characters). */
const paymentKey = () => z.string().regex(/^[A-Za-z0-9_-]{1,200}$/);

/** What the payment window's success URL brings back (`?paymentKey&orderId&amount`), for the server to confirm. */
export const confirmPaymentInput = z.strictObject({
  paymentKey: paymentKey(),
  orderId: tossOrderId(),
  amount: z.int().min(0).max(INT_MAX),
});
export type ConfirmPaymentInputValue = z.output<typeof confirmPaymentInput>;

/** What the fail URL brings back (`?code&message&orderId`): the member gave up or the payment failed. */
export const failPaymentInput = z.strictObject({
  orderId: tossOrderId(),
  code: z.string().max(100).optional(),
  message: z.string().max(500).optional(),
});
export type FailPaymentInputValue = z.output<typeof failPaymentInput>;

/** An order whose payment is asked about. */
export const paymentOrderRef = z.strictObject({ orderNo: rowNo() });
export type PaymentOrderRef = z.output<typeof paymentOrderRef>;

/** The day a reconciliation compares (a Korea date). */
export const reconcileArgs = z.strictObject({ day: calendarDay() });
export type ReconcileArgsValue = z.output<typeof reconcileArgs>;

/** The provider's payment object inside a callback: only what locates it is read, the rest comes from the provider. */
const callbackPayment = z.looseObject({ paymentKey: paymentKey(), orderId: tossOrderId(), status: z.string().max(30) });

/**
 * Toss Payments' callbacks: a payment's status change (PAYMENT_STATUS_CHANGED, the payment in `data`) and a virtual
 * account's deposit (DEPOSIT_CALLBACK), as documented. Neither is trusted: the server fetches the payment from the
 * provider, so of the payment object in `data` only what locates it is read (its other fields pass unread).
 */
export const paymentWebhook = z.union([
  z.strictObject({
    eventType: z.literal('PAYMENT_STATUS_CHANGED'),
    createdAt: z.string().max(40),
    data: callbackPayment,
  }),
  z.strictObject({
    createdAt: z.string().max(40),
    secret: z.string().min(1).max(100),
    status: z.string().max(30),
    transactionKey: z.string().max(200),
    orderId: tossOrderId(),
  }),
]);
export type PaymentWebhookValue = z.output<typeof paymentWebhook>;

export const REFUND_ACCOUNT_NUMBER_MAX = 20;
export const REFUND_HOLDER_NAME_MAX = 60;

/**
 * The buyer's bank account a deposited virtual account is refunded to (Toss Payments' `refundReceiveAccount`): the
 * bank by Toss' code, the number as digits only (hyphens and spaces a member types are dropped), the holder's name.
 */
export const refundAccountInput = z.strictObject({
  bank: z.enum(REFUND_BANK_CODES, { error: issue('payment.refundAccount.bank') }),
  accountNumber: z
    .string({ error: issue('payment.refundAccount.number', REFUND_ACCOUNT_NUMBER_MAX) })
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d{1,20}$/, issue('payment.refundAccount.number', REFUND_ACCOUNT_NUMBER_MAX))
        .max(REFUND_ACCOUNT_NUMBER_MAX, issue('payment.refundAccount.number', REFUND_ACCOUNT_NUMBER_MAX)),
    ),
  holderName: z
    .string({ error: issue('payment.refundAccount.holder', REFUND_HOLDER_NAME_MAX) })
    .trim()
    .min(1, issue('payment.refundAccount.holder', REFUND_HOLDER_NAME_MAX))
    .max(REFUND_HOLDER_NAME_MAX, issue('payment.refundAccount.holder', REFUND_HOLDER_NAME_MAX)),
});
export type RefundAccountValue = z.output<typeof refundAccountInput>;
