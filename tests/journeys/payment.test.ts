import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { discountedPrice } from '@scene-shop/domain/money';
import { SERVER_MSG } from '@scene-shop/domain/server-messages';
import { MSG } from '../../client/src/lib/messages.js';
import { paths } from '../../client/src/lib/paths.js';
import { DEMO_ADMIN_PASSWORD, DEMO_MEMBER_PASSWORD } from '../../server/src/seeds/seed-if-empty.js';
import { startPayingShop, type FakeToss } from '../../server/src/test/fake-toss.js';
import { freePort } from '../../server/src/test/free-port.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { assertClientBuilt, CLIENT_DIST, screenshot, sharedChromium, watchPage } from './browser.js';
import {
  apiLogIn,
  expectNoSideScroll,
  gqlAs,
  logIn,
  productsInStock,
  seedCart,
  type ApiProduct,
} from './member-journey.js';

let app: TestApp;
let fake: FakeToss;
let close: (() => Promise<void>) | undefined;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let watch: ReturnType<typeof watchPage>;

beforeAll(async () => {
  assertClientBuilt();
  const port = await freePort();
  ({
    t: app,
    fake,
    close,
  } = await startPayingShop({ SEED_DEMO: 'true', CLIENT_DIST, PUBLIC_URL: `http://localhost:${port}` }, port));
  browser = await sharedChromium();
});
afterAll(() => close?.());
beforeEach(async () => {
  context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 360, height: 780 } });
  page = await context.newPage();
  watch = watchPage(page, app.url);
});
afterEach(async () => {
  await context.close();
  expect(watch.problems).toEqual([]);
  // The only other host the browser may visit is the payment provider's window (the loopback fake).
  expect(watch.foreign.filter((url) => !url.startsWith(fake.url))).toEqual([]);
});

const won = (n: number) => `${new Intl.NumberFormat('ko-KR').format(n)}원`;
const stockOf = async (no: number) =>
  (await app.gql<{ product: { stock: number } }>('query($no: Int!) { product(no: $no) { stock } }', { no })).data!
    .product.stock;

/** From the cart to the provider's window: the order is placed awaiting payment and the browser leaves the shop. */
/** member3 orders one product through the API; the order awaits its payment, whose order id the window would get. */
async function placeAwaitingPayment() {
  const [product] = await productsInStock(app, 1);
  const member = (await apiLogIn(app, 'member3', DEMO_MEMBER_PASSWORD))!;
  const price = discountedPrice(product!.price, product!.discountRate);
  const placed = await gqlAs<{ placeOrder: { no: number } }>(
    app,
    member,
    'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { no } }',
    { input: { totalAmount: price, items: [{ productNo: product!.no, quantity: 1, resultPrice: price }] } },
  );
  const orderNo = placed.placeOrder.no;
  const checkout = await gqlAs<{ paymentCheckout: { orderId: string } }>(
    app,
    member,
    'query($no: Int!) { paymentCheckout(orderNo: $no) { orderId } }',
    { no: orderNo },
  );
  return { member, price, orderNo, orderId: checkout.paymentCheckout.orderId };
}

async function toPaymentWindow(product: ApiProduct): Promise<void> {
  await logIn(page, app, 'member2', DEMO_MEMBER_PASSWORD);
  await seedCart(page, [{ product, quantity: 1 }]);
  await page.goto(`${app.url}/user/shop/cart`);
  await page.getByRole('button', { name: MSG.cart.order }).click();
  await page.waitForURL(`${app.url}/user/shop/order/detail`);
  await expect
    .poll(() => page.getByTestId('order-pay').textContent())
    .toBe(won(discountedPrice(product.price, product.discountRate)));
  // Payments are configured: no demo label.
  expect(await page.getByTestId('payment-demo').count()).toBe(0);
  await page.getByRole('button', { name: MSG.order.pay }).click();
  await page.waitForURL((url) => url.href.startsWith(`${fake.url}/window`));
  await page.getByRole('heading', { name: /토스페이먼츠/ }).waitFor();
}

