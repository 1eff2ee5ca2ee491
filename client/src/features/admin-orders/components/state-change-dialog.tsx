import type { RefundAccountValue } from '@scene-shop/domain/inputs';
import { RefundAccountFields, useRefundAccount } from '../../../components/payment/refund-account-fields';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { OrderState } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';

interface Props {
  /** The order as the table shows its number. */
  orderNo: string;
  state: OrderState;
  /** The order's payment, where a cancel of money paid into a virtual account needs a refund account. */
  payment?: { needsRefundAccount: boolean; refundAccountOnFile?: string | null } | null;
  busy: boolean;
  /** With the account the admin typed, when the cancel needs one and the member gave none. */
  onConfirm(refundAccount?: RefundAccountValue): void;
  onCancel(): void;
}

/**
 * Every change of state is confirmed first (admin console §4): 'change order status to X?'. Cancelling an order paid
 * into a virtual account refunds to the account its member gave, else asks the admin for one.
 */
export function StateChangeDialog({ orderNo, state, payment, busy, onConfirm, onCancel }: Props) {
  const cancelling = state === 'CANCELLED' && payment?.needsRefundAccount === true;
  const onFile = cancelling ? (payment?.refundAccountOnFile ?? null) : null;
  const askAccount = cancelling && !onFile;
  const refundAccount = useRefundAccount();
  const confirm = () => {
    if (!askAccount) return onConfirm();
    const account = refundAccount.read();
    if (account) onConfirm(account);
  };
  return (
    <ConfirmDialog
      title={MSG.adminOrders.confirmChange(MSG.adminOrders.states[state])}
      confirmText={MSG.adminOrders.confirm}
      cancelText={MSG.adminOrders.cancel}
      onConfirm={confirm}
      onCancel={onCancel}
      busy={busy}
      danger={state === 'CANCELLED'}
    >
      <p>{MSG.adminOrders.orderLabel(orderNo)}</p>
      {onFile && <p data-testid="member-refund-account">{MSG.payment.memberAccount(onFile)}</p>}
      {askAccount && <RefundAccountFields {...refundAccount.fields} disabled={busy} />}
    </ConfirmDialog>
  );
}
