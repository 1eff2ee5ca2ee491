import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { StatusMessage } from '../../../components/ui/status-message';
import { MSG } from '../../../lib/messages';
import { useSession } from '../../../lib/session-context';
import { LoginGuardQuery } from '../operations';
import { paths } from '../../../lib/paths';

/**
 * Login-required pages: without a session, or when the server no longer accepts the token, the visitor goes to
 * the login page, which brings them back here afterwards. A member signed in with a temporary password is kept on
 * the profile page until they have chosen a new one.
 */
export function RequireLogin() {
  const { isLoggedIn, logout } = useSession();
  const location = useLocation();
  const { data, loading } = useQuery(LoginGuardQuery, { skip: !isLoggedIn });
  const rejected = isLoggedIn && !loading && data !== undefined && data.me === null;

  useEffect(() => {
    if (rejected) logout();
  }, [rejected, logout]);

  if (!isLoggedIn || rejected) return <Navigate to={paths.login()} replace state={{ from: location }} />;
  if (loading && !data) return <StatusMessage kind="loading">{MSG.auth.checking}</StatusMessage>;
  const me = data?.me;
  if (me?.mustChangePassword && location.pathname !== paths.profileEdit(me.no)) {
    return <Navigate to={paths.profileEdit(me.no)} replace />;
  }
  return <Outlet />;
}
