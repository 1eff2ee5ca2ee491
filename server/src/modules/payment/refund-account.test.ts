import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState, Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { makeProduct } from '../../test/fixtures.js';
import { startPayingShop, type FakeToss } from '../../test/fake-toss.js';
import type { TestApp } from '../../test/harness.js';
import { changeOrderState, placeOrderAs } from '../../test/orders.js';
import { Product } from '../catalog/product.entity.js';
import { Payment } from './payment.entity.js';

let fake: FakeToss;
let t: TestApp;
let close: () => Promise<void>;
let admin: string;
beforeAll(async () => {
  ({ t, fake, close } = await startPayingShop({ TOSS_TIMEOUT_MS: '300', PAYMENT_SWEEP_INTERVAL_MINUTES: '0' }));
  admin = (await t.member({ role: Role.ADMIN })).token;
});
afterAll(() => close());

/** A refund account as a member types it (the hyphens are dropped). */
const ACCOUNT = { bank: '06', accountNumber: '123-456-785678', holderName: '김민지' };
const SENT = { bank: '06', accountNumber: '123456785678', holderName: '김민지' };
const LABEL = '국민 ****5678';

const CONFIRM = 'mutation ($input: ConfirmPaymentInput!) { confirmPayment(input: $input) { no } }';
const CANCEL = `mutation ($no: Int!, $account: RefundAccountInput) {
  cancelOrder(no: $no, refundAccount: $account) { no state } }`;
const ADMIN_CANCEL = `mutation ($no: Int!, $account: RefundAccountInput) {
  changeOrderState(no: $no, state: CANCELLED, refundAccount: $account) { no state } }`;
const ORDER = `query ($no: Int!) { order(no: $no) { no state
  payment { status method cancelledAmount needsRefundAccount refundAccountOnFile
    refunds { amount status failureCode refundAccount } } } }`;
const REQUEST = `mutation ($input: ClaimInput!) { requestClaim(input: $input) { no refundAccount } }`;
const APPROVE = 'mutation ($no: Int!) { approveClaim(no: $no) { no } }';
const RECEIVE = 'mutation ($no: Int!) { receiveClaim(no: $no) { no state refundAmount refundAccount } }';

interface OrderView {
  state: string;
  payment: {
    status: string;
    cancelledAmount: number;
    needsRefundAccount: boolean;
    refundAccountOnFile: string | null;
    refunds: { amount: number; status: string; failureCode: string | null; refundAccount: string | null }[];
  };
}

const orderOf = async (no: number) => (await t.gql<{ order: OrderView }>(ORDER, { no }, admin)).data!.order;
const cancelsOf = (paymentKey: string) =>
  fake.requests.filter((r) => r.path === `/v1/payments/${paymentKey}/cancel`).map((r) => JSON.parse(r.body));

/** A member's order paid by card or into a virtual account (confirmed, then deposited: the callback pays it). */
async function paidOrder(method: 'CARD' | 'VIRTUAL_ACCOUNT', price = 30000) {
  const { token } = await t.member();
  const product = await makeProduct(t.em(), { price, stock: 5 });
  const no = await placeOrderAs(t, token, [[product, 1]]);
  const payment = await t.em().findOneOrFail(Payment, { orderNo: no });
  const key = fake.authorize(payment.tossOrderId, payment.amount, method);
  expect((await t.gql(CONFIRM, { input: key }, token)).errors).toBeUndefined();
  if (method === 'VIRTUAL_ACCOUNT') expect(await fake.deposit(payment.tossOrderId)).toBe(200);
  const remote = fake.payments.get(key.paymentKey)!;
  expect(remote.status).toBe('DONE');
  return { token, no, product, remote };
}

describe('the fake Toss', () => {
  it('refuses to refund a deposited virtual account without a valid refund account, and refunds with one', async () => {
    const { remote } = await paidOrder('VIRTUAL_ACCOUNT');
    const call = (body: unknown, key: string) =>
      fetch(`${fake.url}/v1/payments/${remote.paymentKey}/cancel`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${fake.secretKey}:`).toString('base64')}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify(body),
      });
    for (const [i, refundReceiveAccount] of [
      undefined,
      { ...SENT, bank: '99' },
      { ...SENT, accountNumber: '1234-5678' },
      { ...SENT, holderName: '' },
    ].entries()) {
      const res = await call({ cancelReason: '테스트', refundReceiveAccount }, `bad-${i}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: 'INVALID_REFUND_ACCOUNT_INFO',
        message: '환불 계좌 정보가 올바르지 않습니다.',
      });
    }
    expect(remote).toMatchObject({ status: 'DONE', cancels: [] });
    const ok = await call({ cancelReason: '테스트', refundReceiveAccount: SENT }, 'good');
    expect(ok.status).toBe(200);
    expect(remote.status).toBe('CANCELED');
    expect(remote.cancels[0]!.refundReceiveAccount).toEqual({ ...SENT, accountNumber: '****5678' });
  });
});

