import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages.js';
import { startFakeProviders, type FakeProviders } from '../../test/fake-provider.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { account, callbackFor } from '../../test/social.js';
import { User } from './user.entity.js';

let t: TestApp;
let providers: FakeProviders;
beforeAll(async () => {
  providers = await startFakeProviders();
  t = await startTestApp(providers.env);
});
afterAll(async () => {
  await t?.close();
  await providers?.close();
});

/** A member whose account is linked to the provider account `who`. */
async function linkedMember(field: 'idK' | 'idN', who: { id: string }) {
  const member = await t.member();
  const em = t.em();
  const row = await em.findOneOrFail(User, { no: member.user.no });
  row[field] = who.id;
  await em.flush();
  return member;
}

describe.each([
  ['/api/kakao', 'kakao', 'idK', '카카오'],
  ['/api/naver', 'naver', 'idN', '네이버'],
] as const)('POST %s {accessToken}', (path, provider, field, name) => {
  const kind = provider === 'kakao' ? 'KAKAO' : 'NAVER';

  it('verifies the token with the provider, then answers login with our token and the user', async () => {
    const who = account(kind);
    const { user } = await linkedMember(field, who);
    const res = await t.rest('POST', path, { body: { accessToken: providers.issueToken(provider, who) } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'login', user: { no: user.no }, signupTicket: null });
    const info = await t.rest('GET', '/api/user/info', { token: (res.body as { token: string }).token });
    expect(info.body).toMatchObject({ userNo: user.no });
  });

  it('answers signup with a ticket, the verified email and the name for an account without a member', async () => {
    const who = account(kind, { name: '새얼굴' });
    const res = await t.rest('POST', path, { body: { accessToken: providers.issueToken(provider, who) } });
    expect(res.body).toMatchObject({ status: 'signup', user: null, token: null, email: who.email, name: '새얼굴' });
    expect((res.body as { signupTicket: string }).signupTicket).toMatch(/^ey/);
  });

  it('answers 401 for a token the provider does not accept, and signs nobody in', async () => {
    const res = await t.rest('POST', path, { body: { accessToken: 'not-a-token-the-provider-issued' } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'UNAUTHENTICATED', message: MSG.social.tokenRejected(name) });
  });

  it.each([{}, { accessToken: '' }, { accessToken: 'x', userNo: 1 }, { accessToken: 'x'.repeat(2049) }])(
    'answers 400 for %o',
    async (body) => {
      expect((await t.rest('POST', path, { body })).status).toBe(400);
    },
  );
});

describe('POST /api/naver/token {code, state}', () => {
  it('exchanges the callback code on the server; the same state a second time is refused', async () => {
    const who = account('NAVER');
    const { code, state } = await callbackFor(t, providers, 'NAVER', who);
    const res = await t.rest('POST', '/api/naver/token', { body: { code, state } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'signup', email: who.email });
    expect((res.body as { accessToken: string }).accessToken).toMatch(/^[\w-]{43}$/);
    const again = await t.rest('POST', '/api/naver/token', { body: { code, state } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: MSG.social.stateInvalid });
  });

  it('finishes a linking only for the member who started it: 401 without a token, 403 for another', async () => {
    const pwd = 'link12!@';
    const { user, token } = await t.member({ email: 'rest.linker@example.com', pwd });
    const who = account('NAVER', { email: 'rest.linker@example.com' });
    const first = await callbackFor(t, providers, 'NAVER', who, { token, password: pwd });
    const anonymous = await t.rest('POST', '/api/naver/token', { body: { code: first.code, state: first.state } });
    expect(anonymous.status).toBe(401);
    const second = await callbackFor(t, providers, 'NAVER', who, { token, password: pwd });
    const stranger = await t.member();
    const other = await t.rest('POST', '/api/naver/token', {
      token: stranger.token,
      body: { code: second.code, state: second.state },
    });
    expect(other.status).toBe(403);
    const third = await callbackFor(t, providers, 'NAVER', who, { token, password: pwd });
    const own = await t.rest('POST', '/api/naver/token', { token, body: { code: third.code, state: third.state } });
    expect(own.body).toMatchObject({ status: 'linked', user: { no: user.no } });
  });

  it.each([{}, { code: 'c' }, { code: 'c', state: 's', extra: true }])('answers 400 for %o', async (body) => {
    expect((await t.rest('POST', '/api/naver/token', { body })).status).toBe(400);
  });
});

describe('POST /api/naver/user-info {accessToken}', () => {
  it("answers the caller's own Naver profile; 403 for another member's Naver account", async () => {
    const who = account('NAVER');
    const { user, token } = await linkedMember('idN', who);
    const own = await t.rest('POST', '/api/naver/user-info', {
      token,
      body: { accessToken: providers.issueToken('naver', who) },
    });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ userNo: user.no, id: who.id, email: who.email, name: who.name });
    const stranger = account('NAVER');
    await linkedMember('idN', stranger);
    const other = await t.rest('POST', '/api/naver/user-info', {
      token,
      body: { accessToken: providers.issueToken('naver', stranger) },
    });
    expect(other.status).toBe(403);
  });

  it('answers 401 for a visitor and for a token Naver refuses, 400 for a bad body', async () => {
    const { token } = await t.member();
    const body = { accessToken: 'whatever' };
    expect((await t.rest('POST', '/api/naver/user-info', { body })).status).toBe(401);
    const refused = await t.rest('POST', '/api/naver/user-info', { token, body });
    expect(refused).toMatchObject({ status: 401, body: { message: MSG.social.tokenRejected('네이버') } });
    expect((await t.rest('POST', '/api/naver/user-info', { token, body: { token: 'x' } })).status).toBe(400);
  });
});

describe('GET /api/user/check/{providerId}/{userNo}', () => {
  it("says whether the member's account holds that provider id, for that member only", async () => {
    const who = account('KAKAO');
    const { user, token } = await linkedMember('idK', who);
    const yes = await t.rest('GET', `/api/user/check/${who.id}/${user.no}`, { token });
    expect(yes).toMatchObject({ status: 200, body: { result: true } });
    const no = await t.rest('GET', `/api/user/check/123456/${user.no}`, { token });
    expect(no.body).toEqual({ result: false });
    const other = await t.member();
    expect((await t.rest('GET', `/api/user/check/${who.id}/${user.no}`, { token: other.token })).status).toBe(403);
    expect((await t.rest('GET', `/api/user/check/${who.id}/${user.no}`)).status).toBe(401);
    expect((await t.rest('GET', `/api/user/check/a%20b/${user.no}`, { token })).status).toBe(400);
  });
});
