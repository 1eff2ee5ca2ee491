import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { discountedPrice } from '@scene-shop/domain/money';
import { MSG } from '../../client/src/lib/messages.js';
import { paths } from '../../client/src/lib/paths.js';
import { MSG as SERVER_MSG } from '../../server/src/common/messages.js';
import { DEMO_ADMIN_PASSWORD } from '../../server/src/seeds/seed-if-empty.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { alertSubscriptionStarted, bell } from './alert-helpers.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { screenshot, useJourney, watchPage } from './browser.js';
import { expectNoSideScroll, gqlAs, logIn, productsInStock } from './member-journey.js';

let app: TestApp;
let page: Page;
let context: BrowserContext;

const T = MSG.adminOrders;
const PLACE = 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { no lines { no } } }';
const READ = 'mutation($no: Int!) { markAlertRead(no: $no) { no } }';

/** In the 배송중 confirm, the parcel: a courier and its waybill number. */
async function fillParcel(dialog: Locator): Promise<void> {
  await dialog.getByRole('option', { name: 'CJ대한통운' }).waitFor({ state: 'attached' });
  await dialog.getByLabel(T.courier).selectOption('cj');
  await dialog.getByLabel(T.trackingNo).fill('601234567890');
}

/** The admin picks a state in the order's select and confirms the dialog that asks first (with the parcel to ship). */
async function changeState(admin: Page, shownNo: string, state: 'SHIPPING' | 'DELIVERED'): Promise<void> {
  const select = admin.getByRole('combobox', { name: T.stateOf(shownNo) });
  await select.selectOption(state);
  const dialog = admin.getByRole('alertdialog', { name: T.confirmChange(T.states[state]) });
  if (state === 'SHIPPING') await fillParcel(dialog);
  await dialog.getByRole('button', { name: T.confirm }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => select.inputValue()).toBe(state);
}

