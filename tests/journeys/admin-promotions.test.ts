import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { couponDiscount, discountedPrice } from '@scene-shop/domain/money';
import { formatKoreanDate } from '../../client/src/lib/format.js';
import { MSG } from '../../client/src/lib/messages.js';
import { DEMO_ADMIN_PASSWORD } from '../../server/src/seeds/seed-if-empty.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { screenshot, useJourney } from './browser.js';
import { gqlAs, logIn, productsInStock, seedCart, tinyPngFile } from './member-journey.js';

let app: TestApp;
let page: Page;

const m = MSG.adminPromotions;

describe('admin promotions journey', () => {
  useJourney({ app: (a) => (app = a), page: (p) => (page = p) });

  it('issues a coupon to every member, and a member uses it at checkout', async () => {
    const { user, token } = await app.member({ pwd: 'pass1234!' });
    const name = `저널리 쿠폰 ${Date.now() % 100000}`;

    await logIn(page, app, 'admin', DEMO_ADMIN_PASSWORD);
    await page.goto(`${app.url}/admin/promotion/coupon`);
    await page.getByLabel(m.couponForm.name).fill(name);
    await page.getByLabel(m.couponForm.discountRate).fill('15');
    await page.getByRole('button', { name: m.couponForm.submit, exact: true }).click();
    await page.getByText(m.couponForm.done).waitFor();
    await screenshot(page, 'admin-coupon-issued');

    const usable = await gqlAs<{
      usableCoupons: { coupon: { name: string; discountRate: number; expiryDate: string } }[];
    }>(app, { no: user.no, token }, '{ usableCoupons { coupon { name discountRate expiryDate } } }');
    const coupon = usable.usableCoupons.find((c) => c.coupon.name === name)!.coupon;
    expect(coupon.discountRate).toBe(15);

    // The member (in a fresh session) orders with it.
    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await logIn(page, app, user.id!, 'pass1234!');
    const [product] = await productsInStock(app, 1);
    await seedCart(page, [{ product: product!, quantity: 1 }]);
    await page.goto(`${app.url}/user/shop/cart`);
    await page.getByRole('button', { name: MSG.cart.order }).click();
    await page.waitForURL(`${app.url}/user/shop/order/detail`);
    await page
      .getByLabel(MSG.order.coupon)
      .selectOption({ label: MSG.order.couponOption(name, 15, formatKoreanDate(coupon.expiryDate)) });
    const total = discountedPrice(product!.price, product!.discountRate);
    await expect
      .poll(() => page.getByTestId('order-discount').textContent())
      .toContain(`${couponDiscount(total, 15).toLocaleString('ko-KR')}`);
    await page.getByRole('button', { name: MSG.order.pay }).click();
    await page.getByRole('heading', { name: MSG.order.doneTitle }).waitFor();
  });

  it('registers a popup that shows on the home page at once, then hides it', async () => {
    await logIn(page, app, 'admin', DEMO_ADMIN_PASSWORD);
    await page.goto(`${app.url}/admin/promotion/popup`);
    await page.getByLabel(m.popupForm.image).setInputFiles(tinyPngFile());
    await page.getByLabel(m.popupForm.pathType).selectOption({ label: m.pathTypes.productList });
    await page.getByRole('button', { name: m.popupForm.submit, exact: true }).click();
    await page.getByText(m.popupForm.done).waitFor();

    const [newest] = await app
      .em()
      .getConnection()
      .execute<{ no: number; pic: string }[]>('select no, pic from popup order by no desc limit 1');
    const onHome = async () => {
      await page.goto(`${app.url}/user/main`);
      await page.getByRole('heading', { name: MSG.home.latestReviews }).waitFor();
      return page.locator(`img[src="${newest!.pic}"]`).count();
    };
    expect(await onHome()).toBe(1);
    await screenshot(page, 'admin-popup-on-home');

    await page.goto(`${app.url}/admin/promotion`);
    await page.getByLabel(m.popups.visibilityOf(newest!.no)).selectOption({ label: m.popups.hidden });
    await page.getByRole('button', { name: m.ok, exact: true }).click();
    await expect.poll(() => page.getByLabel(m.popups.visibilityOf(newest!.no)).inputValue()).toBe('hide');
    expect(await onHome()).toBe(0);
  });

  it('marks the coupons whose last day has passed, and hides them with the checkbox', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
    await logIn(page, app, 'admin', DEMO_ADMIN_PASSWORD);
    await page.goto(`${app.url}/admin/promotion`);
    const table = page.getByRole('table', { name: m.coupons.caption });
    const rows = table.locator('tbody tr');
    await rows.first().waitFor();
    const marks = async () =>
      Promise.all(
        (await rows.all()).map(async (row) => {
          const expiry = /(\d{4}-\d{2}-\d{2})/.exec((await row.textContent()) ?? '')?.[1] ?? '';
          return {
            past: expiry !== '' && expiry < today,
            marked: (await row.getByText(m.coupons.expired).count()) > 0,
          };
        }),
      );
    const shown = await marks();
    expect(shown.some((c) => c.past)).toBe(true);
    for (const coupon of shown) expect(coupon.marked).toBe(coupon.past);
    await expectNoSeriousA11yViolations(page, '/admin/promotion');
    await screenshot(page, 'admin-promotion-coupons');

    await page.getByLabel(m.coupons.excludeExpired).check();
    await expect.poll(async () => (await marks()).some((c) => c.past || c.marked)).toBe(false);
  });
});
