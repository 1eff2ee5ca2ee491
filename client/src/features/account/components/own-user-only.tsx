import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { useSession } from '../../../lib/session-context';

interface Props {
  /** The page's path without the member number, e.g. '/user/mypage/update'. */
  base: string;
  children: ReactNode;
}

/**
 * Pages addressed by a member number show only the signed-in member's own data (the server takes identity from the
 * token anyway): another member's number in the URL is replaced by one's own.
 */
export function OwnUserOnly({ base, children }: Props) {
  const { userNo } = useSession();
  const asked = Number(useParams().userNo);
  if (userNo !== null && asked !== userNo) return <Navigate to={`${base}/${userNo}`} replace />;
  return children;
}
