import { describe, expect, it } from 'vitest';
import { logout, readSession, saveSession, SESSION_KEYS } from './session';

describe('session storage', () => {
  it('keeps the token and member number under the spec keys', () => {
    saveSession('abc', 3);
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('abc');
    expect(sessionStorage.getItem(SESSION_KEYS.userNo)).toBe('3');
    expect(readSession()).toEqual({ token: 'abc', userNo: 3 });
  });

  it('logout clears session storage', () => {
    saveSession('abc', 3);
    sessionStorage.setItem('other', 'x');
    logout();
    expect(sessionStorage.length).toBe(0);
    expect(readSession()).toEqual({ token: null, userNo: null });
  });

  it('ignores a member number without a token', () => {
    sessionStorage.setItem(SESSION_KEYS.userNo, '1');
    expect(readSession().userNo).toBeNull();
  });
});
