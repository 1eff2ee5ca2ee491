import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../lib/messages';
import { renderRoutes } from '../../test/render';
import { SocialLinkPanel } from './components/social-link-panel';
import { SocialLoginButtons } from './components/social-login-buttons';
import {
  SocialLinksQuery,
  SocialProvidersQuery,
  StartSocialLinkMutation,
  StartSocialLoginMutation,
} from './operations';
import { takeState } from './social-flow';

const providers = (list: string[]) => ({
  request: { query: SocialProvidersQuery },
  result: { data: { socialProviders: list } },
});
const assign = vi.fn();
const realLocation = window.location;
function watchAssign() {
  // The browser leaves for the provider: recorded instead of followed.
  Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, assign } });
}
afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
  assign.mockReset();
});

describe('login page provider buttons', () => {
  const open = (mocks: MockLink.MockedResponse[]) =>
    renderRoutes({ path: '/login', routes: [{ path: '/login', element: <SocialLoginButtons /> }], mocks });

  it('shows a button, named by its text, for each configured provider only', async () => {
    open([providers(['NAVER'])]);
    expect(await screen.findByRole('button', { name: MSG.social.loginWith.NAVER })).toBeTruthy();
    expect(screen.queryByRole('button', { name: MSG.social.loginWith.KAKAO })).toBeNull();
  });

  it('shows nothing when no provider is configured', async () => {
    const { container } = open([providers([])]);
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it("remembers the state and sends the browser to the provider's authorize page", async () => {
    watchAssign();
    const url = 'https://kauth.kakao.com/oauth/authorize?state=s1';
    const start = {
      request: { query: StartSocialLoginMutation, variables: { provider: 'KAKAO' } },
      result: { data: { startSocialLogin: { __typename: 'SocialAuthorization', url, state: 's1' } } },
    };
    open([providers(['KAKAO', 'NAVER']), start]);
    await userEvent.click(await screen.findByRole('button', { name: MSG.social.loginWith.KAKAO }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    expect(takeState('KAKAO', 's1')).toBe('login');
  });

  it('shows why a provider sign-in sent the person back here', async () => {
    const { router } = open([providers(['KAKAO'])]);
    await router.navigate('/login', { state: { socialError: MSG.social.cancelled } });
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.social.cancelled);
  });

  it("says why when the server will not start (the provider's message)", async () => {
    const refusal = '카카오 로그인은 현재 사용할 수 없습니다.'; // the server's text
    const start = {
      request: { query: StartSocialLoginMutation, variables: { provider: 'KAKAO' } },
      result: { errors: [new GraphQLError(refusal)] },
    };
    open([providers(['KAKAO']), start]);
    await userEvent.click(await screen.findByRole('button', { name: MSG.social.loginWith.KAKAO }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });
});

describe('linking on the account page', () => {
  const links = (me: object | null) => ({
    request: { query: SocialLinksQuery },
    result: { data: { me: me && { __typename: 'User', no: 4, ...me }, socialProviders: ['KAKAO', 'NAVER'] } },
  });
  const open = (mocks: MockLink.MockedResponse[]) =>
    renderRoutes({ path: '/acc', routes: [{ path: '/acc', element: <SocialLinkPanel /> }], mocks });

  it('shows what is linked and offers the rest, for an account with its own id', async () => {
    open([links({ id: 'member4', socialLinks: ['KAKAO'] })]);
    const panel = await screen.findByRole('region', { name: MSG.social.linkTitle });
    expect(within(panel).getByText(`${MSG.social.names.KAKAO} · ${MSG.social.linked}`)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: MSG.social.link.NAVER })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: MSG.social.link.KAKAO })).toBeNull();
  });

  it('is not offered to an account without its own id', async () => {
    const { container } = open([links({ id: null, socialLinks: ['NAVER'] })]);
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('asks for the password first and shows the server refusing it', async () => {
    const wrong = {
      request: { query: StartSocialLinkMutation, variables: { provider: 'NAVER', password: 'nope1!' } },
      result: { errors: [new GraphQLError(MSG.account.currentPasswordWrong)] },
    };
    const user = userEvent.setup();
    open([links({ id: 'member4', socialLinks: [] }), wrong]);
    await user.click(await screen.findByRole('button', { name: MSG.social.link.NAVER }));
    const dialog = await screen.findByRole('dialog', { name: MSG.social.linkConfirmTitle(MSG.social.names.NAVER) });
    await user.click(within(dialog).getByRole('button', { name: MSG.social.linkContinue }));
    expect(await within(dialog).findByText(MSG.social.passwordRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(MSG.social.password), 'nope1!');
    await user.click(within(dialog).getByRole('button', { name: MSG.social.linkContinue }));
    expect(await within(dialog).findByText(MSG.account.currentPasswordWrong)).toBeTruthy();
  });
});
