import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RefundAccountValue } from '@scene-shop/domain/inputs';
import { SERVER_MSG } from '@scene-shop/domain/server-messages';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../lib/messages';
import { RefundAccountFields, useRefundAccount } from './refund-account-fields';

/** The form part as a dialog uses it: its state from the hook, read by the domain's rule on 'send'. */
function Harness({ onAccount }: { onAccount(account: RefundAccountValue): void }) {
  const refundAccount = useRefundAccount();
  const send = () => {
    const account = refundAccount.read();
    if (account) onAccount(account);
  };
  return (
    <>
      <RefundAccountFields {...refundAccount.fields} />
      <button type="button" onClick={send}>
        send
      </button>
    </>
  );
}

const MSGS = SERVER_MSG.payment.refundAccount;

describe('refund account fields', () => {
  it("offers the banks by Toss' codes and shows each broken rule's message at its field", async () => {
    const onAccount = vi.fn();
    render(<Harness onAccount={onAccount} />);
    const bank = screen.getByLabelText(MSG.payment.refundBank) as HTMLSelectElement;
    expect(screen.getByRole('option', { name: 'KB국민은행' })).toMatchObject({ value: '06' });
    expect(screen.getByRole('option', { name: '토스뱅크' })).toMatchObject({ value: '92' });

    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText(MSGS.bank)).toBeTruthy();
    expect(screen.getByText(MSGS.number(20))).toBeTruthy();
    expect(screen.getByText(MSGS.holder(60))).toBeTruthy();
    expect(bank.getAttribute('aria-invalid')).toBe('true');

    // Once shown, the messages follow the typing.
    await userEvent.selectOptions(bank, '신한은행');
    expect(screen.queryByText(MSGS.bank)).toBeNull();
    await userEvent.type(screen.getByLabelText(MSG.payment.refundAccountNumber), '110-12a');
    await userEvent.type(screen.getByLabelText(MSG.payment.refundHolder), '김민지');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText(MSGS.number(20))).toBeTruthy();
    expect(screen.queryByText(MSGS.bank)).toBeNull();
    expect(onAccount).not.toHaveBeenCalled();
  });

  it('sends the account with digits only once every rule passes', async () => {
    const onAccount = vi.fn();
    render(<Harness onAccount={onAccount} />);
    await userEvent.selectOptions(screen.getByLabelText(MSG.payment.refundBank), 'KB국민은행');
    await userEvent.type(screen.getByLabelText(MSG.payment.refundAccountNumber), '123-456 785678');
    await userEvent.type(screen.getByLabelText(MSG.payment.refundHolder), ' 김민지 ');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(onAccount).toHaveBeenCalledWith({ bank: '06', accountNumber: '123456785678', holderName: '김민지' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
