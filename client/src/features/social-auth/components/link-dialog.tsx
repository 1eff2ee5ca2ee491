import { z } from 'zod';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { MSG } from '../../../lib/messages';
import { useStartLink } from '../hooks/use-start-link';
import type { SocialProvider } from '../social-flow';
import styles from './social-link.module.css';

const schema = z.object({ password: z.string().min(1, { error: () => MSG.social.passwordRequired }) });

/** The password confirmation before linking; on success the browser leaves for the provider. */
export function LinkDialog({ provider, onClose }: { provider: SocialProvider; onClose(): void }) {
  const form = useSchemaForm(schema, { defaultValues: { password: '' } });
  const { startLink, loading } = useStartLink();

  const submit = async ({ password }: { password: string }) => {
    const failure = await startLink(provider, password);
    if (failure) form.setError('password', { message: failure }, { shouldFocus: true });
  };

  return (
    <Modal
      title={MSG.social.linkConfirmTitle(MSG.social.names[provider])}
      onClose={loading ? undefined : onClose}
      actions={null}
    >
      <Form form={form} onSubmit={submit} className={styles.dialogForm}>
        <p className={styles.hint}>{MSG.social.linkConfirmBody}</p>
        <TextField
          label={MSG.social.password}
          type="password"
          autoComplete="current-password"
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <div className={styles.dialogActions}>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={loading}>
            {MSG.social.cancel}
          </button>
          <button type="submit" className="btn btn-accent" disabled={loading}>
            {MSG.social.linkContinue}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
