import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { allows, type Role } from './authorization';
import { logout as clearSession, readSession, saveSession, type Session } from './session';

export interface SessionValue extends Session {
  isLoggedIn: boolean;
  /** Admin by the role the server gave at login; the admin guard confirms it with the server before admin pages. */
  isAdmin: boolean;
  login(token: string, userNo: number, role: Role): void;
  logout(): void;
}

const SessionContext = createContext<SessionValue | null>(null);

interface Props {
  children: ReactNode;
  /** Runs after every login or logout, e.g. to reset the Apollo cache and the subscription socket. */
  onChange?: () => void;
}

export function SessionProvider({ children, onChange }: Props) {
  const [session, setSession] = useState<Session>(readSession);

  const login = useCallback(
    (token: string, userNo: number, role: Role) => {
      saveSession(token, userNo, role);
      setSession(readSession());
      onChange?.();
    },
    [onChange],
  );

  const logout = useCallback(() => {
    clearSession();
    setSession(readSession());
    onChange?.();
  }, [onChange]);

  const value = useMemo<SessionValue>(
    () => ({
      ...session,
      isLoggedIn: allows('member', session),
      isAdmin: allows('admin', session),
      login,
      logout,
    }),
    [session, login, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
