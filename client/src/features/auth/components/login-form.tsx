import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '../../../components/ui/text-field';
import { MSG } from '../../../lib/messages';
import { useLogin, type Credentials } from '../hooks/use-login';
import styles from './login-form.module.css';
import { paths } from '../../../lib/paths';

export function LoginForm() {
  const { login, loading, error } = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Credentials>({ defaultValues: { id: '', pwd: '' } });

  return (
    <section className={styles.card} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        {MSG.auth.loginTitle}
      </h1>
      <form className={styles.form} onSubmit={handleSubmit(login)} noValidate>
        <TextField
          label={MSG.auth.id}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.id?.message}
          {...register('id', { validate: (v) => v.trim() !== '' || MSG.auth.idRequired })}
        />
        <TextField
          label={MSG.auth.pwd}
          type="password"
          autoComplete="current-password"
          error={errors.pwd?.message}
          {...register('pwd', { required: MSG.auth.pwdRequired })}
        />
        {error && (
          <p className={styles.failure} role="alert">
            {error}
          </p>
        )}
        <button type="submit" className={`btn btn-accent ${styles.submit}`} disabled={loading}>
          {loading ? MSG.auth.submitting : MSG.auth.submit}
        </button>
      </form>
      <p className={styles.register}>
        {MSG.auth.noAccount} <Link to={paths.register()}>{MSG.auth.registerLink}</Link>
      </p>
    </section>
  );
}
