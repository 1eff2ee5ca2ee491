import { useLocation } from 'react-router';

interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

export const LOGIN_PATH = '/user/auth/login';
const HOME_PATH = '/user/main';

/** Where to go after login: the page that sent the visitor here (kept in navigation state), else home. */
export function useReturnPath(): string {
  const state = useLocation().state as FromState | null;
  const from = state?.from;
  if (!from?.pathname || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return HOME_PATH;
  if (from.pathname === LOGIN_PATH) return HOME_PATH;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
