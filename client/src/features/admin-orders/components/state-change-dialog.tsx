import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { OrderState } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';

interface Props {
  /** The order as the table shows its number. */
  orderNo: string;
  state: OrderState;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Every change of state is confirmed first (admin console §4): 'change order status to X?'. */
export function StateChangeDialog({ orderNo, state, busy, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog
      title={MSG.adminOrders.confirmChange(MSG.adminOrders.states[state])}
      confirmText={MSG.adminOrders.confirm}
      cancelText={MSG.adminOrders.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={busy}
      danger={state === 'CANCELLED'}
    >
      <p>{MSG.adminOrders.orderLabel(orderNo)}</p>
    </ConfirmDialog>
  );
}
