import { useState } from 'react';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { TextField } from '../../../components/ui/text-field';
import { MSG } from '../../../lib/messages';
import { useWithdraw } from '../hooks/use-withdraw';
import { withdrawSchema } from './withdraw-schema';
import styles from './withdraw.module.css';

/** The account's email must be typed again; open orders block leaving; the deletion is confirmed last. */
export function WithdrawForm({ accountEmail }: { accountEmail: string | null }) {
  const form = useSchemaForm(withdrawSchema, { defaultValues: { email: '' } });
  const { register, setError, formState } = form;
  const { check, leave, checking, leaving } = useWithdraw(accountEmail);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ email }: { email: string }) => {
    setBlocked(null);
    const problem = await check(email);
    if (!problem) setConfirming(email);
    else if (problem.field) setError('email', { message: problem.message }, { shouldFocus: true });
    else setBlocked(problem.message);
  };

  const confirm = async () => {
    if (confirming === null) return;
    const failed = await leave(confirming);
    if (failed) {
      setConfirming(null);
      setFailure(failed);
    }
  };

  return (
    <Form form={form} onSubmit={submit} className={styles.form}>
      <p className={styles.warning}>{MSG.withdraw.confirmBody}</p>
      <p className={styles.intro}>{MSG.withdraw.intro}</p>
      <TextField
        label={MSG.withdraw.email}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      {blocked && (
        <p className={styles.blocked} role="alert">
          {blocked}
        </p>
      )}
      <button type="submit" className="btn" disabled={checking || leaving}>
        {checking ? MSG.withdraw.checking : MSG.withdraw.submit}
      </button>
      {confirming !== null && (
        <ConfirmDialog
          title={MSG.withdraw.confirmTitle}
          confirmText={MSG.withdraw.confirm}
          cancelText={MSG.mypage.cancel}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(null)}
          busy={leaving}
          danger
        >
          <p>{MSG.withdraw.confirmBody}</p>
        </ConfirmDialog>
      )}
      {failure && <MessageDialog message={failure} okText={MSG.mypage.confirm} onClose={() => setFailure(null)} />}
    </Form>
  );
}
