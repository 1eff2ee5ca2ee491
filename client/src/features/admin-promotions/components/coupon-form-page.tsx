import { useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { StatusMessage } from '../../../components/ui/status-message';
import { TextField } from '../../../components/ui/text-field';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { couponSchema, koreaToday, type CouponFormValues } from '../coupon-schema';
import { IssueCouponMutation } from '../operations';
import { DoneDialog, FormButtons, SendingOverlay } from './form-status';
import styles from './promotions.module.css';

const EMPTY: CouponFormValues = { name: '', discountRate: '', expiryDate: '' };

/** /admin/promotion/coupon: issues a coupon to every member (admin-console §2, §5). */
export function CouponFormPage() {
  const today = useMemo(() => koreaToday(), []);
  const form = useSchemaForm(couponSchema(today), { defaultValues: EMPTY });
  const [issue, { loading, data }] = useMutation(IssueCouponMutation, {
    // The coupon table shows the new coupon when the admin goes back.
    refetchQueries: ['AdminCoupons'],
  });
  const [failed, setFailed] = useState<string | null>(null);
  const m = MSG.adminPromotions.couponForm;
  const e = form.formState.errors;

  const submit = async (input: { name: string; discountRate: number; expiryDate: string }) => {
    setFailed(null);
    await issue({ variables: { input } }).catch((err: unknown) => setFailed(graphqlErrorMessage(err, m.failed)));
  };

  return (
    <div className={`page ${styles.page}`}>
      <h1 className="page-title">{m.title}</h1>
      <Form form={form} className={styles.form} onSubmit={submit} onInvalid={() => setFailed(null)}>
        <TextField label={m.name} maxLength={100} {...form.register('name')} error={e.name?.message} />
        <TextField
          label={m.discountRate}
          type="number"
          inputMode="numeric"
          step={1}
          {...form.register('discountRate')}
          error={e.discountRate?.message}
        />
        <TextField
          label={m.expiryDate}
          type="date"
          min={today}
          aria-describedby={e.expiryDate ? undefined : 'coupon-expiry-hint'}
          {...form.register('expiryDate')}
          error={e.expiryDate?.message}
        />
        <p id="coupon-expiry-hint" className={styles.hint}>
          {m.expiryHint}
        </p>
        {failed && <StatusMessage kind="error">{failed}</StatusMessage>}
        <FormButtons submit={m.submit} busy={loading} />
      </Form>
      {loading && <SendingOverlay />}
      {data && <DoneDialog message={m.done} />}
    </div>
  );
}
