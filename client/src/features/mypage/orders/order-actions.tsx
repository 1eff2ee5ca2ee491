import { useState } from 'react';
import { Link } from 'react-router';
import { RefundAccountFields, useRefundAccount } from '../../../components/payment/refund-account-fields';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageDialog } from '../../../components/ui/message-dialog';
import type { OrderState } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { useCancelOrder } from './use-cancel-order';
import styles from './orders.module.css';
import { paths } from '../../../lib/paths';

interface Props {
  order: { no: number; state: OrderState; payment?: { needsRefundAccount: boolean } | null };
  /** The list shows a link to the detail page; the detail page does not. */
  detailLink?: boolean;
}

/**
 * Cancel only in 주문접수 (after a confirmation; money paid into a virtual account goes back to the account the member
 * gives in it); the chat for exchange or refund in 배송중 and 배송완료.
 */
export function OrderActions({ order, detailLink }: Props) {
  const [asking, setAsking] = useState(false);
  const refundAccount = useRefundAccount();
  const needsAccount = order.payment?.needsRefundAccount === true;
  const { cancel, cancelling, result, clearResult } = useCancelOrder();
  const confirm = async () => {
    if (needsAccount) {
      const account = refundAccount.read();
      if (!account) return;
      await cancel(order.no, account);
    } else {
      await cancel(order.no);
    }
    setAsking(false);
  };
  return (
    <div className={styles.actions}>
      {detailLink && (
        <Link to={paths.myOrder(order.no)} className="btn btn-outline">
          {MSG.orders.detail}
        </Link>
      )}
      {order.state === 'RECEIVED' && (
        <button type="button" className="btn btn-outline" onClick={() => setAsking(true)}>
          {MSG.orders.cancel}
        </button>
      )}
      {(order.state === 'SHIPPING' || order.state === 'DELIVERED') && (
        <Link to={paths.chat(order.no)} className="btn btn-outline">
          {MSG.orders.chat}
        </Link>
      )}
      {asking && (
        <ConfirmDialog
          title={MSG.orders.cancelTitle}
          confirmText={MSG.orders.cancelConfirm}
          cancelText={MSG.orders.keep}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
          busy={cancelling}
          danger
        >
          <p>{MSG.orders.cancelBody}</p>
          {needsAccount && <RefundAccountFields {...refundAccount.fields} disabled={cancelling} />}
        </ConfirmDialog>
      )}
      {result && <MessageDialog message={result} okText={MSG.mypage.confirm} onClose={clearResult} />}
    </div>
  );
}
