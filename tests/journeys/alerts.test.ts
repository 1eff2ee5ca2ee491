import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../client/src/lib/messages.js';
import { discountedPrice } from '@scene-shop/domain/money';
import { MSG as SERVER_MSG } from '../../server/src/common/messages.js';
import { DEMO_ADMIN_PASSWORD } from '../../server/src/seeds/seed-if-empty.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { alertSubscriptionStarted, bell } from './alert-helpers.js';
import { screenshot, useJourney } from './browser.js';
import { apiLogIn, type ApiMember, expectNoSideScroll, gqlAs, logIn, productsInStock } from './member-journey.js';

let app: TestApp;
let page: Page;

const PLACE = 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { no } }';
const SEND = 'mutation($input: SendAlertInput!) { sendAlert(input: $input) { no } }';
const READ = 'mutation($no: Int!) { markAlertRead(no: $no) { no } }';

/** Earlier alerts, all read: the new order's alert must come first among them. */
const EARLIER = [
  { category: 'PROMOTION', content: '봄맞이 30% 할인 쿠폰이 도착했습니다.', path: '/user/mypage/coupon' },
  { category: 'COMMUNITY', content: '회원님의 게시물에 새 댓글이 달렸습니다.', path: '/user/style' },
  { category: 'PROMOTION', content: '새 작품의 스타일이 등록되었습니다.', path: '/user/main/show' },
  { category: 'COMMUNITY', content: '새 팔로워가 생겼습니다.', path: '/user/style' },
];

describe('alerts journey', () => {
  useJourney({ app: (a) => (app = a), page: (p) => (page = p) });

  it('lights the bell when a new order’s alert arrives, lists it first and opens the order', async () => {
    const { user, token } = await app.member({ pwd: 'pass1234!' });
    const member: ApiMember = { no: user.no, token };
    const admin = (await apiLogIn(app, 'admin', DEMO_ADMIN_PASSWORD))!;
    for (const alert of EARLIER) {
      const sent = await gqlAs<{ sendAlert: { no: number } }>(app, admin, SEND, {
        input: { userNo: user.no, ...alert },
      });
      await gqlAs(app, member, READ, { no: sent.sendAlert.no });
    }
    expect((await gqlAs<{ hasUnreadAlerts: boolean }>(app, member, '{ hasUnreadAlerts }')).hasUnreadAlerts).toBe(false);

    await logIn(page, app, user.id!, 'pass1234!');
    const subscribed = alertSubscriptionStarted(page, app);
    await page.goto(`${app.url}/user/shop/productlist`);
    await bell(page, false).waitFor();
    expect(await page.getByTestId('alert-dot').count()).toBe(0);
    await subscribed;

    // The member orders (through the API, with their token) while the page stays open: no reload from here on.
    const [product] = await productsInStock(app, 1);
    const price = discountedPrice(product!.price, product!.discountRate);
    const items = [{ productNo: product!.no, quantity: 1, resultPrice: price }];
    const placed = await gqlAs<{ placeOrder: { no: number } }>(app, member, PLACE, {
      input: { totalAmount: price, items },
    });
    const orderNo = placed.placeOrder.no;

    await page.getByTestId('alert-dot').waitFor({ timeout: 5000 });
    await bell(page, true).waitFor();
    await screenshot(page, 'alert-dot');

    await bell(page, true).click();
    const dialog = page.getByRole('dialog', { name: MSG.alert.title });
    const first = dialog.getByTestId('alert-item').first();
    await expect.poll(() => first.textContent()).toContain(SERVER_MSG.order.placedAlert(orderNo));
    expect(await first.getAttribute('data-read')).toBe('false');
    expect(await first.textContent()).toContain(MSG.alert.categories.ORDER);
    expect(await first.textContent()).toContain(MSG.time.justNow);
    expect(await dialog.getByTestId('alert-item').count()).toBe(4);
    expect(await dialog.getByTestId('pager-status').textContent()).toBe(MSG.alert.pageStatus(1, 2));
    await screenshot(page, 'alert-popup');

    await dialog.getByRole('tab', { name: MSG.alert.categories.ORDER }).click();
    await expect.poll(() => dialog.getByTestId('alert-item').count()).toBe(1);
    await first.getByRole('button').first().click();
    await page.waitForURL(`${app.url}/user/mypage/order/${orderNo}`);
    await page.getByText(product!.name).first().waitFor();
    await page.getByTestId('alert-dot').waitFor({ state: 'detached' });
    expect(await dialog.count()).toBe(0);
    const after = await gqlAs<{ hasUnreadAlerts: boolean; myAlerts: { content: { isRead: boolean }[] } }>(
      app,
      member,
      '{ hasUnreadAlerts myAlerts(page: 0, size: 1, category: ORDER) { content { isRead } } }',
    );
    expect(after).toEqual({ hasUnreadAlerts: false, myAlerts: { content: [{ isRead: true }] } });

    // Deleting it leaves the four earlier alerts on one page.
    await bell(page, false).click();
    await expect.poll(() => first.textContent()).toContain(SERVER_MSG.order.placedAlert(orderNo));
    await dialog.getByRole('button', { name: MSG.alert.deleteOf(SERVER_MSG.order.placedAlert(orderNo)) }).click();
    await expect.poll(() => dialog.getByTestId('pager-status').textContent()).toBe(MSG.alert.pageStatus(1, 1));
    expect(await first.textContent()).toContain(EARLIER[3]!.content);
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect(await bell(page, false).evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('fits the header and the popup on a 360 px phone', async () => {
    const { user } = await app.member({ pwd: 'pass1234!' });
    await logIn(page, app, user.id!, 'pass1234!');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${app.url}/user/shop/productlist`);
    await bell(page, false).click();
    const dialog = page.getByRole('dialog', { name: MSG.alert.title });
    await dialog.getByText(MSG.alert.empty).waitFor();
    await expectNoSideScroll(page);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await screenshot(page, 'alert-popup-mobile');
    await page.mouse.click(20, 700); // a press outside closes it
    expect(await dialog.count()).toBe(0);
  });
});