describe("the member's cancel of a deposited virtual account", () => {
  it('asks for the account (400, nothing changed), then refunds to it and shows it masked', async () => {
    const { token, no, product, remote } = await paidOrder('VIRTUAL_ACCOUNT');
    expect((await orderOf(no)).payment).toMatchObject({ needsRefundAccount: true, refundAccountOnFile: null });

    const without = await t.gql(CANCEL, { no }, token);
    expect(without.errors?.[0]?.message).toBe(MSG.payment.refundAccount.required);
    const badNumber = await t.gql(CANCEL, { no, account: { ...ACCOUNT, accountNumber: '12a4' } }, token);
    expect(badNumber.errors?.[0]?.message).toBe(MSG.payment.refundAccount.number(20));
    const badBank = await t.rest('DELETE', `/api/cancel/${no}`, {
      token,
      body: { refundAccount: { ...ACCOUNT, bank: 'KB' } },
    });
    expect(badBank.status).toBe(400);
    expect(badBank.body).toMatchObject({ message: MSG.payment.refundAccount.bank });
    const noHolder = await t.rest('DELETE', `/api/cancel/${no}`, {
      token,
      body: { refundAccount: { ...ACCOUNT, holderName: ' ' } },
    });
    expect(noHolder.status).toBe(400);
    expect(noHolder.body).toMatchObject({ message: MSG.payment.refundAccount.holder(60) });
    const stray = await t.rest('DELETE', `/api/cancel/${no}`, { token, body: { refundAccount: ACCOUNT, x: 1 } });
    expect(stray.status).toBe(400);
    expect(await orderOf(no)).toMatchObject({ state: 'RECEIVED', payment: { status: 'DONE', refunds: [] } });
    expect(cancelsOf(remote.paymentKey)).toEqual([]);

    const res = await t.rest('DELETE', `/api/cancel/${no}`, { token, body: { refundAccount: ACCOUNT } });
    expect(res.status).toBe(200);
    expect(cancelsOf(remote.paymentKey)).toEqual([
      { cancelReason: MSG.payment.memberCancelReason, refundReceiveAccount: SENT },
    ]);
    expect(await orderOf(no)).toMatchObject({
      state: 'CANCELLED',
      payment: {
        status: 'CANCELED',
        needsRefundAccount: false,
        refunds: [{ amount: 30000, status: 'DONE', refundAccount: LABEL }],
      },
    });
    // Paid back: only the masked label is kept.
    const kept = await t.em().execute(`select refund_account from payment_cancel where order_no = ?`, [no]);
    expect(kept).toEqual([{ refund_account: null }]);
    expect(await t.em().findOneOrFail(Product, { no: product.no }, { refresh: true })).toMatchObject({ stock: 5 });
  });

  it('an account where none applies (a card) is refused, nothing changed; the card refund takes none', async () => {
    const { token, no, remote } = await paidOrder('CARD');
    const res = await t.gql(CANCEL, { no, account: ACCOUNT }, token);
    expect(res.errors?.[0]?.message).toBe(MSG.payment.refundAccount.notApplicable);
    const rest = await t.rest('DELETE', `/api/cancel/${no}`, { token, body: { refundAccount: ACCOUNT } });
    expect(rest.status).toBe(400);
    expect(await orderOf(no)).toMatchObject({
      state: 'RECEIVED',
      payment: { status: 'DONE', needsRefundAccount: false },
    });
    expect(cancelsOf(remote.paymentKey)).toEqual([]);
    // The card's refund goes back to the card, with no account.
    expect((await t.gql(CANCEL, { no }, token)).errors).toBeUndefined();
    expect(cancelsOf(remote.paymentKey)).toEqual([{ cancelReason: MSG.payment.memberCancelReason }]);
  });
});

