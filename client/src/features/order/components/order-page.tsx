import { useState } from 'react';
import { Link } from 'react-router';
import { StatusMessage } from '../../../components/ui/status-message';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session-context';
import { readPendingOrder } from '../pending-order';
import { OrderForm } from './order-form';

/** /user/shop/order/detail: confirms the pending order made from the cart. */
export function OrderPage({ onPlaced }: { onPlaced(lineKeys: string[]): void }) {
  const { userNo } = useSession();
  const [pending] = useState(() => readPendingOrder(userNo));
  return (
    <div className="page">
      <h1 className="page-title">{MSG.order.title}</h1>
      {pending ? (
        <OrderForm pending={pending} onPlaced={onPlaced} />
      ) : (
        <StatusMessage
          kind="empty"
          action={
            <Link to={paths.cart()} className="btn btn-outline">
              {MSG.order.goCart}
            </Link>
          }
        >
          {MSG.order.nothingToOrder}
        </StatusMessage>
      )}
    </div>
  );
}
