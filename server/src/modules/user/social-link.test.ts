import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages.js';
import { signToken } from '../../context/token.js';
import { startFakeProviders, type FakeProviders } from '../../test/fake-provider.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { account, callbackFor, COMPLETE, signIn, START_LINK, type Provider } from '../../test/social.js';
import { OAuthState } from './oauth-state.entity.js';
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

const PWD = 'link12!@';
let seq = 0;
/** An own-id member and a provider account with the same email. */
async function pair(provider: Provider) {
  seq += 1;
  const email = `linker${seq}@example.com`;
  const member = await t.member({ email, pwd: PWD });
  return { ...member, who: account(provider, { email }) };
}
const link = (token: string, password = PWD) => ({ token, password });
const row = (no: number) => t.em().findOneOrFail(User, { no });

describe('linking a provider to an own-id account', () => {
  it('links Kakao after the password: the account becomes integrated and Kakao signs in as that member', async () => {
    const { user, token, who } = await pair('KAKAO');
    const res = await signIn(t, providers, 'KAKAO', who, link(token));
    expect(res.errors).toBeUndefined();
    expect(res.data!.completeSocialLogin).toMatchObject({
      status: 'LINKED',
      message: MSG.social.linked('카카오'),
      // The client shows it in its reader's language by the key.
      messageKey: 'social.linked',
      messageArgs: [{ key: 'social.names.KAKAO', args: [] }],
      user: { no: user.no, accountType: 'INTEGRATED', socialLinks: ['KAKAO'] },
    });
    expect((await row(user.no)).idK).toBe(who.id);
    const login = await signIn(t, providers, 'KAKAO', who);
    expect(login.data!.completeSocialLogin).toMatchObject({ status: 'LOGIN', user: { no: user.no } });
  });

  it('links Naver: the account type is then the Naver one (§4: idN present)', async () => {
    const { user, token, who } = await pair('NAVER');
    const res = await signIn(t, providers, 'NAVER', who, link(token));
    expect(res.data!.completeSocialLogin.user).toMatchObject({ accountType: 'NAVER', socialLinks: ['NAVER'] });
    expect((await row(user.no)).idN).toBe(who.id);
  });

  it('refuses a wrong password and keeps no authorize request', async () => {
    const { token } = await pair('KAKAO');
    const before = await t.em().count(OAuthState, {});
    const res = await t.gql(START_LINK, { provider: 'KAKAO', password: 'wrong1!' }, token);
    expect(res.errors?.[0]).toMatchObject({
      message: MSG.account.currentPasswordWrong,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await t.em().count(OAuthState, {})).toBe(before);
  });

  it('needs a signed-in member', async () => {
    const res = await t.gql(START_LINK, { provider: 'KAKAO', password: PWD });
    expect(res.errors?.[0]).toMatchObject({ message: MSG.auth.loginRequired, extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('finishes only for the member who started it: 401 without a token, 403 for another member', async () => {
    const { user, token, who } = await pair('KAKAO');
    const other = await t.member();
    const visitor = await callbackFor(t, providers, 'KAKAO', who, link(token));
    const anonymous = await t.gql(COMPLETE, { provider: 'KAKAO', ...pick(visitor) });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const stranger = await callbackFor(t, providers, 'KAKAO', who, link(token));
    const forbidden = await t.gql(COMPLETE, { provider: 'KAKAO', ...pick(stranger) }, other.token);
    expect(forbidden.errors?.[0]).toMatchObject({ message: MSG.auth.forbidden, extensions: { code: 'FORBIDDEN' } });
    expect((await row(user.no)).idK).toBeNull();
    expect((await row(other.user.no)).idK).toBeNull();
  });

  it('refuses a provider account whose email is not the account email', async () => {
    const { user, token } = await pair('NAVER');
    const res = await signIn(
      t,
      providers,
      'NAVER',
      account('NAVER', { email: 'someone.else@example.com' }),
      link(token),
    );
    expect(res.errors?.[0]).toMatchObject({ message: MSG.social.linkEmailMismatch('네이버') });
    expect((await row(user.no)).idN).toBeNull();
  });

  it('refuses a provider account that another member already has (one provider id, one member)', async () => {
    const first = await pair('KAKAO');
    await signIn(t, providers, 'KAKAO', first.who, link(first.token));
    const second = await pair('KAKAO');
    const res = await signIn(t, providers, 'KAKAO', { ...first.who, email: second.user.email }, link(second.token));
    expect(res.errors?.[0]).toMatchObject({
      message: MSG.social.linkedElsewhere('카카오'),
      extensions: { code: 'CONFLICT' },
    });
    expect((await row(second.user.no)).idK).toBeNull();
  });

  it('does not link twice, and not to an account without an own id', async () => {
    const { token, who } = await pair('KAKAO');
    await signIn(t, providers, 'KAKAO', who, link(token));
    const again = await t.gql(START_LINK, { provider: 'KAKAO', password: PWD }, token);
    expect(again.errors?.[0]).toMatchObject({ message: MSG.social.alreadyLinked('카카오') });

    const em = t.em();
    const socialOnly = em.create(User, { idN: 'nv-only-1', email: 'naver.only@example.com' });
    await em.flush();
    const socialToken = signToken(t.config, { no: socialOnly.no, ver: socialOnly.tokenVersion });
    const refused = await t.gql(START_LINK, { provider: 'KAKAO', password: PWD }, socialToken);
    expect(refused.errors?.[0]).toMatchObject({ message: MSG.social.linkOwnIdOnly });
  });

  it('ends the Kakao link when the member leaves (withdrawal unlinks)', async () => {
    const { token, who } = await pair('KAKAO');
    await signIn(t, providers, 'KAKAO', who, link(token));
    const res = await t.gql('mutation ($email: String!) { withdraw(email: $email) }', { email: who.email }, token);
    expect(res.errors).toBeUndefined();
    const unlink = providers.requests.filter((r) => r.path === '/v1/user/unlink').at(-1)!;
    expect(new URLSearchParams(unlink.body).get('target_id')).toBe(who.id);
  });
});

const pick = (c: { code: string; state: string }) => ({ code: c.code, state: c.state });
