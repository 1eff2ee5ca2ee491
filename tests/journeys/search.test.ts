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

/** The title with the vowel of its last Hangul syllable changed (ㅏ ↔ ㅓ and so on): one wrong letter. */
function withOneVowelChanged(title: string): string {
  const chars = [...title];
  const at = chars.findLastIndex((c) => /[가-힣]/.test(c));
  const code = chars[at]!.charCodeAt(0) - 0xac00;
  const vowel = Math.floor(code / 28) % 21;
  chars[at] = String.fromCharCode(0xac00 + code + (vowel % 2 === 0 ? 1 : -1) * 28);
  return chars.join('');
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

  it('suggests from every category at once, finds a show despite a one-letter typo and says what was meant', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    const res = await app.gql<{ shows: { content: { title: string }[] } }>(
      'query { shows(size: 50) { content { title } } }',
    );
    const title = res.data!.shows.content.map((s) => s.title).find((t) => /[가-힣]{2}/.test(t) && t.includes(' '));
    if (!title) throw new Error('no demo show has a Hangul title of several words');
    const typo = withOneVowelChanged(title);
    await page.goto(`${app.url}${paths.home()}`);
    await closePopups(page);
    await page.getByRole('button', { name: MSG.nav.search, exact: true }).click();
    await page.getByRole('combobox', { name: MSG.search.termLabel }).fill(typo);
    const shows = page.getByRole('group', { name: MSG.search.categories.show });
    await expect.poll(() => shows.getByRole('option').first().textContent()).toBe(title);
    await expectNoSideScroll(page);
    await expectNoSeriousA11yViolations(page, 'grouped suggestions');
    await screenshot(page, 'search-grouped-360');
    // The title's first syllable: the show, and the members (demo nicknames) whose names carry it, each in its group.
    await page.getByRole('combobox', { name: MSG.search.termLabel }).fill(title[0]!);
    const list = page.getByRole('listbox', { name: MSG.search.suggestions });
    await expect.poll(() => list.getByRole('group').count()).toBeGreaterThan(1);
    await screenshot(page, 'search-grouped-word-360');

    await page.goto(`${app.url}${paths.search(typo, 'user')}`);
    const meant = page.getByRole('link', { name: MSG.search.didYouMean(title) });
    await meant.waitFor();
    await expectNoSeriousA11yViolations(page, 'did you mean');
    await screenshot(page, 'search-did-you-mean-360');
    await meant.click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'show');
    await page.locator(`main a[href^="/user/main/sub/"]`).first().waitFor();
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
