import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState, Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import type { Context } from '../../context/context.js';
import { giveCoupon, makeProduct } from '../../test/fixtures.js';
import { startPayingShop, type FakeToss } from '../../test/fake-toss.js';
import type { TestApp } from '../../test/harness.js';
import { changeOrderState, placeOrderAs } from '../../test/orders.js';
import { Alert } from '../alert/alert.entity.js';
import { Product } from '../catalog/product.entity.js';
import { Order } from '../order/order.entity.js';
import { CouponUser } from '../promotion/coupon-user.entity.js';
import { rollupDrift } from '../statistics/sales-rollup.js';
import { Payment } from './payment.entity.js';
import { sweepExpiredPayments } from './payment-sync.js';
import { refundPayment } from './payment.service.js';

let fake: FakeToss;
let t: TestApp;
let close: () => Promise<void>;
let admin: string;
beforeAll(async () => {
  ({ t, fake, close } = await startPayingShop({ TOSS_TIMEOUT_MS: '300', PAYMENT_SWEEP_INTERVAL_MINUTES: '0' }));
  admin = (await t.member({ role: Role.ADMIN })).token;
});
afterAll(() => close());

const NO_DRIFT = { products: [], days: [] };
const CHECKOUT = `query ($orderNo: Int!) { paymentCheckout(orderNo: $orderNo) {
  orderNo orderId orderName amount clientKey successUrl failUrl windowUrl } }`;
const CONFIRM = `mutation ($input: ConfirmPaymentInput!) { confirmPayment(input: $input) {
  no state awaitingPayment payment { status method approvedAmount cancelledAmount receiptUrl } } }`;
const FAIL = `mutation ($input: FailPaymentInput!) { failPayment(input: $input) { no state } }`;
const ORDER = `query ($no: Int!) { order(no: $no) { no state awaitingPayment
  payment { status method amount approvedAmount cancelledAmount virtualAccount { accountNumber }
    refunds { amount status kind failureCode failureMessage } } } }`;

interface Checkout {
  orderNo: number;
  orderId: string;
  amount: number;
  windowUrl: string;
  successUrl: string;
  failUrl: string;
}
interface OrderView {
  no: number;
  state: string;
  awaitingPayment: boolean;
  payment: {
    status: string;
    method: string | null;
    approvedAmount: number;
    cancelledAmount: number;
    virtualAccount: { accountNumber: string } | null;
    refunds: { amount: number; status: string; failureCode: string | null; failureMessage: string | null }[];
  } | null;
}

const reload = (no: number) => t.em().findOneOrFail(Product, { no });
const orderOf = async (no: number, token: string) =>
  (await t.gql<{ order: OrderView }>(ORDER, { no }, token)).data!.order;

/** A member's order awaiting payment, with its checkout. */
async function awaitingOrder(quantity = 1, price = 20000) {
  const { user, token } = await t.member();
  const product = await makeProduct(t.em(), { price, stock: 5 });
  const no = await placeOrderAs(t, token, [[product, quantity]]);
  const res = await t.gql<{ paymentCheckout: Checkout }>(CHECKOUT, { orderNo: no }, token);
  expect(res.errors).toBeUndefined();
  return { user, token, product, no, checkout: res.data!.paymentCheckout };
}

