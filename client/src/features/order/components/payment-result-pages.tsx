import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { keyOfLine } from '../../../lib/cart-lines';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session-context';
import { ConfirmPaymentMutation, FailPaymentMutation } from '../operations';
import { clearPendingOrder } from '../pending-order';
import styles from './purchase-page.module.css';

/**
 * /user/shop/payment/success: the payment window came back with `paymentKey, orderId, amount`. The server confirms
 * them with the provider (checking the amount is the order's); then the ordered lines leave the cart and the
 * purchase page opens. A reload asks again and the server answers the same order: nothing happens twice.
 */
export function PaymentSuccessPage({ onPaid }: { onPaid(lineKeys: string[]): void }) {
  const [params] = useSearchParams();
  const [confirm] = useMutation(ConfirmPaymentMutation);
  const { userNo } = useSession();
  const [outcome, setOutcome] = useState<{ orderNo: number } | { error: string } | null>(null);
  const asked = useRef(false);
  const paymentKey = params.get('paymentKey') ?? '';
  const orderId = params.get('orderId') ?? '';
  const amount = Number(params.get('amount'));

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    confirm({ variables: { input: { paymentKey, orderId, amount } } })
      .then(({ data }) => {
        const order = data!.confirmPayment;
        onPaid(order.lines.map((l) => keyOfLine(l.product.no, l.optionNo)));
        if (userNo !== null) clearPendingOrder(userNo);
        setOutcome({ orderNo: order.no });
      })
      .catch((e: unknown) => setOutcome({ error: graphqlErrorMessage(e, MSG.payment.confirmFailed) }));
  }, [confirm, onPaid, paymentKey, orderId, amount, userNo]);

  if (outcome && 'orderNo' in outcome) {
    return <Navigate to={paths.purchase()} replace state={{ orderNo: outcome.orderNo }} />;
  }
  if (!outcome) {
    return (
      <div className={`page ${styles.page}`} role="status">
        <p className={styles.body}>{MSG.payment.confirming}</p>
      </div>
    );
  }
  return (
    <div className={`page ${styles.page}`}>
      <h1 className="page-title">{MSG.payment.failedTitle}</h1>
      <p className={styles.body} role="alert">
        {outcome.error}
      </p>
      <div className={styles.actions}>
        <Link to={paths.myOrders()} className="btn btn-accent">
          {MSG.order.goOrders}
        </Link>
      </div>
    </div>
  );
}

/**
 * /user/shop/payment/fail: the member closed the window or the payment failed there (`code, message, orderId`).
 * The server releases the order at once (stock and coupon back); the cart still holds the products.
 */
export function PaymentFailPage() {
  const [params] = useSearchParams();
  const [fail] = useMutation(FailPaymentMutation);
  const asked = useRef(false);
  const orderId = params.get('orderId') ?? '';
  const reason = params.get('message');

  useEffect(() => {
    if (asked.current || !orderId) return;
    asked.current = true;
    const code = params.get('code') ?? undefined;
    // The order is released by the server either way; a failure here leaves it to the hold's expiry.
    void fail({ variables: { input: { orderId, code, message: reason?.slice(0, 500) } } }).catch(() => undefined);
  }, [fail, orderId, params, reason]);

  return (
    <div className={`page ${styles.page}`}>
      <h1 className="page-title">{MSG.payment.failedTitle}</h1>
      {reason && <p className={styles.body}>{MSG.payment.reason(reason)}</p>}
      <p className={styles.body}>{MSG.payment.failedBody}</p>
      <div className={styles.actions}>
        <Link to={paths.cart()} className="btn btn-accent">
          {MSG.order.backToCart}
        </Link>
      </div>
    </div>
  );
}
