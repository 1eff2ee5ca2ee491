import { graphql } from '../../gql';
import type { PaymentFacts_PaymentFragment } from '../../gql/graphql';
import { formatKoreanDate, formatWon } from '../../lib/format';
import { MSG } from '../../lib/messages';
import styles from './payment-facts.module.css';

/** What the member's and the console's order pages read of a payment. */
export const PaymentFacts_payment = graphql(`
  fragment PaymentFacts_payment on Payment {
    status
    method
    approvedAmount
    cancelledAmount
    receiptUrl
    holdUntil
    virtualAccount {
      bankCode
      accountNumber
    }
    refunds {
      no
      amount
      status
      kind
      failureMessage
      createdAt
      refundAccount
    }
  }
`);

/**
 * The payment of an order: its state, method, amounts, receipt and refunds (a refused one with the provider's
 * reason). An order without one was placed in demo mode and charged nothing, which it says.
 */
export function PaymentFacts({ payment }: { payment: PaymentFacts_PaymentFragment | null | undefined }) {
  if (!payment) {
    return (
      <p className={styles.demo} data-testid="payment-demo">
        {MSG.payment.demo}
      </p>
    );
  }
  return (
    <div className={styles.payment} data-testid="payment-facts">
      <dl className={styles.facts}>
        <dt>{MSG.payment.status}</dt>
        <dd data-testid="payment-status">
          {payment.status === 'CANCELED' && payment.approvedAmount === 0
            ? MSG.payment.cancelledUnpaid
            : MSG.payment.statuses[payment.status]}
        </dd>
        {payment.method && (
          <>
            <dt>{MSG.payment.method}</dt>
            <dd>{payment.method}</dd>
          </>
        )}
        {payment.approvedAmount > 0 && (
          <>
            <dt>{MSG.payment.approved}</dt>
            <dd>{formatWon(payment.approvedAmount)}</dd>
          </>
        )}
        {payment.cancelledAmount > 0 && (
          <>
            <dt>{MSG.payment.refunded}</dt>
            <dd data-testid="payment-refunded">{formatWon(payment.cancelledAmount)}</dd>
          </>
        )}
      </dl>
      {payment.virtualAccount && payment.status === 'WAITING_FOR_DEPOSIT' && (
        <p className={styles.note}>
          {MSG.payment.account(payment.virtualAccount.bankCode, payment.virtualAccount.accountNumber)}
        </p>
      )}
      {(payment.status === 'READY' || payment.status === 'WAITING_FOR_DEPOSIT') && (
        <p className={styles.note}>{MSG.payment.holdUntil(formatKoreanDate(payment.holdUntil))}</p>
      )}
      {payment.receiptUrl && (
        <p className={styles.note}>
          <a href={payment.receiptUrl} target="_blank" rel="noreferrer noopener">
            {MSG.payment.receipt}
          </a>
        </p>
      )}
      {payment.refunds.length > 0 && (
        <>
          <h3 className={styles.subTitle}>{MSG.payment.refunds}</h3>
          <ul className={styles.refunds}>
            {payment.refunds.map((r) => (
              <li key={r.no} data-testid="payment-refund" className={r.status === 'FAILED' ? styles.failed : undefined}>
                {formatKoreanDate(r.createdAt)} ·{' '}
                {r.kind === 'RELEASED_ORDER' && (
                  <span data-testid="refund-kind">{MSG.payment.releasedOrderRefund} · </span>
                )}
                {MSG.payment.refundLine(formatWon(r.amount), MSG.payment.refundStatuses[r.status])}
                {r.refundAccount && <span> · {MSG.payment.refundTo(r.refundAccount)}</span>}
                {r.failureMessage && <span> ({r.failureMessage})</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
