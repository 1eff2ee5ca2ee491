import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { MSG } from '../../client/src/lib/messages.js';
import { paths } from '../../client/src/lib/paths.js';
import { DEMO_ADMIN_PASSWORD, DEMO_MEMBER_PASSWORD } from '../../server/src/seeds/seed-if-empty.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { screenshot, useJourney } from './browser.js';
import { logIn, productsInStock, seedCart } from './member-journey.js';

let app: TestApp;
let page: Page;

/** Opens a page, waits for its heading and runs axe on it. */
async function check(path: string, heading: string | RegExp) {
  await page.goto(`${app.url}${path}`);
  await page.getByRole('heading', { name: heading }).first().waitFor();
  await expectNoSeriousA11yViolations(page, path);
}

describe('accessibility (axe: no serious or critical violations)', () => {
  useJourney({ app: (a) => (app = a), page: (p) => (page = p) });

  it('storefront and login, as a visitor', async () => {
    await check(paths.home(), MSG.home.latestReviews); // with the popups open
    await check(paths.showList(), MSG.show.listTitle);
    await check(paths.show(1), /.+/);
    await check(paths.productList(), MSG.shop.title);
    const [product] = await productsInStock(app, 1);
    await check(paths.product(product!.no), product!.name);
    await check(paths.login(), MSG.auth.loginTitle);
    await check(paths.styleGuide(), MSG.styleGuide.title);
  });

  it("cart, order and the member's pages", async () => {
    await logIn(page, app, 'member1', DEMO_MEMBER_PASSWORD);
    await check(paths.home(), MSG.home.latestReviews);
    const [product] = await productsInStock(app, 1);
    await seedCart(page, [{ product: product!, quantity: 1 }]);
    await check(paths.cart(), MSG.cart.title);
    await page.getByRole('button', { name: MSG.cart.order }).click();
    await page.getByRole('heading', { name: MSG.order.title }).waitFor();
    await page.getByRole('button', { name: MSG.order.pay }).waitFor();
    await expectNoSeriousA11yViolations(page, paths.order());
    await check(paths.myOrders(), MSG.orders.title);
    await check(paths.myReviews(), MSG.reviews.listTitle);
    await check(paths.myCoupons(), MSG.coupons.title);
    await check(paths.myScraps(), MSG.scraps.title);
    await check(paths.notices(), MSG.notices.title);
    const userNo = Number(await page.evaluate(() => sessionStorage.getItem('userNo')));
    await check(paths.profileEdit(userNo), MSG.account.title);
  });

  it('admin home and playground, as the administrator', async () => {
    await logIn(page, app, 'admin', DEMO_ADMIN_PASSWORD);
    await check(paths.admin(), MSG.admin.homeTitle);
    await check(paths.playground(), MSG.playground.title);
  });

  it('phone width: popups one at a time, a usable playground header, the style guide', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await check(paths.home(), MSG.home.latestReviews);
    await screenshot(page, 'home-360');
    await check(paths.playground(), MSG.playground.title);
    await screenshot(page, 'playground-360');
    await check(paths.styleGuide(), MSG.styleGuide.title);
    await screenshot(page, 'style-guide-360');
  });
});