describe("the console's cancel of a deposited virtual account", () => {
  it("asks the admin for the account when the member gave none, then refunds to the admin's", async () => {
    const { no, remote } = await paidOrder('VIRTUAL_ACCOUNT');
    const without = await t.gql(ADMIN_CANCEL, { no }, admin);
    expect(without.errors?.[0]?.message).toBe(MSG.payment.refundAccount.required);
    const rest = await t.rest('PUT', `/api/admin/orders/${no}/status`, { token: admin, body: { status: '주문취소' } });
    expect(rest.status).toBe(400);
    expect(await orderOf(no)).toMatchObject({ state: 'RECEIVED', payment: { status: 'DONE' } });

    const done = await t.rest('PUT', `/api/admin/orders/${no}/status`, {
      token: admin,
      body: { status: '주문취소', refundAccount: { bank: '88', accountNumber: '110222333444', holderName: '박서준' } },
    });
    expect(done.status).toBe(200);
    expect(cancelsOf(remote.paymentKey).at(-1)).toEqual({
      cancelReason: MSG.payment.adminCancelReason,
      refundReceiveAccount: { bank: '88', accountNumber: '110222333444', holderName: '박서준' },
    });
    expect(await orderOf(no)).toMatchObject({
      state: 'CANCELLED',
      payment: { refunds: [{ status: 'DONE', refundAccount: '신한 ****3444' }] },
    });
  });

  it("uses the member's account when the member's own cancel did not go through", async () => {
    const { token, no, remote } = await paidOrder('VIRTUAL_ACCOUNT');
    fake.refuseCancels({ code: 'PROVIDER_ERROR', message: '일시적인 오류가 발생했습니다.' });
    const refused = await t.gql(CANCEL, { no, account: ACCOUNT }, token);
    fake.refuseCancels(null);
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await orderOf(no)).toMatchObject({
      state: 'RECEIVED',
      payment: { status: 'DONE', refundAccountOnFile: LABEL, refunds: [{ status: 'FAILED', refundAccount: LABEL }] },
    });

    expect((await t.gql(ADMIN_CANCEL, { no }, admin)).errors).toBeUndefined();
    expect(cancelsOf(remote.paymentKey).at(-1)).toEqual({
      cancelReason: MSG.payment.adminCancelReason,
      refundReceiveAccount: SENT,
    });
    expect(await orderOf(no)).toMatchObject({
      state: 'CANCELLED',
      payment: { status: 'CANCELED', refundAccountOnFile: null },
    });
  });

  it('an account Toss calls wrong is not kept for the next try', async () => {
    const { token, no } = await paidOrder('VIRTUAL_ACCOUNT');
    fake.refuseCancels({ code: 'INVALID_REFUND_ACCOUNT_INFO', message: '환불 계좌 정보가 올바르지 않습니다.' });
    const refused = await t.gql(CANCEL, { no, account: ACCOUNT }, token);
    fake.refuseCancels(null);
    expect(refused.errors?.[0]?.message).toBe(MSG.payment.refundRefused('환불 계좌 정보가 올바르지 않습니다.'));
    expect((await orderOf(no)).payment.refundAccountOnFile).toBeNull();
    expect((await t.gql(ADMIN_CANCEL, { no }, admin)).errors?.[0]?.message).toBe(MSG.payment.refundAccount.required);
  });

  it('a state change other than a cancel takes no account', async () => {
    const { no } = await paidOrder('VIRTUAL_ACCOUNT');
    const res = await t.rest('PUT', `/api/admin/orders/${no}/status`, {
      token: admin,
      body: { status: '배송중', refundAccount: ACCOUNT },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: MSG.payment.refundAccount.notApplicable });
    expect((await orderOf(no)).state).toBe('RECEIVED');
  });
});

