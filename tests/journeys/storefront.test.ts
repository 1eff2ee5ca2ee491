import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../client/src/lib/messages.js';
import { DEMO_MEMBER_PASSWORD } from '../../server/src/seeds/seed-if-empty.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { screenshot, useJourney } from './browser.js';
import {
  chooseRoomiestSize,
  closePopups,
  findReviewedProductOnPage2,
  graphqlAnswer,
  logIn,
  prices,
  settle,
  stockOf,
} from './storefront-helpers.js';

let app: TestApp;
let context: BrowserContext;
let page: Page;

const scrapButton = (p: Page) => p.getByRole('button', { name: new RegExp(MSG.scene.scrap) });
const scrapCount = (p: Page) => p.getByTestId('scrap-count');

describe('storefront journeys', () => {
  useJourney({ app: (a) => (app = a), page: (p, c) => ((page = p), (context = c)) });

  it('home → random show → next character → scrap → item → similar product → add to cart', async () => {
    await logIn(page, app.url, 'member1', DEMO_MEMBER_PASSWORD);
    await page.waitForURL(`${app.url}/user/main`);
    const userNo = Number(await page.evaluate(() => sessionStorage.getItem('userNo')));
    await page.getByRole('heading', { name: MSG.home.latestReviews }).waitFor();
    await settle(page);
    await screenshot(page, 'home');

    // 'Do not show today' leaves a day-long cookie named after the member; close hides the others.
    const popups = page.getByRole('dialog', { name: new RegExp(MSG.home.popups) });
    expect(await popups.count()).toBeGreaterThan(0);
    await popups.first().getByRole('button', { name: MSG.home.hideToday }).click();
    const cookie = (await context.cookies()).find((c) => new RegExp(`^${userNo}_popup_\\d+$`).test(c.name));
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 86400 - 120);
    await closePopups(page);

    await page.getByRole('button', { name: MSG.home.nextSlide }).click();
    await page.getByRole('heading', { name: MSG.home.chooseScene }).waitFor();
    // Another character of the same show, on request.
    const showTitle = await page.getByTestId('random-show').textContent();
    const refreshed = graphqlAnswer(page, 'HomeRandomScene');
    await page.getByRole('button', { name: MSG.home.refreshCharacter }).click();
    await refreshed;
    await expect.poll(() => page.getByRole('button', { name: MSG.home.refreshCharacter }).isEnabled()).toBe(true);
    expect(await page.getByTestId('random-show').textContent()).toBe(showTitle);
    const trimmed = await page.getByTestId('random-character').textContent();
    expect(trimmed).not.toMatch(/ 역$/);
    await settle(page);
    await screenshot(page, 'home-scene');
    await page.getByTestId('random-show').click();
    await page.waitForURL(/\/user\/main\/sub\/\d+$/);

    // The show detail opens on the character of the home page (handed over in navigation state).
    const name = page.getByRole('heading', { level: 2 }).first();
    await expect.poll(() => name.textContent()).toMatch(new RegExp(`^${trimmed}`));
    const position = await page.getByTestId('character-position').textContent();
    const total = Number(position?.split(' / ')[1]);
    await page.getByRole('button', { name: MSG.scene.nextCharacter }).click();
    if (total > 1) await expect.poll(() => name.textContent()).not.toMatch(new RegExp(`^${trimmed}`));
    await expect.poll(() => new URL(page.url()).searchParams.get('character')).toMatch(/^\d+$/);

    // Scrap: the count goes up by one and stays after a reload (same character, from the URL).
    if ((await scrapButton(page).getAttribute('aria-pressed')) === 'true') {
      const removed = graphqlAnswer(page, 'UnscrapCharacter');
      await scrapButton(page).click();
      await removed;
    }
    const before = Number((await scrapCount(page).textContent())?.match(/\d+/)?.[0]);
    const saved = graphqlAnswer(page, 'ScrapCharacter');
    await scrapButton(page).click();
    await saved;
    await expect.poll(() => scrapCount(page).textContent()).toBe(MSG.scene.scrapCount(before + 1));
    const characterName = await name.textContent();
    await page.reload();
    await expect.poll(() => name.textContent()).toBe(characterName);
    await expect.poll(() => scrapCount(page).textContent()).toBe(MSG.scene.scrapCount(before + 1));
    expect(await scrapButton(page).getAttribute('aria-pressed')).toBe('true');
    await settle(page);
    await screenshot(page, 'show-detail');

    // Hovering an item shows its links; its product in the shop (the exact one worn or a similar one, in stock)
    // opens. Which items a random character has differs, so look at each without waiting for a missing link.
    const productLink = new RegExp(`${MSG.scene.similarProduct}|${MSG.look.exactProduct}`);
    const items = page.getByTestId('style-item');
    await items.first().waitFor(); // the character's styles load after the show
    let target = null;
    for (const item of await items.all()) {
      const link = item.getByRole('link', { name: productLink });
      if ((await link.count()) === 0) continue;
      const href = await link.first().getAttribute('href');
      if (href && (await stockOf(app, Number(href.split('/').pop()))) > 1) {
        target = { item, href };
        break;
      }
    }
    expect(target, 'an item with a product in stock').not.toBeNull();
    const similar = target!.item.getByRole('link', { name: productLink }).first();
    await target!.item.hover();
    await expect.poll(() => similar.evaluate((a) => getComputedStyle(a.parentElement!).opacity)).toBe('1');
    await screenshot(page, 'show-detail-item-hover');
    await similar.click();
    await page.waitForURL(`${app.url}${target!.href}`);

    // Add two to the cart: the member's cart in browser storage holds them; the modal offers both ways on.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await chooseRoomiestSize(page, app, Number(target!.href.split('/').pop()));
    await page.getByRole('button', { name: MSG.product.increase }).click();
    await page.getByRole('button', { name: MSG.product.addToCart }).click();
    await page.evaluate(() => window.scrollTo(0, 0)); // for the full-page picture below
    const dialog = page.getByRole('dialog', { name: MSG.product.addedTitle });
    await dialog.waitFor();
    await screenshot(page, 'add-to-cart-modal');
    const cart = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), `cart_${userNo}`);
    const productNo = Number(target!.href.split('/').pop());
    expect(cart).toEqual([
      expect.objectContaining({ quantity: 2, product: expect.objectContaining({ no: productNo }) }),
    ]);
    await dialog.getByRole('button', { name: MSG.product.continueShopping }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('product list → category, price low, page 2 → product → reviews page 2 → review', async () => {
    const { category, product } = await findReviewedProductOnPage2(app);
    await page.goto(`${app.url}/user/shop/productlist`);
    await page.getByTestId('product-card').first().waitFor();
    await page.getByRole('button', { name: MSG.shop.categories[category], exact: true }).click();
    await page.getByRole('combobox', { name: MSG.shop.sortLabel }).selectOption('priceLow');
    await expect.poll(() => new URL(page.url()).search).toBe(`?category=${category.toLowerCase()}&sort=priceLow`);
    // react-router commits a navigation in a transition, so the URL can change while the old list is still shown.
    const ascending = (list: number[]) => list.every((price, i) => i === 0 || list[i - 1]! <= price);
    await expect.poll(async () => ascending(await prices(page))).toBe(true);
    const first = await prices(page);
    expect(first).toHaveLength(9);

    await page.getByRole('button', { name: MSG.shop.next }).click();
    await expect.poll(() => page.getByTestId('pager-status').textContent()).toMatch(/^2 \/ \d+$/);
    // cheapest first, across the page boundary
    await expect.poll(async () => ascending([...first, ...(await prices(page))])).toBe(true);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await settle(page);
    await screenshot(page, 'product-list');

    await page.getByRole('link', { name: new RegExp(product.name) }).click();
    await page.waitForURL(`${app.url}/user/shop/productlist/detail/${product.no}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const reviews = page.getByTestId('product-review');
    await expect.poll(() => reviews.count()).toBe(3);
    const firstPage = await reviews.allTextContents();
    await page
      .getByRole('navigation', { name: MSG.product.reviewPagination })
      .getByRole('button', { name: MSG.shop.next })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('reviewPage')).toBe('2');
    await expect.poll(async () => (await reviews.allTextContents()).join()).not.toBe(firstPage.join());
    await settle(page);
    await screenshot(page, 'product-detail');

    const review = reviews.first();
    const href = await review.getAttribute('href');
    await review.click();
    await page.waitForURL(`${app.url}${href}`);
    await page.getByRole('link', { name: new RegExp(MSG.review.productLink) }).waitFor();
    await settle(page);
    await screenshot(page, 'review-detail');
    await page.goBack();
    await expect
      .poll(() =>
        page.getByRole('navigation', { name: MSG.product.reviewPagination }).getByTestId('pager-status').textContent(),
      )
      .toMatch(/^2 \/ /);
  });

  it('fits a 360 px wide phone', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [path, name] of [
      ['/user/main', 'home-mobile'],
      ['/user/main/sub/1', 'show-detail-mobile'],
      ['/user/shop/productlist', 'product-list-mobile'],
      ['/user/shop/productlist/detail/12', 'product-detail-mobile'],
    ] as const) {
      await page.goto(`${app.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached' });
      await page.locator('footer').waitFor();
      await settle(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await screenshot(page, name);
    }
  });
});
