import { formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import type { OrderAmounts } from '../order-pricing';
import styles from './order-page.module.css';

interface Props {
  amounts: OrderAmounts;
  paying: boolean;
  /** The order is placed and the browser is on its way to the payment window. */
  redirecting: boolean;
  /** Demo mode: nothing is charged, and the page says so. */
  demo: boolean;
  disabled: boolean;
  onPay(): void;
}

export function PaymentSummary({ amounts, paying, redirecting, demo, disabled, onPay }: Props) {
  return (
    <aside className={`${styles.card} ${styles.summary}`} aria-labelledby="payment-title">
      <h2 id="payment-title" className={styles.cardTitle}>
        {MSG.order.summary}
      </h2>
      <dl className={styles.amounts}>
        <div>
          <dt>{MSG.order.productsTotal}</dt>
          <dd data-testid="order-products-total">{formatWon(amounts.total)}</dd>
        </div>
        {/* Without a coupon there is nothing to take off: no '-0원' line. */}
        {amounts.discount > 0 && (
          <div>
            <dt>{MSG.order.couponDiscount}</dt>
            <dd data-testid="order-discount">-{formatWon(amounts.discount)}</dd>
          </div>
        )}
        <div className={styles.payRow}>
          <dt>{MSG.order.payTotal}</dt>
          <dd className={styles.pay} data-testid="order-pay">
            {formatWon(amounts.pay)}
          </dd>
        </div>
      </dl>
      {demo && (
        <p className={styles.demo} data-testid="payment-demo">
          {MSG.payment.demo}
        </p>
      )}
      <button
        type="button"
        className={`btn btn-accent ${styles.payButton}`}
        disabled={disabled || paying}
        onClick={onPay}
      >
        {redirecting ? MSG.payment.redirecting : paying ? MSG.order.paying : MSG.order.pay}
      </button>
    </aside>
  );
}
