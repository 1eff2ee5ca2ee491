import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { renderMemberPage } from '../mypage/test/member-app';
import { CheckPasswordQuery, ProfileEditQuery, SignInAgainMutation, UpdateAccountMutation } from './operations';

const me = (over: object = {}) => ({
  request: { query: ProfileEditQuery },
  result: {
    data: {
      me: {
        __typename: 'User',
        no: 7,
        email: 'member7@example.com',
        name: '김회원',
        tel: '010-1111-2222',
        zipcode: '06236',
        address: '서울 강남구 테헤란로 1',
        accountType: 'OWN',
        ...over,
      },
    },
  },
});
const passwordIs = (pwd: string, ok: boolean) => ({
  request: { query: CheckPasswordQuery, variables: { pwd } },
  result: { data: { checkPassword: ok } },
});
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => userEvent.click(screen.getByRole('button', { name: MSG.account.save }));

async function open(mocks: object[] = [me()]) {
  const utils = renderMemberPage('/user/mypage/update/7', mocks);
  await screen.findByDisplayValue('010-1111-2222');
  return utils;
}

describe('profile edit', () => {
  it('shows the email read-only, the name locked once set, and the address required', async () => {
    const user = userEvent.setup();
    await open();
    expect(field(MSG.account.email).readOnly).toBe(true);
    expect(field(MSG.account.name).readOnly).toBe(true);
    await user.clear(field(MSG.account.tel));
    await user.clear(field(MSG.account.address));
    await save();
    expect(await screen.findByText(MSG.account.telRequired)).toBeTruthy();
    expect(screen.getByText(MSG.account.addressRequired)).toBeTruthy();
    await user.type(field(MSG.account.tel), 'abc');
    await save();
    expect(await screen.findByText(MSG.account.telInvalid)).toBeTruthy();
    await user.clear(field(MSG.account.tel));
    await user.type(field(MSG.account.tel), '010-1234-5678');
    await user.type(field(MSG.account.address), '부산 해운대구 1');
    await user.clear(field(MSG.account.zipcode));
    await save();
    expect(await screen.findByText(MSG.account.addressRequired)).toBeTruthy();
  });

  it('asks for a name when the account has none', async () => {
    await open([me({ name: null })]);
    expect(field(MSG.account.name).readOnly).toBe(false);
    await save();
    expect(await screen.findByText(MSG.account.nameRequired)).toBeTruthy();
  });

  it('checks the new password and its confirmation in pairs', async () => {
    const user = userEvent.setup();
    await open();
    const next = field(MSG.account.newPassword);
    const confirm = field(MSG.account.newPasswordConfirm);
    await user.type(next, 'abcd');
    await save();
    expect(await screen.findByText(MSG.account.passwordRule)).toBeTruthy();
    await user.clear(next);
    await user.type(next, 'abcd1!');
    await save();
    expect(await screen.findByText(MSG.account.passwordConfirmRequired)).toBeTruthy();
    await user.type(confirm, 'abcd2!');
    await save();
    expect(await screen.findByText(MSG.account.passwordMismatch)).toBeTruthy();
    await user.clear(next);
    await save();
    expect(await screen.findByText(MSG.account.passwordRequired)).toBeTruthy();
  });

  it('checks the current password with the server before changing it', async () => {
    const user = userEvent.setup();
    await open([me(), passwordIs('wrong1!', false)]);
    await user.type(field(MSG.account.currentPassword), 'wrong1!');
    await user.type(field(MSG.account.newPassword), 'abcd1!');
    await user.type(field(MSG.account.newPasswordConfirm), 'abcd1!');
    await save();
    expect(await screen.findByText(MSG.account.currentPasswordWrong)).toBeTruthy();
  });

  it('saves the address joined with its detail, says so, and goes to the main page', async () => {
    const user = userEvent.setup();
    const updated = {
      request: {
        query: UpdateAccountMutation,
        variables: {
          input: {
            name: null,
            tel: '010-9999-8888',
            zipcode: '06236',
            address: '서울 강남구 테헤란로 1 101호',
            currentPassword: 'member1234!',
            newPassword: 'abcd1!',
            newPasswordConfirm: 'abcd1!',
          },
        },
      },
      result: {
        data: {
          updateMyAccount: {
            __typename: 'User',
            no: 7,
            id: 'member7',
            name: '김회원',
            tel: '010-9999-8888',
            zipcode: '06236',
            address: '서울 강남구 테헤란로 1 101호',
          },
        },
      },
    };
    const signedInAgain = {
      request: { query: SignInAgainMutation, variables: { id: 'member7', pwd: 'abcd1!' } },
      result: {
        data: {
          login: { __typename: 'AuthPayload', token: 'new-token', user: { __typename: 'User', no: 7, role: 'USER' } },
        },
      },
    };
    const { router } = await open([me(), passwordIs('member1234!', true), updated, signedInAgain]);
    await user.clear(field(MSG.account.tel));
    await user.type(field(MSG.account.tel), '010-9999-8888');
    await user.type(field(MSG.account.addressDetail), '101호');
    await user.type(field(MSG.account.currentPassword), 'member1234!');
    await user.type(field(MSG.account.newPassword), 'abcd1!');
    await user.type(field(MSG.account.newPasswordConfirm), 'abcd1!');
    await save();
    const dialog = await screen.findByRole('alertdialog', { name: MSG.account.updated });
    expect(sessionStorage.getItem('token')).toBe('new-token');
    await user.click(within(dialog).getByRole('button', { name: MSG.mypage.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/main'));
  });

  it('says the update failed when the server cannot save', async () => {
    const failing = {
      request: { query: UpdateAccountMutation, variables: () => true },
      error: new Error('network down'),
    };
    await open([me(), failing]);
    await save();
    expect(await screen.findByRole('alertdialog', { name: MSG.account.updateFailed })).toBeTruthy();
  });

  it('offers no password change to a social account', async () => {
    await open([me({ accountType: 'KAKAO' })]);
    expect(screen.queryByLabelText(MSG.account.newPassword)).toBeNull();
    expect(screen.getByText(MSG.account.socialNoPassword)).toBeTruthy();
  });

  it("replaces another member's number in the address with one's own", async () => {
    const { router } = renderMemberPage('/user/mypage/update/8', [me()]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/mypage/update/7'));
    expect(await screen.findByDisplayValue('member7@example.com')).toBeTruthy();
  });
});
