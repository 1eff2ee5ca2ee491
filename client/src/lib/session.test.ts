import { describe, expect, it } from 'vitest';
import { allows } from './authorization';
import { logout, readSession, saveSession, SESSION_KEYS } from './session';

describe('session storage', () => {
  it('keeps the token and member number under the spec keys, and the role', () => {
    saveSession('abc', 3, 'USER');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('abc');
    expect(sessionStorage.getItem(SESSION_KEYS.userNo)).toBe('3');
    expect(readSession()).toEqual({ token: 'abc', userNo: 3, role: 'USER' });
  });

  it('logout clears session storage', () => {
    saveSession('abc', 3, 'USER');
    sessionStorage.setItem('other', 'x');
    logout();
    expect(sessionStorage.length).toBe(0);
    expect(readSession()).toEqual({ token: null, userNo: null, role: null });
  });

  it('ignores a member number without a token', () => {
    sessionStorage.setItem(SESSION_KEYS.userNo, '1');
    expect(readSession().userNo).toBeNull();
  });
});

describe('authorization', () => {
  it('opens admin pages by role, never by member number', () => {
    expect(allows('admin', { token: 't', role: 'ADMIN' })).toBe(true);
    saveSession('t', 1, 'USER');
    expect(allows('admin', readSession())).toBe(false);
    expect(allows('member', readSession())).toBe(true);
    expect(allows('member', { token: null, role: null })).toBe(false);
  });
});
