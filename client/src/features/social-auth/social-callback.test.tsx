import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { msg } from '@scene-shop/domain/keys';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../lib/i18n/choose-language';
import { serverText } from '../../lib/i18n/server-text';
import { MSG } from '../../lib/messages';
import { saveSession, SESSION_KEYS } from '../../lib/session';
import { renderRoutes } from '../../test/render';
import { KakaoCallbackPage, NaverCallbackPage } from './components/social-callback-page';
import { CompleteSocialLoginMutation } from './operations';
import { readSignup, rememberState } from './social-flow';

/** Where the callback went, with the message it carried. */
const shown = (path: string) => ({
  path,
  Component: function Landing() {
    return <p data-testid="landing">{path}</p>;
  },
});
const routes = [
  { path: '/user/callback', element: <KakaoCallbackPage /> },
  { path: '/user/callback/naver', element: <NaverCallbackPage /> },
  shown('/user/main'),
  shown('/user/auth/login'),
  shown('/user/auth/signup/:provider'),
  shown('/user/mypage/update/:userNo'),
];

const answer = (over: object) => ({
  __typename: 'SocialSignIn',
  provider: 'KAKAO',
  token: null,
  message: null,
  messageKey: null,
  messageArgs: null,
  providerAccessToken: null,
  user: null,
  signup: null,
  ...over,
});
const completes = (provider: string, result: object) => ({
  request: { query: CompleteSocialLoginMutation, variables: { provider, code: 'c0de', state: 'st4te' } },
  result,
});

async function land(path: string, mocks: MockLink.MockedResponse[] = []) {
  const { router } = renderRoutes({ path, routes, mocks });
  await screen.findByTestId('landing');
  return router.state.location as { pathname: string; state: { socialError?: string; socialNotice?: string } | null };
}

describe('the providers’ way back', () => {
  it('posts code and state to the server and, for a known member, signs in and goes home', async () => {
    rememberState('KAKAO', 'st4te', 'login');
    const login = answer({ status: 'LOGIN', token: 'tok-1', user: { __typename: 'User', no: 3, role: 'USER' } });
    const to = await land('/user/callback?code=c0de&state=st4te', [
      completes('KAKAO', { data: { completeSocialLogin: login } }),
    ]);
    expect(to.pathname).toBe('/user/main');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('tok-1');
  });

  it('goes to the profile completion for a new account, keeping the ticket and the Naver token', async () => {
    rememberState('NAVER', 'st4te', 'login');
    const signup = answer({
      status: 'SIGNUP',
      provider: 'NAVER',
      providerAccessToken: 'naver-token',
      signup: { __typename: 'SocialSignup', provider: 'NAVER', ticket: 't1', email: 'n@example.com', name: null },
    });
    const to = await land('/user/callback/naver?code=c0de&state=st4te', [
      completes('NAVER', { data: { completeSocialLogin: signup } }),
    ]);
    expect(to.pathname).toBe('/user/auth/signup/naver');
    expect(readSignup('NAVER')).toMatchObject({ ticket: 't1', email: 'n@example.com' });
    expect(sessionStorage.getItem(SESSION_KEYS.naverToken)).toBe('naver-token');
  });

  it('refuses a callback this tab did not start, without calling the server', async () => {
    rememberState('KAKAO', 'another-state', 'login');
    const to = await land('/user/callback?code=c0de&state=st4te');
    expect(to).toMatchObject({ pathname: '/user/auth/login', state: { socialError: MSG.social.stateMismatch } });
  });

  it('goes back to the login page when the person cancelled at the provider', async () => {
    rememberState('KAKAO', 'st4te', 'login');
    const to = await land('/user/callback?error=access_denied&state=st4te');
    expect(to).toMatchObject({ pathname: '/user/auth/login', state: { socialError: MSG.social.cancelled } });
  });

  it("goes to the login page with the server's message when the sign-in fails (spec §8)", async () => {
    rememberState('KAKAO', 'st4te', 'login');
    const down = '카카오 로그인 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.'; // the server's text
    const to = await land('/user/callback?code=c0de&state=st4te', [
      completes('KAKAO', { errors: [new GraphQLError(down, { extensions: { code: 'SERVICE_UNAVAILABLE' } })] }),
    ]);
    expect(to).toMatchObject({ pathname: '/user/auth/login', state: { socialError: down } });
  });

  it('brings a linking member back to the account page with what happened', async () => {
    saveSession('tok-5', 5, 'USER');
    rememberState('NAVER', 'st4te', 'link');
    const linked = answer({
      status: 'LINKED',
      provider: 'NAVER',
      message: '네이버 계정이 연동되었습니다.',
      user: { __typename: 'User', no: 5, role: 'USER' },
    });
    const to = await land('/user/callback/naver?code=c0de&state=st4te', [
      completes('NAVER', { data: { completeSocialLogin: linked } }),
    ]);
    expect(to).toMatchObject({ pathname: '/user/mypage/update/5', state: { socialNotice: linked.message } });
  });
});

describe('an email that already has an account', () => {
  it('returns to the login page with how to sign in, merging nothing', async () => {
    rememberState('KAKAO', 'st4te', 'login');
    const message = '이미 아이디로 가입된 이메일입니다.'; // the server's text
    const to = await land('/user/callback?code=c0de&state=st4te', [
      completes('KAKAO', { data: { completeSocialLogin: answer({ status: 'EMAIL_IN_USE', message }) } }),
    ]);
    expect(to).toMatchObject({ pathname: '/user/auth/login', state: { socialError: message } });
    await waitFor(() => expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull());
  });
});

describe('in the chosen language', () => {
  afterEach(() => chooseLanguage('ko'));

  it("shows the server's notice by its key, not in Korean", async () => {
    await chooseLanguage('en');
    rememberState('KAKAO', 'st4te', 'login');
    const refused = answer({
      status: 'EMAIL_IN_USE',
      message: '이미 네이버 계정으로 가입된 이메일입니다. 네이버 로그인을 이용해 주세요.',
      messageKey: 'social.emailOfProvider',
      messageArgs: [{ key: 'social.names.NAVER', args: [] }],
    });
    const to = await land('/user/callback?code=c0de&state=st4te', [
      completes('KAKAO', { data: { completeSocialLogin: refused } }),
    ]);
    const shown = (to.state as { socialError: string }).socialError;
    expect(shown).toBe(serverText(msg('social.emailOfProvider', msg('social.names.NAVER'))));
    expect(shown).toContain('Naver');
  });
});
