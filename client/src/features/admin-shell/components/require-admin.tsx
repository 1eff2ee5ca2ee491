import { useQuery } from '@apollo/client/react';
import { Navigate, Outlet } from 'react-router';
import { StatusMessage } from '../../../components/ui/status-message';
import { MSG } from '../../../lib/messages';
import { useSession } from '../../../lib/session-context';
import { AdminGuardQuery } from '../operations';
import { paths } from '../../../lib/paths';

/** /admin/*: the admin role in the session, confirmed by the server; anyone else sees the no-permission page. */
export function RequireAdmin() {
  const { isAdmin } = useSession();
  const { data, loading, error } = useQuery(AdminGuardQuery, { skip: !isAdmin });

  if (!isAdmin) return <Navigate to={paths.adminNoPermission()} replace />;
  if (loading && !data) return <StatusMessage kind="loading">{MSG.admin.checking}</StatusMessage>;
  const me = data?.me;
  if (error || !me || me.role !== 'ADMIN') return <Navigate to={paths.adminNoPermission()} replace />;
  return <Outlet />;
}
