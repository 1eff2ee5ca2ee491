import type { RefundAccountValue } from '@scene-shop/domain/inputs';
import { useState } from 'react';
import {
  EMPTY_REFUND_ACCOUNT,
  readRefundAccount,
  RefundAccountFields,
  type RefundAccountDraft,
  type RefundAccountErrors,
} from '../../../components/payment/refund-account-fields';
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
  const [account, setAccount] = useState<RefundAccountDraft>(EMPTY_REFUND_ACCOUNT);
  const [errors, setErrors] = useState<RefundAccountErrors | null>(null);
  const confirm = () => {
    if (!askAccount) return onConfirm();
    const read = readRefundAccount(account);
    setErrors(read.errors);
    if (read.account) onConfirm(read.account);
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
      {askAccount && <RefundAccountFields value={account} onChange={setAccount} errors={errors} disabled={busy} />}
    </ConfirmDialog>
  );
}
