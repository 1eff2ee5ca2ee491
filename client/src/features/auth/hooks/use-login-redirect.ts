import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';

/**
 * Sends a visitor to the login page for an action that needs a member (scrap, add to cart); the login page
 * brings them back to this page afterwards, as RequireLogin does for whole pages.
 */
export function useLoginRedirect(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => navigate(paths.login(), { state: { from: location } });
}
