import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { TextField } from '../../../components/ui/text-field';
import { graphqlErrorCode, graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { PasswordResetMutation } from '../operations';
import styles from './register.module.css';

const T = MSG.findPass;
const schema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: () => T.emailRequired })
    .pipe(z.email({ error: () => T.emailInvalid })),
  id: z.string().refine((v) => v.trim() !== '', { error: () => T.idRequired }),
});

/**
 * /user/auth/findPass: email (well formed) and id both required; a temporary password is mailed (§8 texts). A link
 * leads back to the login page.
 */
export function FindPassPage() {
  const form = useSchemaForm(schema, { defaultValues: { email: '', id: '' } });
  const { errors, isSubmitting } = form.formState;
  const [reset] = useMutation(PasswordResetMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const navigate = useNavigate();

  const submit = async ({ email, id }: z.infer<typeof schema>) => {
    setFailure(null);
    try {
      await reset({ variables: { email: email.trim(), id: id.trim() } });
      setSent(true);
    } catch (e) {
      // A mismatch answers the spec's text; a limit or an outage answers the server's own message.
      setFailure(graphqlErrorCode(e) === 'BAD_USER_INPUT' ? T.failed : graphqlErrorMessage(e, T.failed));
    }
  };

  return (
    <section className={styles.card} aria-labelledby="find-pass-title">
      <h1 id="find-pass-title" className={styles.title}>
        {T.title}
      </h1>
      <p className={styles.hint}>{T.intro}</p>
      <Form form={form} onSubmit={submit} onInvalid={() => setFailure(null)} className={styles.form}>
        <TextField
          label={T.email}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField label={T.id} autoComplete="username" error={errors.id?.message} {...form.register('id')} />
        {failure && (
          <p className={styles.bad} role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="btn btn-accent" disabled={isSubmitting}>
          {isSubmitting ? T.submitting : T.submit}
        </button>
      </Form>
      <p className={styles.back}>
        <Link to={paths.login()}>{T.backToLogin}</Link>
      </p>
      {sent && <MessageDialog message={T.sent} okText={T.ok} onClose={() => navigate(paths.login())} />}
    </section>
  );
}
