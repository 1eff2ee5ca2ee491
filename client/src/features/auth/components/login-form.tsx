import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import { MSG } from '../../../lib/messages';
import { useLogin } from '../hooks/use-login';
import { loginSchema } from '../login-schema';
import styles from './login-form.module.css';
import { paths } from '../../../lib/paths';

/** The own-id login; `children` (the provider buttons) sit between the form and the links. */
export function LoginForm({ children }: { children?: ReactNode }) {
  const { login, loading, error, clearError } = useLogin();
  const form = useSchemaForm(loginSchema, { defaultValues: { id: '', pwd: '' } });
  const { register, formState } = form;
  const { errors } = formState;

  return (
    <section className={styles.card} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        {MSG.auth.loginTitle}
      </h1>
      {/* A failed login's message belongs to that attempt: a new attempt with field errors clears it. */}
      <Form form={form} onSubmit={login} onInvalid={clearError} className={styles.form}>
        <TextField
          label={MSG.auth.id}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.id?.message}
          {...register('id')}
        />
        <TextField
          label={MSG.auth.pwd}
          type="password"
          autoComplete="current-password"
          error={errors.pwd?.message}
          {...register('pwd')}
        />
        {error && (
          <p className="form-failure" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className={`btn btn-accent ${styles.submit}`} disabled={loading}>
          {loading ? MSG.auth.submitting : MSG.auth.submit}
        </button>
      </Form>
      {children}
      <p className={styles.register}>
        {MSG.auth.noAccount} <Link to={paths.register()}>{MSG.auth.registerLink}</Link>
        <span className={styles.separator} aria-hidden="true">
          ·
        </span>
        <Link to={paths.findPass()}>{MSG.findPass.link}</Link>
      </p>
    </section>
  );
}
