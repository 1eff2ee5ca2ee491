import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages.js';
import { startFakeProviders, type FakeProviders } from '../../test/fake-provider.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { account, callbackFor, COMPLETE, profileInput, signIn, SIGNUP, type Provider } from '../../test/social.js';
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

const ME = 'query { me { no email name accountType socialLinks } }';
const tokenRequests = () => providers.requests.filter((r) => r.path.endsWith('/token'));

describe('social providers', () => {
  it('lists the configured providers; without keys there are none and a start is refused', async () => {
    const res = await t.gql<{ socialProviders: string[] }>('{ socialProviders }');
    expect(res.data!.socialProviders).toEqual(['KAKAO', 'NAVER']);
    const bare = await startTestApp();
    try {
      expect((await bare.gql<{ socialProviders: string[] }>('{ socialProviders }')).data!.socialProviders).toEqual([]);
      const start = await bare.gql('mutation { startSocialLogin(provider: KAKAO) { url } }');
      expect(start.errors?.[0]).toMatchObject({
        message: MSG.social.notConfigured('카카오'),
        extensions: { code: 'BAD_USER_INPUT' },
      });
    } finally {
      await bare.close();
    }
  });

  it("sends Kakao's authorize page our client id, redirect URI, a state and an S256 PKCE challenge", async () => {
    const { authorizeUrl } = await callbackFor(t, providers, 'KAKAO', account('KAKAO'));
    const q = authorizeUrl.searchParams;
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${providers.url}/oauth/authorize`);
    expect(q.get('client_id')).toBe('kakao-rest-key');
    expect(q.get('redirect_uri')).toBe('http://localhost:5173/user/callback');
    expect(q.get('state')).toMatch(/^[\w-]{43}$/);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  });

  it("sends Naver's authorize page its redirect URI and a state, without PKCE (Naver has none)", async () => {
    const { authorizeUrl } = await callbackFor(t, providers, 'NAVER', account('NAVER'));
    expect(authorizeUrl.pathname).toBe('/oauth2.0/authorize');
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe('http://localhost:5173/user/callback/naver');
    expect(authorizeUrl.searchParams.has('code_challenge')).toBe(false);
  });
});

describe.each<Provider>(['KAKAO', 'NAVER'])('%s sign-in', (provider) => {
  it('answers signup for a new account, creates the member on completion, then logs in', async () => {
    const who = account(provider, { name: '가입자' });
    const first = await signIn(t, providers, provider, who);
    expect(first.errors).toBeUndefined();
    const answer = first.data!.completeSocialLogin;
    expect(answer).toMatchObject({ status: 'SIGNUP', token: null, user: null });
    expect(answer.signup).toMatchObject({ provider, email: who.email, name: '가입자' });
    expect(await t.em().count(User, { email: who.email })).toBe(0);

    const done = await t.gql<{ completeSocialSignup: { token: string; user: { no: number } } }>(SIGNUP, {
      ticket: answer.signup!.ticket,
      input: profileInput,
    });
    expect(done.errors).toBeUndefined();
    const me = await t.gql<{ me: Record<string, unknown> }>(ME, {}, done.data!.completeSocialSignup.token);
    expect(me.data!.me).toEqual({
      no: done.data!.completeSocialSignup.user.no,
      email: who.email,
      name: profileInput.name,
      accountType: provider,
      socialLinks: [provider],
    });
    const row = await t.em().findOneOrFail(User, { email: who.email! });
    expect(provider === 'KAKAO' ? row.idK : row.idN).toBe(who.id);
    expect(row).toMatchObject({ id: null, tel: profileInput.tel, zipcode: profileInput.zipcode });

    const again = await signIn(t, providers, provider, who);
    expect(again.data!.completeSocialLogin).toMatchObject({ status: 'LOGIN', user: { no: row.no } });
    const meAgain = await t.gql<{ me: { no: number } }>(ME, {}, again.data!.completeSocialLogin.token!);
    expect(meAgain.data!.me.no).toBe(row.no);
  });

  it('exchanges the code on the server with the client secret (and the PKCE verifier or the state)', async () => {
    const before = tokenRequests().length;
    await signIn(t, providers, provider, account(provider));
    const sent = tokenRequests().slice(before);
    expect(sent).toHaveLength(1);
    const form = new URLSearchParams([...sent[0]!.query, ...new URLSearchParams(sent[0]!.body)]);
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(form.get('client_secret')).toBe(provider === 'KAKAO' ? 'kakao-secret' : 'naver-secret');
    if (provider === 'KAKAO') expect(form.get('code_verifier')).toMatch(/^[\w-]{43}$/);
    else expect(form.get('state')).toMatch(/^[\w-]{43}$/);
  });

  it('gives the Naver access token back only for Naver (kept for ending the link on withdrawal)', async () => {
    const res = await signIn(t, providers, provider, account(provider));
    const token = res.data!.completeSocialLogin.providerAccessToken;
    if (provider === 'NAVER') expect(token).toMatch(/^[\w-]{43}$/);
    else expect(token).toBeNull();
  });

  it('does not merge into an own-id member with the same email: it says how to sign in and changes nothing', async () => {
    // Stored emails are lower-case (registration normalises them); the provider may spell it otherwise.
    const { user } = await t.member({ email: `own.${provider.toLowerCase()}@example.com` });
    const res = await signIn(t, providers, provider, account(provider, { email: `Own.${provider}@Example.com` }));
    expect(res.data!.completeSocialLogin).toMatchObject({
      status: 'EMAIL_IN_USE',
      token: null,
      signup: null,
      message: MSG.social.emailOfOwnId,
    });
    const row = await t.em().findOneOrFail(User, { no: user.no });
    expect([row.idK, row.idN]).toEqual([null, null]);
  });
});

describe('signup completion', () => {
  const ticketFor = async (provider: Provider = 'KAKAO') =>
    (await signIn(t, providers, provider, account(provider))).data!.completeSocialLogin.signup!.ticket;

  it.each([
    [{ name: ' ' }, MSG.auth.nameRequired],
    [{ tel: '' }, MSG.auth.telRequired],
    [{ zipcode: '' }, MSG.auth.addressRequired],
    [{ zipcode: '1234567' }, MSG.auth.addressRequired],
    [{ address: '  ' }, MSG.auth.addressRequired],
  ])('refuses %o with the registration message and creates nobody', async (over, message) => {
    const ticket = await ticketFor();
    const before = await t.em().count(User, {});
    const res = await t.gql(SIGNUP, { ticket, input: { ...profileInput, ...over } });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await t.em().count(User, {})).toBe(before);
  });

  it('refuses a forged ticket, and a ticket used twice', async () => {
    const forged = await t.gql(SIGNUP, { ticket: 'eyJhbGciOiJIUzI1NiJ9.e30.x', input: profileInput });
    expect(forged.errors?.[0]).toMatchObject({ message: MSG.social.ticketInvalid });
    const ticket = await ticketFor('NAVER');
    expect((await t.gql(SIGNUP, { ticket, input: profileInput })).errors).toBeUndefined();
    const twice = await t.gql(SIGNUP, { ticket, input: profileInput });
    expect(twice.errors?.[0]).toMatchObject({ message: MSG.social.alreadyMember, extensions: { code: 'CONFLICT' } });
  });

  it('needs an email the provider verified', async () => {
    const res = await signIn(t, providers, 'KAKAO', account('KAKAO', { emailVerified: false }));
    expect(res.errors?.[0]).toMatchObject({ message: MSG.social.emailRequired('카카오') });
    const none = await signIn(t, providers, 'NAVER', account('NAVER', { email: null }));
    expect(none.errors?.[0]).toMatchObject({ message: MSG.social.emailRequired('네이버') });
  });
});

describe('the state', () => {
  const complete = (provider: Provider, code: string, state: string) => t.gql(COMPLETE, { provider, code, state });

  it('refuses a forged state before any call to the provider', async () => {
    const before = providers.requests.length;
    const res = await complete('KAKAO', 'some-code', 'forged-state-forged-state-forged-state-xyz');
    expect(res.errors?.[0]).toMatchObject({ message: MSG.social.stateInvalid, extensions: { code: 'BAD_USER_INPUT' } });
    expect(providers.requests.length).toBe(before);
  });

  it('is used once: the same callback posted again is refused', async () => {
    const { code, state } = await callbackFor(t, providers, 'KAKAO', account('KAKAO'));
    expect((await complete('KAKAO', code, state)).errors).toBeUndefined();
    const reused = await complete('KAKAO', code, state);
    expect(reused.errors?.[0]).toMatchObject({ message: MSG.social.stateInvalid });
  });

  it("belongs to its provider: Kakao's state does not finish a Naver sign-in", async () => {
    const { code, state } = await callbackFor(t, providers, 'KAKAO', account('KAKAO'));
    expect((await complete('NAVER', code, state)).errors?.[0]?.message).toBe(MSG.social.stateInvalid);
  });

  it('expires after ten minutes', async () => {
    const { code, state } = await callbackFor(t, providers, 'NAVER', account('NAVER'));
    await t.em().getConnection().execute("update oauth_state set expires_at = now() - interval '1 second'");
    expect((await complete('NAVER', code, state)).errors?.[0]?.message).toBe(MSG.social.stateExpired);
  });

  it.each<Provider>(['KAKAO', 'NAVER'])('%s: an expired code is refused by the provider and answers 400', async (p) => {
    const { code, state } = await callbackFor(t, providers, p, account(p));
    providers.expireCodes();
    const res = await complete(p, code, state);
    expect(res.errors?.[0]).toMatchObject({
      message: MSG.social.codeRejected(MSG.social.names[p]),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
