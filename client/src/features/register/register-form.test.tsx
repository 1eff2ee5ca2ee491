import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { landing, renderRoutes } from '../../test/render';
import { FindPassPage } from './components/find-pass-page';
import { RegisterPage } from './components/register-page';
import {
  EmailCheckQuery,
  IdExistsQuery,
  IntegrateOwnIdMutation,
  PasswordResetMutation,
  RegisterMutation,
  SendVerificationCodeMutation,
  VerifyEmailCodeMutation,
} from './operations';

const T = MSG.register;
const routes = [
  { path: '/user/auth/register', element: <RegisterPage /> },
  { path: '/user/auth/findPass', element: <FindPassPage /> },
  landing('/user/auth/success'),
  landing('/user/auth/login'),
];
const EMAIL = 'newbie@naver.com';
const check = (exists: boolean, kinds: Partial<Record<'hasOwnId' | 'hasKakao' | 'hasNaver', boolean>> = {}) => ({
  __typename: 'EmailCheckResult',
  exists,
  hasOwnId: false,
  hasKakao: false,
  hasNaver: false,
  name: null,
  tel: null,
  zipcode: null,
  address: null,
  ...kinds,
});
const mocks = {
  idFree: { request: { query: IdExistsQuery, variables: { id: 'newbie01' } }, result: { data: { idExists: false } } },
  idTaken: { request: { query: IdExistsQuery, variables: { id: 'taken01' } }, result: { data: { idExists: true } } },
  emailFree: {
    request: { query: EmailCheckQuery, variables: { email: EMAIL } },
    result: { data: { emailCheck: check(false) } },
  },
  send: {
    request: { query: SendVerificationCodeMutation, variables: { email: EMAIL } },
    result: { data: { sendVerificationCode: true } },
  },
  verify: (code: string, status: string, message: string) => ({
    request: { query: VerifyEmailCodeMutation, variables: { email: EMAIL, code } },
    result: {
      data: {
        verifyEmailCode: {
          __typename: 'EmailCodeResult',
          status,
          message,
          verification: status === 'VERIFIED' ? 'proof' : null,
        },
      },
    },
  }),
};
const input = {
  id: 'newbie01',
  pwd: 'abcd12!',
  name: '김신입',
  email: EMAIL,
  tel: '010-1234-5678',
  zipcode: '06236',
  address: '서울 강남구 테헤란로 1 101호',
};

async function fill(user: ReturnType<typeof userEvent.setup>, values = input) {
  await user.type(screen.getByLabelText(T.id), values.id);
  await user.type(screen.getByLabelText(T.pwd), values.pwd);
  await user.type(screen.getByLabelText(T.pwdConfirm), values.pwd);
  await user.type(screen.getByLabelText(T.name), values.name);
  await user.type(screen.getByLabelText(T.emailLocal), values.email.split('@')[0]!);
  await user.type(screen.getByLabelText(T.tel), values.tel);
  await user.type(screen.getByLabelText(MSG.account.zipcode), values.zipcode);
  await user.type(screen.getByLabelText(MSG.account.address), '서울 강남구 테헤란로 1');
  await user.type(screen.getByLabelText(MSG.account.addressDetail), '101호');
}

const click = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(screen.getByRole('button', { name }));

async function verifyEmail(user: ReturnType<typeof userEvent.setup>) {
  await click(user, T.sendCode);
  expect(await screen.findByText(T.codeSent)).toBeTruthy();
  await user.type(screen.getByLabelText(T.code), '123456');
  await click(user, T.verifyCode);
  expect(await screen.findByText(T.codeVerified)).toBeTruthy();
}

