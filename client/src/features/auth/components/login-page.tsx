import { Navigate } from 'react-router';
import { useSession } from '../../../lib/session-context';
import { useReturnPath } from '../hooks/use-return-path';
import { LoginForm } from './login-form';
import styles from './login-page.module.css';

/** A member who is already signed in has nothing to do here: back to where they came from, or home. */
export function LoginPage() {
  const { isLoggedIn } = useSession();
  const returnPath = useReturnPath();
  if (isLoggedIn) return <Navigate to={returnPath} replace />;
  return (
    <div className={styles.page}>
      <LoginForm />
    </div>
  );
}