describe('a return of a line paid into a virtual account', () => {
  it('asks for the account with the request; the approval and receipt refund to it', async () => {
    const { token, no, remote } = await paidOrder('VIRTUAL_ACCOUNT', 40000);
    expect((await changeOrderState(t, admin, no, OrderState.DELIVERED)).errors).toBeUndefined();
    const [line] = await t.em().execute<{ no: number }[]>(`select no from order_product where order_no = ?`, [no]);
    const input = { orderProductNo: line!.no, type: 'RETURN', reason: 'SIZE' };

    const without = await t.gql(REQUEST, { input }, token);
    expect(without.errors?.[0]?.message).toBe(MSG.payment.refundAccount.required);
    const bad = await t.gql(
      REQUEST,
      { input: { ...input, refundAccount: { ...ACCOUNT, accountNumber: '1'.repeat(21) } } },
      token,
    );
    expect(bad.errors?.[0]?.message).toBe(MSG.payment.refundAccount.number(20));
    expect(await t.em().execute(`select no from claim where order_no = ?`, [no])).toEqual([]);

    const asked = await t.gql<{ requestClaim: { no: number; refundAccount: string } }>(
      REQUEST,
      { input: { ...input, refundAccount: ACCOUNT } },
      token,
    );
    expect(asked.errors).toBeUndefined();
    const claimNo = asked.data!.requestClaim.no;
    expect(asked.data!.requestClaim.refundAccount).toBe(LABEL);
    expect((await t.rest('GET', `/api/claims/${claimNo}`, { token })).body).toMatchObject({ refundAccount: LABEL });

    expect((await t.gql(APPROVE, { no: claimNo }, admin)).errors).toBeUndefined();
    const received = await t.gql<{ receiveClaim: { state: string; refundAmount: number } }>(
      RECEIVE,
      { no: claimNo },
      admin,
    );
    expect(received.errors).toBeUndefined();
    expect(received.data!.receiveClaim).toMatchObject({ state: 'REFUNDED', refundAmount: 40000 });
    expect(cancelsOf(remote.paymentKey)).toEqual([
      { cancelReason: MSG.payment.returnReason, refundReceiveAccount: SENT },
    ]);
    expect(remote.status).toBe('CANCELED');
    expect(await t.em().execute(`select refund_account from claim where no = ?`, [claimNo])).toEqual([
      { refund_account: null },
    ]);
  });

  it("the console's retry of a refused refund may name another account", async () => {
    const { token, no, remote } = await paidOrder('VIRTUAL_ACCOUNT', 40000);
    expect((await changeOrderState(t, admin, no, OrderState.DELIVERED)).errors).toBeUndefined();
    const [line] = await t.em().execute<{ no: number }[]>(`select no from order_product where order_no = ?`, [no]);
    const input = { orderProductNo: line!.no, type: 'RETURN', reason: 'SIZE', refundAccount: ACCOUNT };
    const claimNo = (await t.gql<{ requestClaim: { no: number } }>(REQUEST, { input }, token)).data!.requestClaim.no;
    expect((await t.gql(APPROVE, { no: claimNo }, admin)).errors).toBeUndefined();
    fake.refuseCancels({ code: 'INVALID_REFUND_ACCOUNT_INFO', message: '환불 계좌 정보가 올바르지 않습니다.' });
    const refused = await t.gql(RECEIVE, { no: claimNo }, admin);
    fake.refuseCancels(null);
    expect(refused.errors?.[0]?.message).toBe(MSG.payment.refundRefused('환불 계좌 정보가 올바르지 않습니다.'));
    expect(await t.em().execute(`select state from claim where no = ?`, [claimNo])).toEqual([{ state: 'RECEIVED' }]);

    const other = { bank: '90', accountNumber: '3333019876543', holderName: '김민지' };
    const retried = await t.rest('PUT', `/api/admin/claims/${claimNo}/refund`, {
      token: admin,
      body: { refundAccount: other },
    });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ state: 'REFUNDED', refundAccount: '카카오뱅크 ****6543' });
    expect(cancelsOf(remote.paymentKey).at(-1)).toEqual({
      cancelReason: MSG.payment.returnReason,
      refundReceiveAccount: other,
    });
  });

  it('an account with a card-paid return or an exchange is refused', async () => {
    const { token, no } = await paidOrder('CARD');
    expect((await changeOrderState(t, admin, no, OrderState.DELIVERED)).errors).toBeUndefined();
    const [line] = await t.em().execute<{ no: number }[]>(`select no from order_product where order_no = ?`, [no]);
    const input = { orderProductNo: line!.no, type: 'RETURN', reason: 'SIZE', refundAccount: ACCOUNT };
    expect((await t.gql(REQUEST, { input }, token)).errors?.[0]?.message).toBe(MSG.payment.refundAccount.notApplicable);
    const exchange = await t.gql(REQUEST, { input: { ...input, type: 'EXCHANGE', optionNo: 1 } }, token);
    expect(exchange.errors?.[0]?.message).toBe(MSG.payment.refundAccount.exchange);
  });
});