describe('paying through Toss Payments at phone size', () => {
  it('pays in the window, sees the payment, cancels and sees the refund', async () => {
    const [product] = await productsInStock(app, 1);
    const before = await stockOf(product!.no);
    await toPaymentWindow(product!);
    expect(await stockOf(product!.no)).toBe(before - 1);
    await screenshot(page, 'payment-window-360');
    await page.getByLabel('카드', { exact: true }).check();
    await page.getByRole('button', { name: '결제하기' }).click();

    await page.waitForURL(`${app.url}/user/shop/purchase`);
    await page.getByRole('heading', { name: MSG.order.doneTitle }).waitFor();
    const orderNo = Number((await page.getByText(/^주문번호 \d+$/).textContent())!.replace(/\D/g, ''));
    expect(await page.evaluate(() => localStorage.getItem(`cart_${sessionStorage.getItem('userNo')}`))).toBe('[]');
    await screenshot(page, 'payment-done-360');

    await page.goto(`${app.url}/user/mypage/order/${orderNo}`);
    await expect.poll(() => page.getByTestId('payment-status').textContent()).toBe(MSG.payment.statuses.DONE);
    await expectNoSideScroll(page);
    await screenshot(page, 'payment-order-paid-360');
    await page.getByRole('button', { name: MSG.orders.cancel }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: MSG.orders.cancelConfirm }).click();
    await page.getByRole('alertdialog', { name: MSG.orders.cancelled }).getByRole('button').click();
    await page.getByText(MSG.orders.state.CANCELLED).first().waitFor();
    await expect.poll(() => page.getByTestId('payment-status').textContent()).toBe(MSG.payment.statuses.CANCELED);
    const price = discountedPrice(product!.price, product!.discountRate);
    expect(await page.getByTestId('payment-refunded').textContent()).toBe(won(price));
    expect(await page.getByTestId('payment-refund').textContent()).toContain(MSG.payment.refundStatuses.DONE);
    expect(fake.payments.size).toBeGreaterThan(0);
    expect([...fake.payments.values()].find((p) => p.totalAmount === price && p.status === 'CANCELED')).toBeTruthy();
    expect(await stockOf(product!.no)).toBe(before);
    await screenshot(page, 'payment-refunded-360');
  });

  it('pays into a virtual account, and cancelling it gives the account the money goes back to', async () => {
    const [product] = await productsInStock(app, 1);
    const price = discountedPrice(product!.price, product!.discountRate);
    await toPaymentWindow(product!);
    await page.getByLabel('가상계좌', { exact: true }).check();
    await page.getByRole('button', { name: '결제하기' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${app.url}/user/shop/`) && !url.pathname.includes('payment'));
    const remote = [...fake.payments.values()].find((p) => p.totalAmount === price && p.method === '가상계좌')!;
    await expect.poll(() => remote.status).toBe('WAITING_FOR_DEPOSIT');
    const orderNo = Number(remote.orderId.split('-')[1]);
    // The buyer pays into the account: the provider's callback pays the order.
    expect(await fake.deposit(remote.orderId)).toBe(200);

    await page.goto(`${app.url}/user/mypage/order/${orderNo}`);
    await expect.poll(() => page.getByTestId('payment-status').textContent()).toBe(MSG.payment.statuses.DONE);
    await page.getByRole('button', { name: MSG.orders.cancel }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByTestId('refund-account').waitFor();
    await dialog.getByRole('button', { name: MSG.orders.cancelConfirm }).click();
    await dialog.getByText(SERVER_MSG.payment.refundAccount.bank).waitFor();
    expect(remote.status).toBe('DONE');
    await dialog.getByLabel(MSG.payment.refundBank).selectOption('06');
    await dialog.getByLabel(MSG.payment.refundAccountNumber).fill('123-456-785678');
    await dialog.getByLabel(MSG.payment.refundHolder).fill('김민지');
    await expectNoSideScroll(page);
    await screenshot(page, 'payment-refund-account-360');
    await dialog.getByRole('button', { name: MSG.orders.cancelConfirm }).click();
    await page.getByRole('alertdialog', { name: MSG.orders.cancelled }).getByRole('button').click();
    await expect.poll(() => page.getByTestId('payment-status').textContent()).toBe(MSG.payment.statuses.CANCELED);
    expect(await page.getByTestId('payment-refund').textContent()).toContain(MSG.payment.refundTo('국민 ****5678'));
    expect(remote.cancels.at(-1)!.refundReceiveAccount).toEqual({
      bank: '06',
      accountNumber: '****5678',
      holderName: '김민지',
    });
  });

  it('abandons the window and sees the stock back', async () => {
    const [product] = await productsInStock(app, 1);
    const before = await stockOf(product!.no);
    await toPaymentWindow(product!);
    expect(await stockOf(product!.no)).toBe(before - 1);
    await page.getByRole('button', { name: '결제창 닫기' }).click();

    await page.waitForURL((url) => url.pathname === '/user/shop/payment/fail');
    await page.getByRole('heading', { name: MSG.payment.failedTitle }).waitFor();
    await expect.poll(() => stockOf(product!.no)).toBe(before);
    // The cart still holds the product, to order again.
    expect(await page.evaluate(() => localStorage.getItem(`cart_${sessionStorage.getItem('userNo')}`))).toContain(
      `"no":${product!.no}`,
    );
    await expectNoSideScroll(page);
    await screenshot(page, 'payment-abandoned-360');
  });

  it('the console shows a refund the provider refused, with its reason, and the reconciliation', async () => {
    const { member, price, orderNo, orderId } = await placeAwaitingPayment();
    const key = fake.authorize(orderId, price);
    await gqlAs(app, member, 'mutation($input: ConfirmPaymentInput!) { confirmPayment(input: $input) { no } }', {
      input: key,
    });

    await logIn(page, app, 'admin', DEMO_ADMIN_PASSWORD);
    await page.goto(`${app.url}${paths.adminOrder(orderNo)}`);
    const T = MSG.adminOrders;
    const row = page.getByTestId('order-row').first();
    await row.waitFor();
    const shownNo = (await row.locator('td').first().textContent())!;
    const detail = page.getByRole('region', { name: T.detailOf(shownNo) });
    await expect.poll(() => detail.getByTestId('payment-status').textContent()).toBe(MSG.payment.statuses.DONE);

    const reason = '취소 할 수 없는 결제 입니다.';
    fake.refuseCancels({ code: 'NOT_CANCELABLE_PAYMENT', message: reason });
    await page.getByRole('combobox', { name: T.stateOf(shownNo) }).selectOption('CANCELLED');
    const dialog = page.getByRole('alertdialog', { name: T.confirmChange(T.states.CANCELLED) });
    await dialog.getByRole('button', { name: T.confirm }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain(reason);
    await expect.poll(() => detail.getByTestId('payment-refund').textContent()).toContain(reason);
    expect(await detail.getByTestId('payment-status').textContent()).toBe(MSG.payment.statuses.DONE);
    await screenshot(page, 'payment-console-refund-refused-360');
    fake.refuseCancels(null);

    await page.getByRole('link', { name: MSG.adminPayments.link }).click();
    await page.waitForURL(`${app.url}/admin/orders/payments`);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
    await page.getByLabel(MSG.adminPayments.day).fill(today);
    await page.getByRole('button', { name: MSG.adminPayments.run }).click();
    await expect.poll(() => page.getByTestId('reconciled-day').count()).toBeGreaterThan(0);
    await page.getByTestId('reconciled-day').first().getByText(MSG.adminPayments.noDifferences).waitFor();
    await expectNoSideScroll(page);
    await screenshot(page, 'payment-console-reconciliation-360');
  });
  it('the console shows money taken for an order already released, refunded whole by itself', async () => {
    const { member, price, orderNo, orderId } = await placeAwaitingPayment();
    // The window came back failed (the order released), yet the provider approved the payment after all.
    await gqlAs(app, member, 'mutation($input: FailPaymentInput!) { failPayment(input: $input) { no } }', {
      input: { orderId, code: 'PAY_PROCESS_ABORTED' },
    });
    const key = fake.authorize(orderId, price);
    fake.confirmHere(key);
    expect(await fake.statusChanged(key.paymentKey)).toBe(200);
    expect(fake.payments.get(key.paymentKey)!.status).toBe('CANCELED');

    await logIn(page, app, 'admin', DEMO_ADMIN_PASSWORD);
    await page.goto(`${app.url}${paths.adminOrder(orderNo)}`);
    const row = page.getByTestId('order-row').first();
    await row.waitFor();
    const shownNo = (await row.locator('td').first().textContent())!;
    const detail = page.getByRole('region', { name: MSG.adminOrders.detailOf(shownNo) });
    await expect.poll(() => detail.getByTestId('payment-status').textContent()).toBe(MSG.payment.statuses.CANCELED);
    const refund = detail.getByTestId('payment-refund');
    expect(await refund.getByTestId('refund-kind').textContent()).toContain(MSG.payment.releasedOrderRefund);
    expect(await refund.textContent()).toContain(won(price));
    await expectNoSideScroll(page);
    await screenshot(page, 'payment-console-released-order-refund-360');
  });
});