/** The buyer in the fake's window: chooses a method and pays (or fails, or closes); answers where it sends them. */
async function throughWindow(checkout: Checkout, outcome: 'pay' | 'fail' | 'close', method = 'CARD', reject = false) {
  const page = await fetch(checkout.windowUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('결제하기');
  const window = new URL(checkout.windowUrl);
  const form = new URLSearchParams({ method, outcome, ...(reject ? { reject: '1' } : {}) });
  for (const k of ['orderId', 'amount', 'orderName', 'customerName', 'successUrl', 'failUrl']) {
    form.set(k, window.searchParams.get(k) ?? '');
  }
  const res = await fetch(`${window.origin}/window/pay`, { method: 'POST', body: form, redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

const confirmInput = (back: URL) => ({
  paymentKey: back.searchParams.get('paymentKey'),
  orderId: back.searchParams.get('orderId'),
  amount: Number(back.searchParams.get('amount')),
});

/** A context for calling the payment services directly (as the returns of issue 25 do). */
const serviceContext = (): Context =>
  ({ ...t.app.services, em: t.app.orm.em.fork(), viewer: null, requestId: 'test', ip: '127.0.0.1' }) as never;

const confirmCalls = () => fake.requests.filter((r) => r.path === '/v1/payments/confirm').length;

describe('paying through the payment window', () => {
  it('holds the stock unpaid, confirms the computed amount with the provider, then counts it and alerts once', async () => {
    const { user, token, product, no, checkout } = await awaitingOrder(2);
    expect(checkout).toMatchObject({ orderNo: no, amount: 40000, clientKey: fake.clientKey });
    expect(checkout.successUrl).toMatch(/\/user\/shop\/payment\/success$/);
    expect(await reload(product.no)).toMatchObject({ stock: 3 });
    expect(await orderOf(no, token)).toMatchObject({ state: 'RECEIVED', awaitingPayment: true });
    expect(await t.em().count(Alert, { user: user.no })).toBe(0);
    const ship = await changeOrderState(t, admin, no, OrderState.SHIPPING);
    expect(ship.errors?.[0]?.message).toBe(MSG.payment.notPaid);

    const back = await throughWindow(checkout, 'pay');
    expect(back.pathname).toBe('/user/shop/payment/success');
    const res = await t.gql<{ confirmPayment: OrderView }>(CONFIRM, { input: confirmInput(back) }, token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.confirmPayment).toMatchObject({
      no,
      state: 'RECEIVED',
      awaitingPayment: false,
      payment: { status: 'DONE', method: '카드', approvedAmount: 40000, cancelledAmount: 0 },
    });
    const call = fake.requests.filter((r) => r.path === '/v1/payments/confirm').at(-1)!;
    expect(call.headers.authorization).toBe(`Basic ${Buffer.from(`${fake.secretKey}:`).toString('base64')}`);
    expect(call.headers['idempotency-key']).toBeTruthy();
    expect(await t.em().count(Alert, { user: user.no })).toBe(1);
    expect(await rollupDrift(t.em())).toEqual(NO_DRIFT);

    // The success URL again (a reload, a replay): the same order, no second confirmation, no second alert.
    const calls = confirmCalls();
    const again = await t.gql<{ confirmPayment: OrderView }>(CONFIRM, { input: confirmInput(back) }, token);
    expect(again.data!.confirmPayment).toMatchObject({ no, awaitingPayment: false });
    expect(confirmCalls()).toBe(calls);
    expect(await t.em().count(Alert, { user: user.no })).toBe(1);
  });

  it('POST /api/order adds what a client needs to pay, and confirms over REST too', async () => {
    const { token } = await t.member();
    const product = await makeProduct(t.em(), { price: 15000, stock: 3 });
    const res = await t.rest('POST', '/api/order', {
      token,
      body: { totalAmount: 15000, items: [{ productNo: product.no, quantity: 1, resultPrice: 15000 }] },
    });
    expect(res.status).toBe(200);
    const body = res.body as { success: boolean; orderNo: number; price: number; payment: Checkout };
    expect(body).toMatchObject({ success: true, price: 15000, payment: { amount: 15000, orderNo: body.orderNo } });
    const back = await throughWindow(body.payment, 'pay', 'EASY_PAY');
    const confirmed = await t.rest('POST', '/api/payments/confirm', { token, body: confirmInput(back) });
    expect(confirmed).toMatchObject({ status: 200, body: { success: true, orderNo: body.orderNo, paid: true } });
    expect((await orderOf(body.orderNo, token)).payment).toMatchObject({ status: 'DONE', method: '간편결제' });
  });

  it('a rejected card, a failed or closed window release the stock and the coupon', async () => {
    const { user, token } = await t.member();
    const product = await makeProduct(t.em(), { price: 10000, stock: 4 });
    const coupon = await giveCoupon(t.em(), user, 10);
    const no = await placeOrderAs(t, token, [[product, 2]], { no: coupon.no, rate: 10 });
    const checkout = (await t.gql<{ paymentCheckout: Checkout }>(CHECKOUT, { orderNo: no }, token)).data!
      .paymentCheckout;
    const back = await throughWindow(checkout, 'pay', 'CARD', true);
    const res = await t.gql(CONFIRM, { input: confirmInput(back) }, token);
    expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(res.errors?.[0]?.message).toContain('잔액부족');
    expect(await orderOf(no, token)).toMatchObject({ state: 'CANCELLED', payment: { status: 'ABORTED' } });
    expect(await reload(product.no)).toMatchObject({ stock: 4 });
    expect(await t.em().findOneOrFail(CouponUser, { coupon: coupon.no })).toMatchObject({ isUsed: false });

    const closed = await awaitingOrder();
    const failBack = await throughWindow(closed.checkout, 'close');
    expect(failBack.pathname).toBe('/user/shop/payment/fail');
    expect(failBack.searchParams.get('code')).toBe('PAY_PROCESS_CANCELED');
    const failed = await t.gql<{ failPayment: { state: string } }>(
      FAIL,
      { input: { orderId: failBack.searchParams.get('orderId'), code: failBack.searchParams.get('code') } },
      closed.token,
    );
    expect(failed.data!.failPayment.state).toBe('CANCELLED');
    const failBody = { orderId: failBack.searchParams.get('orderId') };
    expect((await t.rest('POST', '/api/payments/fail', { body: failBody })).status).toBe(401);
    const extraKey = { token: closed.token, body: { ...failBody, paid: true } };
    expect((await t.rest('POST', '/api/payments/fail', extraKey)).status).toBe(400);
    expect(await reload(closed.product.no)).toMatchObject({ stock: 5 });
    expect(await rollupDrift(t.em())).toEqual(NO_DRIFT);
  });

  it('a virtual account awaits its deposit until the verified callback', async () => {
    const { token, no, checkout } = await awaitingOrder();
    const back = await throughWindow(checkout, 'pay', 'VIRTUAL_ACCOUNT');
    const res = await t.gql<{ confirmPayment: OrderView }>(CONFIRM, { input: confirmInput(back) }, token);
    expect(res.data!.confirmPayment).toMatchObject({
      awaitingPayment: true,
      payment: { status: 'WAITING_FOR_DEPOSIT' },
    });
    expect((await orderOf(no, token)).payment!.virtualAccount!.accountNumber).toBeTruthy();
    // A deposit callback with another secret changes nothing; the provider's own callback pays the order.
    expect(await fake.deposit(checkout.orderId, 'forged-secret')).toBe(200);
    expect(await orderOf(no, token)).toMatchObject({ awaitingPayment: true });
    expect(await fake.deposit(checkout.orderId)).toBe(200);
    expect(await orderOf(no, token)).toMatchObject({ awaitingPayment: false, payment: { status: 'DONE' } });
  });
});

describe('what a hostile client tries', () => {
  it('no wrong amount, other member, unknown key, forged callback or replay marks an order paid', async () => {
    const { token, no, checkout } = await awaitingOrder(1, 30000);
    const calls = confirmCalls();
    const key = fake.authorize(checkout.orderId, 30000);

    const wrongAmount = await t.gql(CONFIRM, { input: { ...key, amount: 100 } }, token);
    expect(wrongAmount.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const other = await t.member();
    const othersOrder = await t.gql(CONFIRM, { input: key }, other.token);
    expect(othersOrder.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await t.rest('POST', '/api/payments/confirm', { body: key })).toMatchObject({ status: 401 });
    const extra = await t.rest('POST', '/api/payments/confirm', { token, body: { ...key, paid: true } });
    expect(extra.status).toBe(400);
    expect(confirmCalls()).toBe(calls);

    // A key the provider never issued, and another order's real payment of the same amount: the provider refuses.
    const unknown = await t.gql(CONFIRM, { input: { ...key, paymentKey: 'tgen_forged' } }, token);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const elsewhere = await awaitingOrder(1, 30000);
    const theirs = fake.authorize(elsewhere.checkout.orderId, 30000);
    const borrowed = await t.gql(CONFIRM, { input: { ...key, paymentKey: theirs.paymentKey } }, token);
    expect(borrowed.errors).toBeDefined();

    // A forged status change claiming DONE: the server asks the provider, which knows it unpaid.
    const forged = await fetch(`${t.url}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        eventType: 'PAYMENT_STATUS_CHANGED',
        createdAt: new Date().toISOString(),
        data: { paymentKey: key.paymentKey, orderId: checkout.orderId, status: 'DONE', totalAmount: 30000 },
      }),
    });
    expect(forged.status).toBe(200);
    expect(await orderOf(no, token)).toMatchObject({ awaitingPayment: true, payment: { status: 'READY' } });

    // The real one still pays, once.
    const paid = await t.gql<{ confirmPayment: OrderView }>(CONFIRM, { input: key }, token);
    expect(paid.data!.confirmPayment).toMatchObject({ awaitingPayment: false });
    const replayOther = await t.gql(CONFIRM, { input: key }, other.token);
    expect(replayOther.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('when the provider fails', () => {
  it('a 5xx or a timeout leaves the payment to a retry; an approval the shop never committed is reconciled', async () => {
    const { token, no, checkout } = await awaitingOrder();
    const key = fake.authorize(checkout.orderId, checkout.amount);
    fake.setCondition('error');
    const down = await t.gql(CONFIRM, { input: key }, token);
    expect(down.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    expect(down.errors?.[0]?.message).toBe(MSG.payment.providerDown);
    fake.setCondition('up');
    expect((await t.gql(CONFIRM, { input: key }, token)).errors).toBeUndefined();

    // The provider approves, then the answer never comes (as when the shop dies between approval and commit).
    const lost = await awaitingOrder();
    const lostKey = fake.authorize(lost.checkout.orderId, lost.checkout.amount);
    fake.setCondition('approve-then-hang');
    const hung = await t.gql(CONFIRM, { input: lostKey }, lost.token);
    fake.setCondition('up');
    expect(hung.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    expect(fake.payments.get(lostKey.paymentKey)!.status).toBe('DONE');
    expect(await orderOf(lost.no, lost.token)).toMatchObject({ awaitingPayment: true });

    // … and one confirmed on the provider's side only, its success URL never reached the shop.
    const unseen = await awaitingOrder();
    const unseenKey = fake.authorize(unseen.checkout.orderId, unseen.checkout.amount);
    fake.confirmHere(unseenKey);

    // The Korea day the payments were opened on (not the clock's now: a run across midnight would look at the next).
    const [{ day: today }] = (await t
      .em()
      .execute(`select (created_at at time zone 'Asia/Seoul')::date::text as day from payment where order_no = ?`, [
        lost.no,
      ])) as [{ day: string }];
    const res = await t.gql<{
      reconcilePayments: { differences: { orderNo: number; kind: string; applied: boolean }[] };
    }>(
      'mutation ($day: String!) { reconcilePayments(day: $day) { day differences { orderNo kind shop provider applied } } }',
      { day: today },
      admin,
    );
    expect(res.errors).toBeUndefined();
    const found = res.data!.reconcilePayments.differences;
    expect(found).toContainEqual(expect.objectContaining({ orderNo: lost.no, kind: 'status', applied: true }));
    expect(found).toContainEqual(expect.objectContaining({ orderNo: unseen.no, kind: 'status', applied: true }));
    expect(found.some((d) => d.orderNo === no)).toBe(false);
    expect(await orderOf(lost.no, lost.token)).toMatchObject({ awaitingPayment: false, payment: { status: 'DONE' } });
    expect(await orderOf(unseen.no, unseen.token)).toMatchObject({ awaitingPayment: false });
    const listed = await t.gql<{ paymentReconciliations: { day: string }[] }>(
      '{ paymentReconciliations { day checkedAt differences { orderNo } } }',
      {},
      admin,
    );
    expect(listed.data!.paymentReconciliations[0]!.day).toBe(today);
    expect((await t.gql('{ paymentReconciliations { day } }', {}, token)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect(await rollupDrift(t.em())).toEqual(NO_DRIFT);
  });

  it('an expired hold releases the stock and the coupon (the sweep driven directly, past the hold)', async () => {
    const { user, token } = await t.member();
    const product = await makeProduct(t.em(), { price: 10000, stock: 2 });
    const coupon = await giveCoupon(t.em(), user, 10);
    const no = await placeOrderAs(t, token, [[product, 2]], { no: coupon.no, rate: 10 });
    expect(await reload(product.no)).toMatchObject({ stock: 0 });
    const payment = await t.em().findOneOrFail(Payment, { orderNo: no });
    const ctx = serviceContext();
    await sweepExpiredPayments(ctx, new Date(payment.holdUntil.getTime() - 1000));
    expect(await orderOf(no, token)).toMatchObject({ state: 'RECEIVED', awaitingPayment: true });
    await sweepExpiredPayments(ctx, new Date(payment.holdUntil.getTime() + 1000));
    expect(await orderOf(no, token)).toMatchObject({ state: 'CANCELLED', payment: { status: 'EXPIRED' } });
    expect(await reload(product.no)).toMatchObject({ stock: 2 });
    expect(await t.em().findOneOrFail(CouponUser, { coupon: coupon.no })).toMatchObject({ isUsed: false });
    // Too late to pay: the provider is never asked to confirm an order that gave its stock back.
    const late = fake.authorize(payment.tossOrderId, payment.amount);
    const calls = confirmCalls();
    expect((await t.gql(CONFIRM, { input: late }, token)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(confirmCalls()).toBe(calls);
    expect(await rollupDrift(t.em())).toEqual(NO_DRIFT);
  });
});

describe('a virtual account given up', () => {
  /** An order paid by virtual account, its deposit still awaited; with the fake's record of it. */
  async function waitingAccount() {
    const placed = await awaitingOrder(1, 25000);
    const back = await throughWindow(placed.checkout, 'pay', 'VIRTUAL_ACCOUNT');
    const res = await t.gql<{ confirmPayment: OrderView }>(CONFIRM, { input: confirmInput(back) }, placed.token);
    expect(res.data!.confirmPayment.payment!.status).toBe('WAITING_FOR_DEPOSIT');
    return { ...placed, remote: fake.byOrderId(placed.checkout.orderId)! };
  }
  const cancelsOf = (paymentKey: string) => fake.requests.filter((r) => r.path === `/v1/payments/${paymentKey}/cancel`);

  it("the member's cancel closes it at the provider first; refused or unreachable, the order stays", async () => {
    const { token, no, product, remote } = await waitingAccount();
    fake.refuseCancels({ code: 'NOT_CANCELABLE_PAYMENT', message: '취소 할 수 없는 결제 입니다.' });
    const refused = await t.rest('DELETE', `/api/cancel/${no}`, { token });
    fake.refuseCancels(null);
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toBe(
      MSG.payment.accountCancelRefused('취소 할 수 없는 결제 입니다.'),
    );
    fake.setCondition('down');
    const down = await t.rest('DELETE', `/api/cancel/${no}`, { token });
    fake.setCondition('up');
    expect(down.status).toBe(503);
    expect(await orderOf(no, token)).toMatchObject({
      state: 'RECEIVED',
      awaitingPayment: true,
      payment: { status: 'WAITING_FOR_DEPOSIT' },
    });
    expect(remote.status).toBe('WAITING_FOR_DEPOSIT');

    expect((await t.rest('DELETE', `/api/cancel/${no}`, { token })).status).toBe(200);
    expect(remote.status).toBe('CANCELED');
    expect(JSON.parse(cancelsOf(remote.paymentKey).at(-1)!.body)).toEqual({
      cancelReason: MSG.payment.memberCancelReason,
    });
    expect(await orderOf(no, token)).toMatchObject({
      state: 'CANCELLED',
      payment: { status: 'CANCELED', approvedAmount: 0, cancelledAmount: 0, refunds: [] },
    });
    expect(await reload(product.no)).toMatchObject({ stock: 5 });
    expect(await rollupDrift(t.em())).toEqual(NO_DRIFT);
  });

  it("the console's cancel of an account paid into meanwhile (its callback lost) applies the deposit and refunds it", async () => {
    const { token, no, product, remote } = await waitingAccount();
    Object.assign(remote, { status: 'DONE', approvedAt: new Date().toISOString() });
    // The deposit is applied; its refund needs the buyer's account, which nobody gave yet: asked for, nothing refunded.
    const asked = await changeOrderState(t, admin, no, OrderState.CANCELLED);
    expect(asked.errors?.[0]?.message).toBe(MSG.payment.refundAccount.required);
    expect(await orderOf(no, admin)).toMatchObject({ state: 'RECEIVED', payment: { status: 'DONE', refunds: [] } });
    const account = { bank: '20', accountNumber: '1002123456789', holderName: '이도윤' };
    const res = await t.gql(
      `mutation ($no: Int!, $account: RefundAccountInput) {
        changeOrderState(no: $no, state: CANCELLED, refundAccount: $account) { no } }`,
      { no, account },
      admin,
    );
    expect(res.errors).toBeUndefined();
    expect(remote).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(await orderOf(no, admin)).toMatchObject({
      state: 'CANCELLED',
      payment: {
        status: 'CANCELED',
        approvedAmount: 25000,
        cancelledAmount: 25000,
        refunds: [{ amount: 25000, status: 'DONE' }],
      },
    });
    expect(JSON.parse(cancelsOf(remote.paymentKey).at(-1)!.body)).toEqual({
      cancelReason: MSG.payment.adminCancelReason,
      refundReceiveAccount: account,
    });
    expect(await reload(product.no)).toMatchObject({ stock: 5 });
    expect((await orderOf(no, token)).state).toBe('CANCELLED');
    expect(await rollupDrift(t.em())).toEqual(NO_DRIFT);
  });

  it('an expired hold closes it at the provider; the sweep tries again while the provider cannot', async () => {
    const { token, no, product, remote } = await waitingAccount();
    const payment = await t.em().findOneOrFail(Payment, { orderNo: no });
    const past = new Date(payment.holdUntil.getTime() + 1000);
    fake.setCondition('error');
    await sweepExpiredPayments(serviceContext(), past);
    fake.setCondition('up');
    expect(await orderOf(no, token)).toMatchObject({
      awaitingPayment: true,
      payment: { status: 'WAITING_FOR_DEPOSIT' },
    });
    expect(remote.status).toBe('WAITING_FOR_DEPOSIT');

    await sweepExpiredPayments(serviceContext(), past);
    expect(remote.status).toBe('CANCELED');
    expect(JSON.parse(cancelsOf(remote.paymentKey).at(-1)!.body)).toEqual({
      cancelReason: MSG.payment.holdExpiredReason,
    });
    expect(await orderOf(no, token)).toMatchObject({ state: 'CANCELLED', payment: { status: 'CANCELED' } });
    expect(await reload(product.no)).toMatchObject({ stock: 5 });
    expect(await rollupDrift(t.em())).toEqual(NO_DRIFT);
  });
});

describe('money taken for an order the shop already released', () => {
  /** A card order whose hold ran out unpaid (released by the sweep), then approved at the provider after all. */
  async function releasedThenApproved() {
    const placed = await awaitingOrder(1, 18000);
    const payment = await t.em().findOneOrFail(Payment, { orderNo: placed.no });
    await sweepExpiredPayments(serviceContext(), new Date(payment.holdUntil.getTime() + 1000));
    expect(await orderOf(placed.no, placed.token)).toMatchObject({
      state: 'CANCELLED',
      payment: { status: 'EXPIRED' },
    });
    const key = fake.authorize(payment.tossOrderId, payment.amount);
    fake.confirmHere(key);
    return { ...placed, paymentKey: key.paymentKey, remote: fake.payments.get(key.paymentKey)! };
  }
  const lateCancels = (paymentKey: string) =>
    fake.requests.filter((r) => r.path === `/v1/payments/${paymentKey}/cancel`);

  it('seen by its status callback, is refunded whole once and shown as such; the order stays released', async () => {
    const { token, no, product, paymentKey, remote } = await releasedThenApproved();
    expect(await fake.statusChanged(paymentKey)).toBe(200);
    expect(await fake.statusChanged(paymentKey)).toBe(200);
    expect(remote).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    const calls = lateCancels(paymentKey);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]!.body)).toEqual({ cancelReason: MSG.payment.lateRefundReason });
    expect(calls[0]!.headers['idempotency-key']).toMatch(new RegExp(`^late-${no}-`));
    expect(await orderOf(no, admin)).toMatchObject({
      state: 'CANCELLED',
      payment: {
        status: 'CANCELED',
        approvedAmount: 18000,
        cancelledAmount: 18000,
        refunds: [{ amount: 18000, status: 'DONE', kind: 'RELEASED_ORDER' }],
      },
    });
    expect((await orderOf(no, token)).state).toBe('CANCELLED');
    expect(await reload(product.no)).toMatchObject({ stock: 5 });
    expect(await rollupDrift(t.em())).toEqual(NO_DRIFT);
  });

  it('seen by the reconciliation: listed to check while the provider refuses, refunded once it allows', async () => {
    const { no, paymentKey, remote } = await releasedThenApproved();
    const [{ day }] = (await t
      .em()
      .execute(`select (created_at at time zone 'Asia/Seoul')::date::text as day from payment where order_no = ?`, [
        no,
      ])) as [{ day: string }];
    const reconcile = async () => {
      const res = await t.gql<{
        reconcilePayments: { differences: { orderNo: number; kind: string; applied: boolean }[] };
      }>(
        'mutation ($day: String!) { reconcilePayments(day: $day) { differences { orderNo kind applied } } }',
        { day },
        admin,
      );
      expect(res.errors).toBeUndefined();
      return res.data!.reconcilePayments.differences.filter((d) => d.orderNo === no);
    };
    fake.refuseCancels({ code: 'NOT_CANCELABLE_PAYMENT', message: '취소 할 수 없는 결제 입니다.' });
    expect(await reconcile()).toEqual([{ orderNo: no, kind: 'status', applied: false }]);
    fake.refuseCancels(null);
    expect(remote.status).toBe('DONE');
    expect(await orderOf(no, admin)).toMatchObject({
      state: 'CANCELLED',
      payment: {
        status: 'EXPIRED',
        refunds: [{ status: 'FAILED', kind: 'RELEASED_ORDER', failureCode: 'NOT_CANCELABLE_PAYMENT' }],
      },
    });

    expect(await reconcile()).toEqual([{ orderNo: no, kind: 'lateRefund', applied: true }]);
    expect(await reconcile()).toEqual([]);
    expect(remote).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    // The refused try and the refund.
    expect(lateCancels(paymentKey)).toHaveLength(2);
    expect((await orderOf(no, admin)).payment).toMatchObject({
      status: 'CANCELED',
      cancelledAmount: 18000,
      refunds: [
        { status: 'FAILED', kind: 'RELEASED_ORDER' },
        { amount: 18000, status: 'DONE', kind: 'RELEASED_ORDER' },
      ],
    });
    expect(await rollupDrift(t.em())).toEqual(NO_DRIFT);
  });
});

describe('refunds', () => {
  async function paidOrder(quantity = 1) {
    const placed = await awaitingOrder(quantity);
    const back = await throughWindow(placed.checkout, 'pay');
    expect((await t.gql(CONFIRM, { input: confirmInput(back) }, placed.token)).errors).toBeUndefined();
    return placed;
  }

  it("the member's cancel refunds through the provider, shown on both sides, and the statistics drop it", async () => {
    const { token, no, product } = await paidOrder(2);
    const res = await t.rest('DELETE', `/api/cancel/${no}`, { token });
    expect(res).toMatchObject({ status: 200, body: MSG.order.cancelled });
    const view = await orderOf(no, token);
    expect(view).toMatchObject({
      state: 'CANCELLED',
      payment: { status: 'CANCELED', cancelledAmount: 40000, refunds: [{ amount: 40000, status: 'DONE' }] },
    });
    expect((await orderOf(no, admin)).payment!.refunds).toHaveLength(1);
    expect(await reload(product.no)).toMatchObject({ stock: 5 });
    const cancel = fake.requests.filter((r) => r.path.endsWith('/cancel')).at(-1)!;
    expect(JSON.parse(cancel.body)).toEqual({ cancelReason: MSG.payment.memberCancelReason });
    expect(await rollupDrift(t.em())).toEqual(NO_DRIFT);
  });

  it('a cancel made at the provider reaches the shop by its verified status callback, applied once', async () => {
    const { token, no, checkout } = await paidOrder();
    const paymentKey = fake.byOrderId(checkout.orderId)!.paymentKey;
    fake.cancelHere(paymentKey, { cancelReason: '결제사 콘솔에서 취소' });
    expect(await fake.statusChanged(paymentKey)).toBe(200);
    expect(await fake.statusChanged(paymentKey)).toBe(200);
    expect(await orderOf(no, token)).toMatchObject({
      state: 'CANCELLED',
      payment: { status: 'CANCELED', cancelledAmount: 20000, refunds: [{ amount: 20000, status: 'DONE' }] },
    });
    expect(await rollupDrift(t.em())).toEqual(NO_DRIFT);
  });

  it('a refund the provider refuses leaves the order as it was and tells the admin why', async () => {
    const { token, no } = await paidOrder();
    fake.refuseCancels({ code: 'NOT_CANCELABLE_PAYMENT', message: '취소 할 수 없는 결제 입니다.' });
    const res = await changeOrderState(t, admin, no, OrderState.CANCELLED);
    fake.refuseCancels(null);
    expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(res.errors?.[0]?.message).toContain('취소 할 수 없는 결제 입니다.');
    expect(await orderOf(no, admin)).toMatchObject({
      state: 'RECEIVED',
      payment: {
        status: 'DONE',
        cancelledAmount: 0,
        refunds: [
          { status: 'FAILED', failureCode: 'NOT_CANCELABLE_PAYMENT', failureMessage: '취소 할 수 없는 결제 입니다.' },
        ],
      },
    });
    // Tried again once the provider allows it: refunded, the order cancelled; it cannot be reinstated unpaid.
    expect((await changeOrderState(t, admin, no, OrderState.CANCELLED)).errors).toBeUndefined();
    expect(await orderOf(no, token)).toMatchObject({ state: 'CANCELLED', payment: { status: 'CANCELED' } });
    const back = await changeOrderState(t, admin, no, OrderState.RECEIVED);
    expect(back.errors?.[0]?.message).toBe(MSG.payment.reinstateRefunded);
  });

  it('a partial refund (a returned line) is idempotent and comes off the revenue', async () => {
    const revenue = async () => {
      const [row] = await t
        .em()
        .execute<{ revenue: string }[]>(`select sum(revenue)::bigint as revenue from sales_day_rollup`);
      return Number(row!.revenue);
    };
    const unpaid = await revenue();
    const placed = await awaitingOrder(2);
    // Awaiting its payment, the order is not money yet.
    expect(await revenue()).toBe(unpaid);
    const back = await throughWindow(placed.checkout, 'pay');
    expect((await t.gql(CONFIRM, { input: confirmInput(back) }, placed.token)).errors).toBeUndefined();
    expect(await revenue()).toBe(unpaid + 40000);
    const { token, no } = placed;
    const request = { orderNo: no, amount: 20000, reason: '반품', idempotencyKey: `return-${no}-1` };
    const first = await refundPayment(serviceContext(), request);
    const second = await refundPayment(serviceContext(), request);
    expect(second!.no).toBe(first!.no);
    expect(fake.requests.filter((r) => r.path.endsWith('/cancel') && r.body.includes('반품'))).toHaveLength(1);
    expect(await orderOf(no, token)).toMatchObject({
      state: 'RECEIVED',
      payment: { status: 'PARTIAL_CANCELED', cancelledAmount: 20000 },
    });
    expect(await revenue()).toBe(unpaid + 20000);
    await expect(refundPayment(serviceContext(), { ...request, amount: 30000, idempotencyKey: 'x' })).rejects.toThrow(
      '20000',
    );
    expect(await rollupDrift(t.em())).toEqual(NO_DRIFT);
    // Cancelling the rest refunds only what is left, and the order's money is gone from the statistics.
    expect((await t.rest('DELETE', `/api/cancel/${no}`, { token })).status).toBe(200);
    expect(await orderOf(no, token)).toMatchObject({ payment: { status: 'CANCELED', cancelledAmount: 40000 } });
    expect(await revenue()).toBe(unpaid);
    expect(await rollupDrift(t.em())).toEqual(NO_DRIFT);
    expect(await t.em().findOneOrFail(Order, { no })).toMatchObject({ state: OrderState.CANCELLED });
  });
});

describe('reading payments', () => {
  it('batches the payments and refunds of a page of orders (the same statements for one order as for three)', async () => {
    const query = `{ myOrders(page: 0, size: 10) { content { no payment { status needsRefundAccount refundAccountOnFile
      refunds { amount status refundAccount } } } } }`;
    const one = await awaitingOrder();
    const three = await t.member();
    for (let i = 0; i < 3; i += 1) {
      await placeOrderAs(t, three.token, [[await makeProduct(t.em(), { price: 1000, stock: 1 }), 1]]);
    }
    const a = await t.gql<{ myOrders: { content: unknown[] } }>(query, {}, one.token);
    const b = await t.gql<{ myOrders: { content: { payment: { status: string } }[] } }>(query, {}, three.token);
    expect(a.data!.myOrders.content).toHaveLength(1);
    expect(b.data!.myOrders.content.map((o) => o.payment.status)).toEqual(['READY', 'READY', 'READY']);
    expect(b.statements).toBe(a.statements);
  });
});
