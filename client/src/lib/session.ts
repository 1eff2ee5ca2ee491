/** The session lives in sessionStorage (spec): the token and the member number, under fixed keys. */
export const SESSION_KEYS = { token: 'token', userNo: 'userNo' } as const;

/** The administrator is member number 1 (spec §9). */
export const ADMIN_USER_NO = 1;

export interface Session {
  token: string | null;
  userNo: number | null;
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
  return { token, userNo: token && Number.isInteger(rawNo) && rawNo > 0 ? rawNo : null };
}

export function readToken(): string | null {
  return readSession().token;
}

export function saveSession(token: string, userNo: number): void {
  const s = storage();
  s?.setItem(SESSION_KEYS.token, token);
  s?.setItem(SESSION_KEYS.userNo, String(userNo));
}

/** Logging out clears the whole session storage, as the original site did. */
export function logout(): void {
  storage()?.clear();
}

export function authorizationHeader(token: string | null): string | undefined {
  return token ? `Bearer ${token}` : undefined;
}
