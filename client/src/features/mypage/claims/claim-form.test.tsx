import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVER_MSG } from '@scene-shop/domain/server-messages';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../lib/messages';
import { ClaimForm } from './claim-form';

const OPTIONS = [
  { no: 7, size: 'L', color: null, stock: 2 },
  { no: 8, size: 'XL', color: null, stock: 0 },
];

function renderForm(onSubmit = vi.fn(), needsRefundAccount = false) {
  render(
    <ClaimForm
      orderProductNo={31}
      quantity={1}
      options={OPTIONS}
      needsRefundAccount={needsRefundAccount}
      submitting={false}
      error={null}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: MSG.claims.submit }));

describe('claim form', () => {
  it('asks for a reason, and for an exchange the new option (a sold-out one not choosable)', async () => {
    const onSubmit = renderForm();
    await submit();
    expect(await screen.findByText(SERVER_MSG.claim.reasonRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByLabelText(SERVER_MSG.claim.types.EXCHANGE));
    await userEvent.selectOptions(screen.getByLabelText(MSG.claims.reason), SERVER_MSG.claim.reasons.SIZE);
    await submit();
    expect(await screen.findByText(SERVER_MSG.claim.optionRequired)).toBeTruthy();
    const soldOut = screen.getByRole('option', { name: MSG.claims.optionSoldOut('XL') }) as HTMLOptionElement;
    expect(soldOut.disabled).toBe(true);

    await userEvent.selectOptions(screen.getByLabelText(MSG.claims.option), 'L');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(
      { orderProductNo: 31, type: 'EXCHANGE', reason: 'SIZE', text: '', optionNo: 7 },
      [],
    );
  });

  it('caps the text at 500 characters with its message and keeps at most three photos', async () => {
    const onSubmit = renderForm();
    await userEvent.selectOptions(screen.getByLabelText(MSG.claims.reason), SERVER_MSG.claim.reasons.DEFECT);
    const text = screen.getByLabelText(MSG.claims.text);
    await userEvent.click(text);
    await userEvent.paste('가'.repeat(501));
    await submit();
    expect(await screen.findByText(SERVER_MSG.claim.textTooLong(500))).toBeTruthy();

    const photo = (n: number) => new File(['x'], `p${n}.png`, { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(MSG.claims.addPhotos), [1, 2, 3, 4].map(photo));
    expect(screen.getByText(MSG.claims.photosTooMany(3))).toBeTruthy();
    expect(screen.getByText(MSG.claims.photoCount(3))).toBeTruthy();

    await userEvent.clear(text);
    await userEvent.type(text, '  찢어져 왔어요 ');
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [input, photos] = onSubmit.mock.calls[0]! as [object, File[]];
    expect(input).toEqual({
      orderProductNo: 31,
      type: 'RETURN',
      reason: 'DEFECT',
      text: '찢어져 왔어요',
      optionNo: null,
    });
    expect(photos.map((p) => p.name)).toEqual(['p1.png', 'p2.png', 'p3.png']);
  });

  it('a return of a line paid into a virtual account asks for the refund account; an exchange does not', async () => {
    const onSubmit = renderForm(vi.fn(), true);
    await userEvent.selectOptions(screen.getByLabelText(MSG.claims.reason), SERVER_MSG.claim.reasons.SIZE);
    await submit();
    expect(await screen.findByText(SERVER_MSG.payment.refundAccount.bank)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.selectOptions(screen.getByLabelText(MSG.payment.refundBank), '카카오뱅크');
    await userEvent.type(screen.getByLabelText(MSG.payment.refundAccountNumber), '3333-01-2345678');
    await userEvent.type(screen.getByLabelText(MSG.payment.refundHolder), '김민지');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(
      {
        orderProductNo: 31,
        type: 'RETURN',
        reason: 'SIZE',
        text: '',
        optionNo: null,
        refundAccount: { bank: '90', accountNumber: '3333012345678', holderName: '김민지' },
      },
      [],
    );

    await userEvent.click(screen.getByLabelText(SERVER_MSG.claim.types.EXCHANGE));
    expect(screen.queryByTestId('refund-account')).toBeNull();
  });
});
