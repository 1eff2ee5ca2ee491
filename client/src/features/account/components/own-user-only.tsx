import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { useSession } from '../../../lib/session-context';

interface Props {
  /** The page's path for a member number, e.g. paths.profileEdit. */
  pathFor(userNo: number): string;
  children: ReactNode;
}

/**
 * Pages addressed by a member number show only the signed-in member's own data (the server takes identity from the
 * token anyway): another member's number in the URL is replaced by one's own.
 */
export function OwnUserOnly({ pathFor, children }: Props) {
  const { userNo } = useSession();
  const asked = Number(useParams().userNo);
  if (userNo !== null && asked !== userNo) return <Navigate to={pathFor(userNo)} replace />;
  return children;
}
