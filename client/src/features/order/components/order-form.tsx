import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import type { OrderPageQuery as OrderPageData } from '../../../gql/graphql';
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

type Loaded = OrderPageData & { me: NonNullable<OrderPageData['me']> };

interface Props {
  pending: PendingOrder;
  /** The ordered products leave the cart: the route connects this to the cart. */
  onPlaced(lineKeys: string[]): void;
}

export function OrderForm({ pending, onPlaced }: Props) {
  // Coupons change with every order and cancellation: always ask the server.
  const { data, loading, refetch } = useQuery(OrderPageQuery, { fetchPolicy: 'network-only' });
  const loaded = data?.me ? ({ ...data, me: data.me } satisfies Loaded) : undefined;
  return (
    <QueryState
      data={loaded}
      loading={loading}
      onRetry={() => void refetch()}
      texts={{ loading: MSG.order.loading, error: MSG.order.loadError, retry: MSG.order.retry }}
    >
      {(page) => <OrderFormBody pending={pending} onPlaced={onPlaced} data={page} />}
    </QueryState>
  );
}

function OrderFormBody({ pending, onPlaced, data }: Props & { data: Loaded }) {
  const [couponUserNo, setCouponUserNo] = useState<number | null>(null);
  const [failureOpen, setFailureOpen] = useState(false);
  const { place, paying, redirecting, error: payError } = usePlaceOrder(pending, onPlaced);

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
      <PaymentSummary
        amounts={amounts}
        paying={paying}
        redirecting={redirecting}
        demo={data.paymentSettings.demo}
        disabled={!hasAddress}
        onPay={() => void pay()}
      />
      {payError && failureOpen && <OrderFailure message={payError} onClose={() => setFailureOpen(false)} />}
    </div>
  );
}
