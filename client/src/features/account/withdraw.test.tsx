import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { renderMemberPage } from '../mypage/test/member-app';
import { CanWithdrawQuery, WithdrawMutation, WithdrawPageQuery } from './operations';

const me = {
  request: { query: WithdrawPageQuery },
  result: { data: { me: { __typename: 'User', no: 7, email: 'member7@example.com' } } },
};
const canWithdraw = (ok: boolean) => ({ request: { query: CanWithdrawQuery }, result: { data: { canWithdraw: ok } } });
const withdraw = (result: object) => ({
  request: { query: WithdrawMutation, variables: { email: 'member7@example.com', naverAccessToken: null } },
  ...result,
});

async function submit(email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(MSG.withdraw.email), email);
  await user.click(screen.getByRole('button', { name: MSG.withdraw.submit }));
  return user;
}

describe('withdrawal', () => {
  it("refuses an email that is not the account's", async () => {
    renderMemberPage('/user/mypage/delete/7', [me]);
    await submit('someone@example.com');
    expect(await screen.findByText(MSG.withdraw.emailMismatch)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('is blocked while an order is in progress', async () => {
    renderMemberPage('/user/mypage/delete/7', [me, canWithdraw(false)]);
    await submit('member7@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.withdraw.blocked);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('confirms the irreversible deletion, then clears the session and says goodbye', async () => {
    const { router } = renderMemberPage('/user/mypage/delete/7', [
      me,
      canWithdraw(true),
      withdraw({ result: { data: { withdraw: true } } }),
    ]);
    const user = await submit('member7@example.com ');
    const dialog = await screen.findByRole('alertdialog', { name: MSG.withdraw.confirmTitle });
    expect(dialog.textContent).toContain(MSG.withdraw.confirmBody);
    await user.click(within(dialog).getByRole('button', { name: MSG.withdraw.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/success/delete'));
    expect(await screen.findByRole('heading', { name: MSG.withdraw.doneTitle })).toBeTruthy();
    expect(sessionStorage.length).toBe(0);
  });

  it('says the request failed when the server cannot withdraw', async () => {
    renderMemberPage('/user/mypage/delete/7', [me, canWithdraw(true), withdraw({ error: new Error('down') })]);
    const user = await submit('member7@example.com');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: MSG.withdraw.confirm }),
    );
    expect(await screen.findByRole('alertdialog', { name: MSG.withdraw.failed })).toBeTruthy();
    expect(sessionStorage.getItem('token')).toBe('tok');
  });

  it('answers with the server-error text when the account email cannot be loaded', async () => {
    renderMemberPage('/user/mypage/delete/7', [{ request: { query: WithdrawPageQuery }, error: new Error('down') }]);
    await submit('member7@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.withdraw.serverError);
  });
});
