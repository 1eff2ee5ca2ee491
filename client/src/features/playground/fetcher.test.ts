import { describe, expect, it } from 'vitest';
import { initialHeadersFor, withAuthorization } from './fetcher';

describe('playground headers', () => {
  it('uses the Authorization the user typed, in any case', () => {
    expect(withAuthorization({ authorization: 'Bearer typed', 'x-a': '1' }, 'session')).toEqual({
      'x-a': '1',
      Authorization: 'Bearer typed',
    });
  });

  it('falls back to the session token', () => {
    expect(withAuthorization({}, 'session')).toEqual({ Authorization: 'Bearer session' });
    expect(withAuthorization(undefined, null)).toEqual({});
  });

  it('prefills the headers editor only when logged in', () => {
    expect(JSON.parse(initialHeadersFor('t')!)).toEqual({ Authorization: 'Bearer t' });
    expect(initialHeadersFor(null)).toBeUndefined();
  });
});
