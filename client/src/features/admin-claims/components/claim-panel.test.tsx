import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVER_MSG } from '@scene-shop/domain/server-messages';
import { describe, expect, it, vi } from 'vitest';
import type { AdminClaim_ClaimFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { ClaimPanel } from './claim-panel';

/** A received return of a line paid into a virtual account, whose refund Toss refused. */
const claim = {
  __typename: 'Claim',
  no: 5,
  orderNo: 41,
  ordererName: '김민지',
  type: 'RETURN',
  reason: 'SIZE',
  text: '',
  state: 'RECEIVED',
  optionLabel: null,
  rejectReason: null,
  refundAmount: 40000,
  refundAccount: '국민 ****5678',
  photos: [],
  date: '2024-05-01T03:00:00.000Z',
  line: { no: 3, quantity: 1, price: 40000, optionLabel: null, product: { no: 7, name: '체크 셔츠', pic: null } },
  history: [],
} as unknown as AdminClaim_ClaimFragment;

describe("the console's claim panel", () => {
  it("shows the return's masked account and retries its refund to another account the admin types", async () => {
    const onAction = vi.fn();
    render(<ClaimPanel claim={claim} busy={false} onAction={onAction} />);
    expect(screen.getByText('국민 ****5678')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: MSG.adminClaims.refundOtherAccount }));
    await userEvent.click(screen.getByRole('button', { name: MSG.adminClaims.refundOtherAccount }));
    expect(await screen.findByText(SERVER_MSG.payment.refundAccount.bank)).toBeTruthy();
    expect(onAction).not.toHaveBeenCalled();

    await userEvent.selectOptions(screen.getByLabelText(MSG.payment.refundBank), '20');
    await userEvent.type(screen.getByLabelText(MSG.payment.refundAccountNumber), '1002-123-456789');
    await userEvent.type(screen.getByLabelText(MSG.payment.refundHolder), '김민지');
    await userEvent.click(screen.getByRole('button', { name: MSG.adminClaims.refundOtherAccount }));
    expect(onAction).toHaveBeenCalledWith(claim, 'refund', undefined, {
      bank: '20',
      accountNumber: '1002123456789',
      holderName: '김민지',
    });
  });
});
