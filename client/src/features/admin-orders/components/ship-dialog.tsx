import { useQuery } from '@apollo/client/react';
import { parcelInput } from '@scene-shop/domain/inputs';
import { useId } from 'react';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import type { ParcelInput } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { CouriersQuery } from '../operations';
import styles from './ship-dialog.module.css';

interface Props {
  /** The order as the table shows its number. */
  orderNo: string;
  busy: boolean;
  /** A refusal of the server (an unknown courier, a number of the wrong length), shown in the dialog. */
  failure: string | null;
  onConfirm(parcel: ParcelInput): void;
  onCancel(): void;
}

/**
 * The confirm of a move to 배송중 (admin console §4: 'change order status to X?') also asks for the parcel (issue 25): the courier and the waybill number, checked by the same
 * rule as the server (letters and digits; hyphens and spaces dropped), the courier's length by the server.
 */
export function ShipDialog({ orderNo, busy, failure, onConfirm, onCancel }: Props) {
  const T = MSG.adminOrders;
  const formId = useId();
  const { data } = useQuery(CouriersQuery);
  const form = useSchemaForm(parcelInput, { defaultValues: { courierCode: '', trackingNo: '' } });
  const { errors } = form.formState;
  const courierError = errors.courierCode && T.courierRequired;
  return (
    <Modal
      role="alertdialog"
      title={T.confirmChange(T.states.SHIPPING)}
      onClose={busy ? undefined : onCancel}
      actions={
        <>
          <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
            {T.cancel}
          </button>
          <button type="submit" form={formId} className="btn" disabled={busy}>
            {T.confirm}
          </button>
        </>
      }
    >
      <p>{T.orderLabel(orderNo)}</p>
      <Form form={form} id={formId} onSubmit={onConfirm} className={styles.form}>
        <div className={styles.field}>
          <label htmlFor={`${formId}-courier`} className={styles.label}>
            {T.courier}
          </label>
          <select
            id={`${formId}-courier`}
            className={styles.select}
            aria-invalid={courierError ? true : undefined}
            {...form.register('courierCode')}
          >
            <option value="">{T.chooseCourier}</option>
            {data?.couriers.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          {courierError && (
            <p className={styles.error} role="alert">
              {courierError}
            </p>
          )}
        </div>
        <TextField
          label={T.trackingNo}
          inputMode="text"
          autoComplete="off"
          error={errors.trackingNo?.message}
          {...form.register('trackingNo')}
        />
        {failure && (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        )}
      </Form>
    </Modal>
  );
}