describe('registration form', () => {
  it('states every rule of §5 with its message before calling the server', async () => {
    renderRoutes({ path: '/user/auth/register', routes });
    const user = userEvent.setup();
    await click(user, T.submit);
    for (const text of [T.idRequired, T.passwordRule, T.nameRequired, T.emailInvalid, T.telRequired, T.addressRequired])
      expect(await screen.findByText(text)).toBeTruthy();
    await user.type(screen.getByLabelText(T.id), 'ab');
    await user.type(screen.getByLabelText(T.pwd), 'abcd12!');
    await user.type(screen.getByLabelText(T.pwdConfirm), 'abcd12@');
    await click(user, T.submit);
    expect(await screen.findByText(T.idRule)).toBeTruthy();
    expect(screen.getByText(T.passwordMismatch)).toBeTruthy();
  });

  it("shows the password rule and a phone example from the start, and refuses 'abc' as a phone number", async () => {
    renderRoutes({ path: '/user/auth/register', routes });
    const user = userEvent.setup();
    const pwd = await screen.findByLabelText(T.pwd);
    const hint = screen.getByText(T.passwordHint);
    expect(pwd.getAttribute('aria-describedby')).toBe(hint.id);
    expect(screen.queryByRole('alert')).toBeNull();
    const tel = screen.getByLabelText(T.tel);
    expect(tel.getAttribute('aria-describedby')).toBe(screen.getByText(T.telHint).id);
    await user.type(tel, 'abc');
    await click(user, T.submit);
    expect(await screen.findByText(T.telInvalid)).toBeTruthy();
    expect(tel.getAttribute('aria-invalid')).toBe('true');
    await user.clear(tel);
    await user.type(tel, '010-1234-5678');
    await click(user, T.submit);
    await waitFor(() => expect(screen.queryByText(T.telInvalid)).toBeNull());
  });

  it('shows the taken and available states and requires the check for the id being submitted', async () => {
    renderRoutes({ path: '/user/auth/register', routes, mocks: [mocks.idTaken] });
    const user = userEvent.setup();
    await fill(user, { ...input, id: 'taken01' });
    await click(user, T.submit);
    expect(await screen.findByText(T.idCheckRequired)).toBeTruthy();
    await click(user, T.idCheck);
    expect(await screen.findByText(T.idTaken)).toBeTruthy();
    await user.type(screen.getByLabelText(T.id), 'x');
    expect(screen.queryByText(T.idTaken)).toBeNull();
  });

  it('refuses an unverified email, then registers after the mailed code and shows the done page', async () => {
    const registered = {
      request: { query: RegisterMutation, variables: { input } },
      result: { data: { register: { __typename: 'User', no: 9 } } },
    };
    const { router } = renderRoutes({
      path: '/user/auth/register',
      routes,
      mocks: [
        mocks.idFree,
        mocks.emailFree,
        mocks.send,
        mocks.verify('000000', 'MISMATCH', T.codeMismatch),
        mocks.verify('123456', 'VERIFIED', T.codeVerified),
        registered,
      ],
    });
    const user = userEvent.setup();
    await fill(user);
    await click(user, T.idCheck);
    expect(await screen.findByText(T.idAvailable)).toBeTruthy();
    await click(user, T.submit);
    expect(await screen.findByText(T.emailUnverified)).toBeTruthy();

    await click(user, T.sendCode);
    expect(await screen.findByText(T.codeSent)).toBeTruthy();
    await user.type(screen.getByLabelText(T.code), '000000');
    await click(user, T.verifyCode);
    expect(await screen.findByText(T.codeMismatch)).toBeTruthy();
    await user.clear(screen.getByLabelText(T.code));
    await user.type(screen.getByLabelText(T.code), '123456');
    await click(user, T.verifyCode);
    expect(await screen.findByText(T.codeVerified)).toBeTruthy();
    expect(screen.getByLabelText(T.emailLocal).hasAttribute('readonly')).toBe(true);

    await click(user, T.submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/auth/success'));
  });

  it('refuses an email already registered with an own id', async () => {
    const taken = {
      request: { query: EmailCheckQuery, variables: { email: EMAIL } },
      result: { data: { emailCheck: check(true, { hasOwnId: true }) } },
    };
    renderRoutes({ path: '/user/auth/register', routes, mocks: [taken] });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(T.emailLocal), 'newbie');
    await click(user, T.sendCode);
    expect(await screen.findByText(T.emailTaken)).toBeTruthy();
  });

  it('offers to link an own id to a Kakao account and fills its stored details', async () => {
    const social = {
      request: { query: EmailCheckQuery, variables: { email: EMAIL } },
      result: { data: { emailCheck: check(true, { hasKakao: true }) } },
    };
    const owner = {
      request: { query: EmailCheckQuery, variables: { email: EMAIL, verification: 'proof' } },
      result: {
        data: {
          emailCheck: {
            ...check(true, { hasKakao: true }),
            name: '김신입',
            tel: '010-1234-5678',
            zipcode: '06236',
            address: '서울 강남구 테헤란로 1 101호',
          },
        },
      },
    };
    const integrated = {
      request: { query: IntegrateOwnIdMutation, variables: { input } },
      result: { data: { integrateOwnId: { __typename: 'User', no: 4 } } },
    };
    const { router } = renderRoutes({
      path: '/user/auth/register',
      routes,
      mocks: [social, mocks.send, mocks.verify('123456', 'VERIFIED', T.codeVerified), owner, mocks.idFree, integrated],
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(T.emailLocal), 'newbie');
    await click(user, T.sendCode);
    const dialog = await screen.findByRole('alertdialog', { name: T.integrateTitle });
    await user.click(within(dialog).getByRole('button', { name: T.integrateConfirm }));
    expect(await screen.findByText(T.codeSent)).toBeTruthy();
    await user.type(screen.getByLabelText(T.code), '123456');
    await click(user, T.verifyCode);
    await waitFor(() => expect((screen.getByLabelText(T.name) as HTMLInputElement).value).toBe('김신입'));
    await user.type(screen.getByLabelText(T.id), 'newbie01');
    await user.type(screen.getByLabelText(T.pwd), 'abcd12!');
    await user.type(screen.getByLabelText(T.pwdConfirm), 'abcd12!');
    await click(user, T.idCheck);
    await screen.findByText(T.idAvailable);
    await click(user, T.submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/auth/success'));
  });

  it('shows the server’s field message where it belongs', async () => {
    const conflict = {
      request: { query: RegisterMutation, variables: { input } },
      result: { errors: [new GraphQLError(T.idTaken, { extensions: { code: 'CONFLICT', field: 'id' } })] },
    };
    renderRoutes({
      path: '/user/auth/register',
      routes,
      mocks: [mocks.idFree, mocks.emailFree, mocks.send, mocks.verify('123456', 'VERIFIED', T.codeVerified), conflict],
    });
    const user = userEvent.setup();
    await fill(user);
    await click(user, T.idCheck);
    await screen.findByText(T.idAvailable);
    await verifyEmail(user);
    await click(user, T.submit);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', T.idTaken);
  });
});

describe('password reset form', () => {
  const F = MSG.findPass;
  const call = (email: string, id: string, result: object) => ({
    request: { query: PasswordResetMutation, variables: { email, id } },
    result,
  });

  it('needs both fields, shows the spec’s failure, then the success dialog leading to login', async () => {
    const refused = call('a@b.com', 'nobody', {
      errors: [new GraphQLError(F.failed, { extensions: { code: 'BAD_USER_INPUT' } })],
    });
    const ok = call('a@b.com', 'member1', { data: { requestPasswordReset: true } });
    const { router } = renderRoutes({ path: '/user/auth/findPass', routes, mocks: [refused, ok] });
    const user = userEvent.setup();
    await click(user, F.submit);
    expect(await screen.findByText(F.emailRequired)).toBeTruthy();
    expect(screen.getByText(F.idRequired)).toBeTruthy();

    await user.type(screen.getByLabelText(F.email), 'not-an-email');
    await click(user, F.submit);
    expect(await screen.findByText(F.emailInvalid)).toBeTruthy();
    await user.clear(screen.getByLabelText(F.email));
    await user.type(screen.getByLabelText(F.email), 'a@b.com');
    await user.type(screen.getByLabelText(F.id), 'nobody');
    await click(user, F.submit);
    expect((await screen.findByRole('alert')).textContent).toBe(F.failed);

    await user.clear(screen.getByLabelText(F.id));
    await user.type(screen.getByLabelText(F.id), 'member1');
    await click(user, F.submit);
    const dialog = await screen.findByRole('alertdialog', { name: F.sent });
    await user.click(within(dialog).getByRole('button', { name: F.ok }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/auth/login'));
  });

  it('links back to the login page', async () => {
    const { router } = renderRoutes({ path: '/user/auth/findPass', routes });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: F.backToLogin }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/auth/login'));
  });
});
