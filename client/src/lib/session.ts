import type { Role } from './authorization';

/**
 * The session lives in sessionStorage (spec): the token and the member number under fixed keys, and the role; a
 * Naver sign-in also keeps Naver's access token, with which leaving the shop ends the Naver link.
 */
export const SESSION_KEYS = { token: 'token', userNo: 'userNo', role: 'role', naverToken: 'token_n' } as const;

export interface Session {
  token: string | null;
  userNo: number | null;
  role: Role | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked by the browser
  }
}

export function readSession(): Session {
  const s = storage();
  const token = s?.getItem(SESSION_KEYS.token) || null;
  const rawNo = Number(s?.getItem(SESSION_KEYS.userNo));
  const rawRole = s?.getItem(SESSION_KEYS.role);
  return {
    token,
    userNo: token && Number.isInteger(rawNo) && rawNo > 0 ? rawNo : null,
    role: token && (rawRole === 'ADMIN' || rawRole === 'USER') ? rawRole : null,
  };
}

export function readToken(): string | null {
  return readSession().token;
}

export function saveSession(token: string, userNo: number, role: Role): void {
  const s = storage();
  s?.setItem(SESSION_KEYS.token, token);
  s?.setItem(SESSION_KEYS.userNo, String(userNo));
  s?.setItem(SESSION_KEYS.role, role);
}

export function saveNaverToken(token: string): void {
  storage()?.setItem(SESSION_KEYS.naverToken, token);
}

export function readNaverToken(): string | null {
  return storage()?.getItem(SESSION_KEYS.naverToken) || null;
}

/** Logging out clears the whole session storage, as the original site did. */
export function logout(): void {
  storage()?.clear();
}

export function authorizationHeader(token: string | null): string | undefined {
  return token ? `Bearer ${token}` : undefined;
}
