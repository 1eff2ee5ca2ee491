import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../../lib/session-context';
import { useReturnPath } from '../hooks/use-return-path';
import { LoginForm } from './login-form';
import styles from './login-page.module.css';

interface Props {
  /** The provider sign-in buttons, composed in by the route (features do not import each other). */
  social?: ReactNode;
}

/**
 * A member who is already signed in has nothing to do here: back to where they came from, or home. A login made on
 * this page navigates by itself (it may have somewhere else to go), so only the session found on arrival counts.
 */
export function LoginPage({ social }: Props) {
  const { isLoggedIn } = useSession();
  const [signedInOnArrival] = useState(isLoggedIn);
  const returnPath = useReturnPath();
  if (signedInOnArrival) return <Navigate to={returnPath} replace />;
  return (
    <div className={styles.page}>
      <LoginForm>{social}</LoginForm>
    </div>
  );
}
