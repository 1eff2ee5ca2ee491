import { useLocation } from 'react-router';
import { paths } from '../../../lib/paths';

interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

/** Where to go after login: the page that sent the visitor here (kept in navigation state), else home. */
export function useReturnPath(): string {
  const state = useLocation().state as FromState | null;
  const from = state?.from;
  if (!from?.pathname || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return paths.home();
  if (from.pathname === paths.login()) return paths.home();
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
