import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session-context';
import type { Credentials } from '../login-schema';
import { LoginMutation } from '../operations';
import { loginErrorText } from './login-error';
import { useReturnPath } from './use-return-path';

/** Logs in, stores the session and returns to the page that asked for it; failures become one Korean text. */
export function useLogin() {
  const [mutate, { loading }] = useMutation(LoginMutation);
  const [error, setError] = useState<string | null>(null);
  const session = useSession();
  const navigate = useNavigate();
  const returnPath = useReturnPath();

  const login = async ({ id, pwd }: Credentials) => {
    setError(null);
    try {
      const { data } = await mutate({ variables: { id: id.trim(), pwd } });
      if (!data) throw new Error('empty reply');
      session.login(data.login.token, data.login.user.no, data.login.user.role);
      // A mailed temporary password was used: the new password comes first.
      const next = data.login.mustChangePassword ? paths.profileEdit(data.login.user.no) : returnPath;
      navigate(next, { replace: true });
    } catch (e) {
      setError(loginErrorText(e));
    }
  };

  return { login, loading, error, clearError: () => setError(null) };
}
