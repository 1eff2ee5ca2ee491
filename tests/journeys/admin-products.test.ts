import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../client/src/lib/messages.js';
import { DEMO_ADMIN_PASSWORD } from '../../server/src/seeds/seed-if-empty.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { screenshot, useJourney } from './browser.js';
import { expectNoSideScroll, logIn, tinyPngFile } from './member-journey.js';

let app: TestApp;
let page: Page;

const T = MSG.adminProducts;
const NAME = '드라마 속 린넨 셔츠';

describe('admin products journey', () => {
  useJourney({ app: (a) => (app = a), page: (p) => (page = p) });

  it('adds a product with an image, finds it in the shop, marks it sold out and the shop says 품절된 상품입니다.', async () => {
    await logIn(page, app, 'admin', DEMO_ADMIN_PASSWORD);
    await page.goto(`${app.url}/admin/product`);
    await page.getByRole('heading', { name: T.title }).waitFor();
    await page.getByRole('link', { name: T.add }).click();
    await page.waitForURL(`${app.url}/admin/product/insert`);

    // The rules answer first; then the product goes in with its picture, previewed before it is sent.
    await page.getByRole('button', { name: T.submitAdd, exact: true }).click();
    await page.getByText(T.nameRequired).waitFor();
    await page.getByLabel(T.name).fill(NAME);
    await page.getByLabel(T.price).fill('39000');
    await page.getByLabel(T.contents).fill('여름에 입기 좋은 린넨 셔츠');
    await page.getByLabel(T.category).selectOption('TOP');
    await page.getByLabel(T.stockField).fill('5');
    await page.getByLabel(T.discountRate).fill('10');
    await page.getByLabel(T.image).setInputFiles(tinyPngFile());
    await page.getByRole('img', { name: T.preview }).waitFor();
    await page.getByRole('button', { name: T.submitAdd, exact: true }).click();
    const done = page.getByRole('alertdialog', { name: T.created });
    await done.getByRole('button', { name: T.confirm }).click();
    await page.waitForURL(`${app.url}/admin/product`);

    // The grid finds it by name; its card shows the discount.
    await page.getByLabel(T.searchName).fill('린넨 셔츠');
    await page.getByRole('button', { name: T.searchButton }).click();
    const card = page.getByTestId('admin-product-card').filter({ hasText: NAME });
    await card.getByText(T.discount(10)).waitFor();
    // The filtered grid, not the full one it replaces: axe judges what the search shows.
    await expect.poll(() => page.getByTestId('admin-product-card').count()).toBe(1);
    const href = await card.getByRole('link', { name: NAME }).getAttribute('href');
    const no = Number(href!.split('/').pop());
    await expectNoSeriousA11yViolations(page, '/admin/product');
    await screenshot(page, 'admin-products-grid');

    // The shop shows it, with its picture, for sale.
    const shop = await page.context().newPage();
    await shop.goto(`${app.url}/user/shop/productlist/detail/${no}`);
    await shop.getByRole('heading', { name: NAME }).waitFor();
    expect(await shop.locator('img[src^="/uploads/product/"]').count()).toBeGreaterThan(0);
    expect(await shop.getByText(MSG.product.soldOut).count()).toBe(0);

    // Sold out after the confirm dialog; the shop says so.
    await card.getByRole('button', { name: T.markSoldOut }).click();
    const confirm = page.getByRole('alertdialog', { name: T.soldOutConfirm(NAME) });
    await confirm.getByRole('button', { name: T.markSoldOut }).click();
    await card.getByText(T.soldOut, { exact: true }).waitFor();
    await shop.reload();
    await shop.getByText(MSG.product.soldOut).first().waitFor();
    // The shop's list says '품절된 상품입니다.' on its card (the newest product, so on the first page).
    await shop.goto(`${app.url}/user/shop/productlist`);
    await shop.getByRole('link').filter({ hasText: NAME }).getByText(MSG.shop.soldOut).waitFor();
    await screenshot(shop, 'admin-products-storefront-sold-out');
    await shop.close();

    // The detail page holds its history: the add and the sold-out mark.
    await page.goto(`${app.url}/admin/product/detail/${no}`);
    await page.getByRole('heading', { name: T.detailTitle }).waitFor();
    await page.getByRole('heading', { name: MSG.adminAudit.title }).waitFor();
    await expectNoSeriousA11yViolations(page, '/admin/product/detail');

    // 360 px wide: no sideways scroll on the grid and the form.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${app.url}/admin/product`);
    await page.getByTestId('admin-product-card').first().waitFor();
    await expectNoSideScroll(page);
    await screenshot(page, 'admin-products-360');
    await page.goto(`${app.url}/admin/product/update/${no}`);
    await page.getByLabel(T.stockField).waitFor();
    await expectNoSideScroll(page);
    await expectNoSeriousA11yViolations(page, '/admin/product/update');
  });

  it('opens a review panel beside its card without moving any card of the grid, at 1280 and 360 px', async () => {
    await logIn(page, app, 'admin', DEMO_ADMIN_PASSWORD);
    const cards = page.getByTestId('admin-product-card');
    // Where each card is on the page (not in the window: the panel may scroll the page to come into view).
    const boxes = () =>
      cards.evaluateAll((all) =>
        all.map((card) => {
          const box = card.getBoundingClientRect();
          return [box.left + window.scrollX, box.top + window.scrollY, box.width, box.height];
        }),
      );
    for (const [width, nth] of [
      [1280, 1],
      [1280, 3],
      [360, 0],
    ] as const) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 740 });
      await page.goto(`${app.url}/admin/product`);
      await expect.poll(() => cards.count()).toBe(8);
      await page.waitForLoadState('networkidle');
      const before = await boxes();
      const rating = cards.nth(nth).getByRole('button', { expanded: false });
      await rating.click();
      const popover = page.getByTestId('review-popover');
      await popover.getByRole('complementary').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await boxes()).toEqual(before);
      // It stays on the page: inside the grid's width, and in view.
      const panel = (await popover.boundingBox())!;
      expect(panel.x).toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width).toBeLessThanOrEqual(width);
      expect(await popover.evaluate((e) => e.getBoundingClientRect().top < window.innerHeight)).toBe(true);
      await expectNoSideScroll(page);
      await expectNoSeriousA11yViolations(page, `/admin/product with reviews at ${width} px`);
      await screenshot(page, `admin-products-reviews-${width}-${nth}`);
      await page.keyboard.press('Escape');
      await popover.waitFor({ state: 'detached' });
      await expect.poll(() => rating.evaluate((e) => e === document.activeElement)).toBe(true);
    }
  });
});
