import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../client/src/lib/messages.js';
import { paths } from '../../client/src/lib/paths.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { screenshot, useJourney } from './browser.js';
import { expectNoSideScroll } from './member-journey.js';
import { closePopups } from './storefront-helpers.js';

let app: TestApp;
let page: Page;

/** A demo product seen in a show's outfit and shared in a post, from the server's own answer. */
async function wornProduct(): Promise<{ no: number; name: string }> {
  const res = await app.gql<{
    products: { content: { no: number; name: string; wornIn: unknown[]; recentPosts: unknown[] }[] };
  }>('query { products(page: 0, size: 100) { content { no name wornIn { style { no } } recentPosts { no } } } }');
  const found = res.data!.products.content.find((p) => p.wornIn.length > 0 && p.recentPosts.length > 0);
  if (!found) throw new Error('no demo product is both worn in a show and shared in a post');
  return found;
}

describe('search and where a product is worn (issue 9)', () => {
  useJourney({ app: (a) => (app = a), page: (p) => (page = p) });

  it('searches from the header with suggestions, on a phone, and shows accessible results', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${app.url}${paths.home()}`);
    await closePopups(page);
    await page.getByRole('button', { name: MSG.nav.search, exact: true }).click();
    const input = page.getByRole('combobox', { name: MSG.search.termLabel });
    await input.fill('ㅂㄱㄷ');
    const options = page.getByRole('listbox', { name: MSG.search.suggestions }).getByRole('option');
    await options.first().waitFor();
    await expectNoSeriousA11yViolations(page, 'header search bar');
    await screenshot(page, 'search-bar-360');
    await input.press('ArrowDown');
    const chosen = await options.first().textContent();
    await input.press('Enter');

    await page.waitForURL((url) => url.pathname === '/user/search');
    expect(new URL(page.url()).searchParams.get('name')).toBe(chosen);
    await page.getByRole('heading', { level: 1, name: MSG.search.resultsFor(chosen!) }).waitFor();
    await page.getByTestId('product-card').first().waitFor();
    const cells = await page.getByTestId('product-card').count();
    expect((cells + (await page.getByTestId('grid-filler').count())) % 3).toBe(0);
    await expectNoSideScroll(page);
    await expectNoSeriousA11yViolations(page, 'search results');
    await screenshot(page, 'search-results-360');

    await page.getByRole('button', { name: MSG.search.categories.show }).click();
    // The same term among the shows: a product's name finds a show or, more likely, nothing.
    const shows = page.locator('main a[href^="/user/main/sub/"]');
    await shows.first().or(page.getByText(MSG.search.empty)).waitFor();
    expect(new URL(page.url()).searchParams.get('category')).toBe('show');
  });

  it('shows where a product is worn, linking to the character on the show page', async () => {
    const product = await wornProduct();
    await page.goto(`${app.url}${paths.product(product.no)}`);
    const worn = page.getByRole('region', { name: MSG.product.wornIn });
    await worn.getByRole('link').first().waitFor();
    await expect
      .poll(() => page.getByRole('region', { name: MSG.product.recentPosts }).getByRole('link').count())
      .toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page, 'product page with worn in');
    await worn.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/user/main/sub/'));
    expect(new URL(page.url()).searchParams.get('character')).toMatch(/^\d+$/);
  });
});