describe('admin orders journey', () => {
  useJourney({ app: (a) => (app = a), page: (p, c) => ((page = p), (context = c)) });

  it('the admin ships and delivers a member’s order; the member’s bell lights up and they review the line', async () => {
    const { user, token } = await app.member({ pwd: 'pass1234!', name: '배송회원' });
    const member = { no: user.no, token };
    const [product] = await productsInStock(app, 1);
    const price = discountedPrice(product!.price, product!.discountRate);
    const placed = await gqlAs<{ placeOrder: { no: number; lines: { no: number }[] } }>(app, member, PLACE, {
      input: { totalAmount: price, items: [{ productNo: product!.no, quantity: 1, resultPrice: price }] },
    });
    const orderNo = placed.placeOrder.no;
    const lineNo = placed.placeOrder.lines[0]!.no;
    const mine = await gqlAs<{ myAlerts: { content: { no: number }[] } }>(
      app,
      member,
      '{ myAlerts { content { no } } }',
    );
    for (const alert of mine.myAlerts.content) await gqlAs(app, member, READ, { no: alert.no });

    // The member's page stays open, its bell listening, while the admin works on a phone-sized screen.
    await logIn(page, app, user.id!, 'pass1234!');
    await page.goto(`${app.url}/user/mypage/order`);
    const subscribed = alertSubscriptionStarted(page, app);
    await page.reload();
    await subscribed;
    // The order's own 주문접수 alert is read already: only the admin's changes may light the bell.
    await bell(page, false).waitFor();

    const adminContext = await context
      .browser()!
      .newContext({ locale: 'ko-KR', viewport: { width: 360, height: 800 } });
    const admin = await adminContext.newPage();
    const adminWatch = watchPage(admin, app.url);
    try {
      await logIn(admin, app, 'admin', DEMO_ADMIN_PASSWORD);
      // The chat's order card links here: the order opens with its detail.
      await admin.goto(`${app.url}${paths.adminOrder(orderNo)}`);
      await admin.getByRole('heading', { name: T.title }).waitFor();
      const rows = admin.getByTestId('order-row');
      await expect.poll(() => rows.count()).toBe(1);
      const shownNo = (await rows.first().locator('td').first().textContent())!;
      expect(shownNo).toMatch(new RegExp(`^\\d{6}${orderNo}$`));
      const detail = admin.getByRole('region', { name: T.detailOf(shownNo) });
      await detail.getByRole('link', { name: product!.name }).waitFor();
      expect(await detail.getByRole('link', { name: product!.name }).getAttribute('href')).toBe(
        `/admin/product/update/${product!.no}`,
      );

      // 배송완료 is offered from 주문접수 too; received is the current state and not offered again.
      const select = admin.getByRole('combobox', { name: T.stateOf(shownNo) });
      expect(await select.locator('option[value="RECEIVED"]').isDisabled()).toBe(true);
      await changeState(admin, shownNo, 'SHIPPING');
      expect(await select.locator('option[value="RECEIVED"]').isDisabled()).toBe(true);
      await detail.getByTestId('audit-entry').first().waitFor();
      await expectNoSideScroll(admin);
      await expectNoSeriousA11yViolations(admin, '/admin/orders');
      await screenshot(admin, 'admin-orders-360');

      await bell(page, true).waitFor({ timeout: 5000 });
      await changeState(admin, shownNo, 'DELIVERED');
      expect(await select.locator('option[value="SHIPPING"]').isDisabled()).toBe(true);
      await expect.poll(() => detail.getByTestId('audit-entry').count()).toBe(2);
      await admin.setViewportSize({ width: 1280, height: 900 });
      await screenshot(admin, 'admin-orders');
      expect(adminWatch.problems).toEqual([]);
    } finally {
      await adminContext.close();
    }

    // The member's bell tells of both changes, the delivery first.
    await bell(page, true).click();
    const dialog = page.getByRole('dialog', { name: MSG.alert.title });
    const items = dialog.getByTestId('alert-item');
    await expect.poll(() => items.first().textContent()).toContain(SERVER_MSG.order.deliveredAlert(orderNo));
    expect(await items.nth(1).textContent()).toContain(SERVER_MSG.order.shippingAlert(orderNo));
    await screenshot(page, 'admin-orders-member-bell');
    await page.keyboard.press('Escape');

    // The delivered line can be reviewed now, from the member's order history.
    await page.goto(`${app.url}/user/mypage/order`);
    const writePath = paths.reviewWrite(lineNo, orderNo);
    await page.locator(`a[href="${writePath}"]`).click();
    await page.waitForURL(`${app.url}${writePath}`);
    const contents = '배송이 빨라서 좋았어요';
    await page.getByLabel(MSG.reviews.contents).fill(contents);
    await page.getByLabel(MSG.reviews.scoreOption(5)).locator('..').click();
    await page.getByRole('button', { name: MSG.reviews.submit }).click();
    await page.waitForURL(`${app.url}/user/mypage/review`);
    await page.getByTestId('my-review').first().getByText(contents).waitFor();
  });

  it('says what a status change did, and why the order left a list filtered by its old state', async () => {
    const { user, token } = await app.member({ pwd: 'pass1234!', name: '필터회원' });
    const [product] = await productsInStock(app, 1);
    const price = discountedPrice(product!.price, product!.discountRate);
    await gqlAs(app, { no: user.no, token }, PLACE, {
      input: { totalAmount: price, items: [{ productNo: product!.no, quantity: 1, resultPrice: price }] },
    });
    await logIn(page, app, 'admin', DEMO_ADMIN_PASSWORD);
    await page.goto(`${app.url}/admin/orders?state=RECEIVED&name=${encodeURIComponent('필터회원')}`);
    const row = page.getByTestId('order-row').filter({ hasText: '필터회원' });
    await row.waitFor();
    const shownNo = (await row.locator('td').first().textContent())!;
    await page.getByRole('combobox', { name: T.stateOf(shownNo) }).selectOption('SHIPPING');
    const confirm = page.getByRole('alertdialog', { name: T.confirmChange(T.states.SHIPPING) });
    await fillParcel(confirm);
    await confirm.getByRole('button', { name: T.confirm }).click();
    const done = page.getByTestId('order-state-changed');
    await expect
      .poll(() => done.textContent())
      .toBe(`${T.stateChanged(shownNo, T.states.SHIPPING)} ${T.leftFilter(T.states.RECEIVED)}`);
    await expect.poll(() => row.count()).toBe(0);
    await page.getByText(T.empty).waitFor();
    await expectNoSeriousA11yViolations(page, '/admin/orders after a change');
    await screenshot(page, 'admin-orders-left-filter');
  });
});
