import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { SESSION_KEYS } from '../../lib/session';
import { landing, renderRoutes } from '../../test/render';
import { SocialSignupPage } from './components/social-signup-page';
import { CompleteSocialSignupMutation } from './operations';
import { keepSignup, readSignup } from './social-flow';

const routes = [
  { path: '/user/auth/signup/:provider', element: <SocialSignupPage /> },
  landing('/user/main'),
  landing('/user/auth/login'),
];
const pending = { provider: 'KAKAO' as const, ticket: 'ticket-1', email: 'kakao.user@example.com', name: '카카오' };
const input = { name: '카카오', tel: '010-1234-5678', zipcode: '04524', address: '서울 중구 세종대로 110 3층' };

const completed = (result: object) => ({
  request: { query: CompleteSocialSignupMutation, variables: { ticket: 'ticket-1', input } },
  result,
});
const ok = completed({
  data: {
    completeSocialSignup: {
      __typename: 'AuthPayload',
      token: 'tok-9',
      user: { __typename: 'User', no: 9, role: 'USER' },
    },
  },
});

function open(mocks: MockLink.MockedResponse[] = []) {
  keepSignup(pending);
  return renderRoutes({ path: '/user/auth/signup/kakao', routes, mocks });
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => userEvent.click(screen.getByRole('button', { name: MSG.social.signupSubmit }));

async function fill() {
  const user = userEvent.setup();
  await user.type(field(MSG.social.tel), input.tel);
  await user.type(field(MSG.account.zipcode), input.zipcode);
  await user.type(field(MSG.account.address), '서울 중구 세종대로 110');
  await user.type(field(MSG.account.addressDetail), '3층');
}

describe('profile completion after a first provider sign-in', () => {
  it("shows the provider's verified email read-only and the name it gave", async () => {
    open();
    expect(await screen.findByRole('heading', { name: MSG.social.signupTitle })).toBeTruthy();
    expect(field(MSG.social.email)).toMatchObject({ value: pending.email, readOnly: true });
    expect(field(MSG.social.name).value).toBe('카카오');
  });

  it("refuses empty fields with the registration's messages", async () => {
    const user = userEvent.setup();
    open();
    await user.clear(field(MSG.social.name));
    await submit();
    expect(await screen.findByText(MSG.social.nameRequired)).toBeTruthy();
    expect(screen.getByText(MSG.social.telRequired)).toBeTruthy();
    expect(screen.getByText(MSG.social.addressRequired)).toBeTruthy();
    expect(field(MSG.account.zipcode).getAttribute('aria-invalid')).toBe('true');
    await user.type(field(MSG.account.address), '서울 중구 세종대로 110');
    await submit();
    // The zipcode is still missing: the one address message stays.
    expect(await screen.findByText(MSG.social.addressRequired)).toBeTruthy();
    await user.type(field(MSG.social.tel), 'abc');
    await submit();
    expect(await screen.findByText(MSG.social.telInvalid)).toBeTruthy();
    expect(field(MSG.account.zipcode).maxLength).toBe(6);
  });

  it('creates the member, signs in and goes home', async () => {
    const { router } = open([ok]);
    await fill();
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/main'));
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('tok-9');
    expect(sessionStorage.getItem(SESSION_KEYS.userNo)).toBe('9');
    expect(readSignup('KAKAO')).toBeNull();
  });

  it("puts the server's refusal of a field under that field", async () => {
    const refused = completed({
      errors: [new GraphQLError(MSG.social.telRequired, { extensions: { code: 'BAD_USER_INPUT', field: 'tel' } })],
    });
    open([refused]);
    await fill();
    await submit();
    expect(await screen.findByText(MSG.social.telRequired)).toBeTruthy();
    expect(field(MSG.social.tel).getAttribute('aria-invalid')).toBe('true');
  });

  it("says the signup failed, with the server's reason (spec §8)", async () => {
    const reason = '이미 가입된 계정입니다. 로그인해 주세요.'; // the server's text
    open([completed({ errors: [new GraphQLError(reason, { extensions: { code: 'CONFLICT' } })] })]);
    await fill();
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.social.signupFailed(reason));
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('sends a visit without a pending signup to the login page', async () => {
    const { router } = renderRoutes({ path: '/user/auth/signup/naver', routes });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/auth/login'));
  });
});
