import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../lib/i18n/choose-language';
import { MSG } from '../../lib/messages';
import { saveSession, SESSION_KEYS } from '../../lib/session';
import { landing, renderRoutes } from '../../test/render';
import { LoginPage } from './components/login-page';
import { RequireLogin } from './components/require-login';
import { LoginGuardQuery, LoginMutation } from './operations';

const routes = [
  { path: '/user/auth/login', element: <LoginPage /> },
  landing('/user/main'),
  { element: <RequireLogin />, children: [landing('/user/mypage/order'), landing('/user/mypage/update/7')] },
];

const loginOk = {
  request: { query: LoginMutation, variables: { id: 'member1', pwd: 'member1234!' } },
  result: {
    data: {
      login: {
        __typename: 'AuthPayload',
        token: 'tok-123',
        mustChangePassword: false,
        user: { __typename: 'User', no: 7, nickname: '회원', role: 'USER' },
      },
    },
  },
};

async function fillAndSubmit(id: string, pwd: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(MSG.auth.id), id);
  await user.type(screen.getByLabelText(MSG.auth.pwd), pwd);
  await user.click(screen.getByRole('button', { name: MSG.auth.submit }));
}

describe('login form', () => {
  it('asks for both fields before calling the server', async () => {
    renderRoutes({ path: '/user/auth/login', routes });
    await userEvent.setup().click(screen.getByRole('button', { name: MSG.auth.submit }));
    expect(await screen.findByText(MSG.auth.idRequired)).toBeTruthy();
    expect(screen.getByText(MSG.auth.pwdRequired)).toBeTruthy();
    expect(screen.getByLabelText(MSG.auth.id).getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the server's Korean message when the login is refused", async () => {
    const refused = {
      request: { query: LoginMutation, variables: { id: 'member1', pwd: 'wrong' } },
      result: { errors: [new GraphQLError(MSG.auth.loginFailed)] },
    };
    renderRoutes({ path: '/user/auth/login', routes, mocks: [refused] });
    await fillAndSubmit('member1', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.auth.loginFailed);
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('shows whatever message the server gives, not a fixed text', async () => {
    const serverSays = '탈퇴한 회원입니다.'; // server data, not a client text
    const withdrawn = {
      request: { query: LoginMutation, variables: { id: 'gone', pwd: 'pw' } },
      result: { errors: [new GraphQLError(serverSays)] },
    };
    renderRoutes({ path: '/user/auth/login', routes, mocks: [withdrawn] });
    await fillAndSubmit('gone', 'pw');
    expect((await screen.findByRole('alert')).textContent).toBe(serverSays);
  });

  it("shows the server's refusal in the chosen language, by its key", async () => {
    await chooseLanguage('en');
    try {
      const refused = {
        request: { query: LoginMutation, variables: { id: 'member1', pwd: 'wrong' } },
        result: {
          errors: [
            new GraphQLError('아이디 혹은 비밀번호가 틀렸습니다.', {
              extensions: { code: 'UNAUTHENTICATED', key: 'auth.loginFailed', args: [] },
            }),
          ],
        },
      };
      renderRoutes({ path: '/user/auth/login', routes, mocks: [refused] });
      await fillAndSubmit('member1', 'wrong');
      expect((await screen.findByRole('alert')).textContent).toBe('Incorrect username or password.');
    } finally {
      await chooseLanguage('ko');
    }
  });

  it('reports a transport failure as a server error', async () => {
    const down = {
      request: { query: LoginMutation, variables: { id: 'member1', pwd: 'pw' } },
      error: new Error('Failed to fetch'),
    };
    renderRoutes({ path: '/user/auth/login', routes, mocks: [down] });
    await fillAndSubmit('member1', 'pw');
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.auth.serverError('Failed to fetch'));
  });

  it('stores the session and goes to the main page', async () => {
    const { router } = renderRoutes({ path: '/user/auth/login', routes, mocks: [loginOk] });
    await fillAndSubmit('member1', 'member1234!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/main'));
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('tok-123');
    expect(sessionStorage.getItem(SESSION_KEYS.userNo)).toBe('7');
  });

  it('sends a visitor to login and back to the page they asked for', async () => {
    const me = {
      request: { query: LoginGuardQuery },
      result: { data: { me: { __typename: 'User', no: 7, mustChangePassword: false } } },
    };
    const { router } = renderRoutes({ path: '/user/mypage/order', routes, mocks: [loginOk, me] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/auth/login'));
    await fillAndSubmit('member1', 'member1234!');
    expect((await screen.findByTestId('landing')).textContent).toBe('/user/mypage/order');
  });

  it("drops a failed login's message when the next attempt stops at a field error", async () => {
    const refused = {
      request: { query: LoginMutation, variables: { id: 'member1', pwd: 'wrong' } },
      result: { errors: [new GraphQLError(MSG.auth.loginFailed)] },
    };
    renderRoutes({ path: '/user/auth/login', routes, mocks: [refused] });
    await fillAndSubmit('member1', 'wrong');
    await screen.findByText(MSG.auth.loginFailed);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(MSG.auth.pwd));
    await user.click(screen.getByRole('button', { name: MSG.auth.submit }));
    expect(await screen.findByText(MSG.auth.pwdRequired)).toBeTruthy();
    expect(screen.queryByText(MSG.auth.loginFailed)).toBeNull();
  });

  it('does not show the form to a member who is already signed in', async () => {
    saveSession('tok', 7, 'USER');
    const { router } = renderRoutes({ path: '/user/auth/login', routes });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/main'));
    expect(screen.queryByLabelText(MSG.auth.id)).toBeNull();
  });

  it('sends a member who signed in with a temporary password to choose a new one, and keeps them there', async () => {
    const temporary = {
      request: { query: LoginMutation, variables: { id: 'member1', pwd: 'Tmp2!abcdefg' } },
      result: { data: { login: { ...loginOk.result.data.login, mustChangePassword: true } } },
    };
    const me = {
      request: { query: LoginGuardQuery },
      result: { data: { me: { __typename: 'User', no: 7, mustChangePassword: true } } },
    };
    const { router } = renderRoutes({ path: '/user/auth/login', routes, mocks: [temporary, me] });
    await fillAndSubmit('member1', 'Tmp2!abcdefg');
    expect((await screen.findByTestId('landing')).textContent).toBe('/user/mypage/update/7');
    await router.navigate('/user/mypage/order');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/mypage/update/7'));
  });
});
