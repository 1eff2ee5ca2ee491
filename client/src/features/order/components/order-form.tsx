import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { StatusMessage } from '../../../components/ui/status-message';
import { MSG } from '../../../lib/messages';
import { usePlaceOrder } from '../hooks/use-place-order';
import { OrderPageQuery } from '../operations';
import { orderAmounts } from '../order-pricing';
import type { PendingOrder } from '../pending-order';
import { CouponSelect } from './coupon-select';
import { OrderFailure } from './order-failure';
import { OrderItems } from './order-items';
import { PaymentSummary } from './payment-summary';
import { ShippingAddress } from './shipping-address';
import styles from './order-page.module.css';

export function OrderForm({ pending }: { pending: PendingOrder }) {
  // Coupons change with every order and cancellation: always ask the server.
  const { data, loading, refetch } = useQuery(OrderPageQuery, { fetchPolicy: 'network-only' });
  const [couponUserNo, setCouponUserNo] = useState<number | null>(null);
  const [failureOpen, setFailureOpen] = useState(false);
  const { place, paying, error: payError } = usePlaceOrder(pending);

  if (loading && !data) return <StatusMessage kind="loading">{MSG.order.loading}</StatusMessage>;
  if (!data?.me)
    return (
      <StatusMessage
        kind="error"
        action={
          <button type="button" className="btn btn-outline" onClick={() => void refetch()}>
            {MSG.order.retry}
          </button>
        }
      >
        {MSG.order.loadError}
      </StatusMessage>
    );

  const coupon = data.usableCoupons.find((c) => c.no === couponUserNo)?.coupon ?? null;
  const amounts = orderAmounts(pending.orderItems, coupon?.discountRate ?? null);
  const hasAddress = Boolean(data.me.zipcode && data.me.address);

  const pay = async () => {
    if (!(await place(coupon))) setFailureOpen(true);
  };

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <ShippingAddress user={data.me} />
        <OrderItems items={pending.orderItems} />
        <CouponSelect coupons={data.usableCoupons} value={couponUserNo} onChange={setCouponUserNo} />
      </div>
      <PaymentSummary amounts={amounts} paying={paying} disabled={!hasAddress} onPay={() => void pay()} />
      {payError && failureOpen && <OrderFailure message={payError} onClose={() => setFailureOpen(false)} />}
    </div>
  );
}
