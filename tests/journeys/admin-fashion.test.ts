import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../../client/src/lib/messages.js';
import { paths } from '../../client/src/lib/paths.js';
import { DEMO_ADMIN_PASSWORD } from '../../server/src/seeds/seed-if-empty.js';
import { startFakeShowInfo, type FakeShowInfo } from '../../server/src/test/fake-show-info.js';
import { startTestApp, type TestApp } from '../../server/src/test/harness.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { assertClientBuilt, CLIENT_DIST, sharedChromium, screenshot, watchPage } from './browser.js';
import { expectNoSideScroll, logIn, productsInStock, tinyPngFile, type ApiProduct } from './member-journey.js';

const T = MSG.adminFashion;
const TITLE = '눈물의 여왕';
const ACTOR = '김수현';
const ROLE = '백현우';

let app: TestApp;
let fake: FakeShowInfo;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let watch: ReturnType<typeof watchPage>;

// useJourney's hooks, with the show-info source pointed at the loopback fake: the console previews the source's
// pictures from there, so that host is the one other the browser may visit.
beforeAll(async () => {
  assertClientBuilt();
  fake = await startFakeShowInfo();
  app = await startTestApp({ SEED_DEMO: 'true', CLIENT_DIST, ...fake.env });
  browser = await sharedChromium();
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(async () => {
  context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  watch = watchPage(page, app.url);
});
afterEach(async () => {
  await context.close();
  expect(watch.problems).toEqual([]);
  expect(watch.foreign.filter((url) => !url.startsWith(fake.url))).toEqual([]);
});

/** The storefront's show list on its last page, where the newest show is (the list is oldest first). */
async function lastShowListPage(): Promise<string> {
  const res = await app.gql<{ shows: { totalPages: number } }>('{ shows(page: 0, size: 10) { totalPages } }');
  return `${app.url}${paths.showList()}?page=${res.data!.shows.totalPages}`;
}

/** Adds an item to the style through the console's form: picture, product by autocomplete, name, link, match. */
async function addItem(style: Locator, name: string, product: ApiProduct, match: 'EXACT' | 'SIMILAR') {
  await style.getByRole('button', { name: T.itemForm.open }).click();
  const form = page.getByRole('region', { name: T.itemForm.title(T.character.styleNo(1)) });
  await form.getByLabel(T.itemForm.picture).setInputFiles(tinyPngFile());
  await form.getByRole('img', { name: T.itemForm.preview }).waitFor();
  await form.getByRole('combobox', { name: T.itemForm.product }).fill(product.name);
  await form.getByRole('option', { name: product.name, exact: true }).first().click();
  await form.getByText(T.itemForm.chosen(product.name)).waitFor();
  await form.getByLabel(T.itemForm.name).fill(name);
  await form.getByLabel(T.itemForm.path).fill('https://brand.example/look');
  await form.getByRole('radio', { name: T.match[match] }).check();
  await form.getByRole('button', { name: T.itemForm.submit }).click();
  await form.waitFor({ state: 'detached' });
  await style.getByTestId('fashion-style-item').filter({ hasText: name }).waitFor();
}

describe('admin fashion journey', () => {
  it("registers a show through 'find info', dresses a character, sees it in the shop, deletes it all", async () => {
    const [shirt, coat] = await productsInStock(app, 2);
    await logIn(page, app, 'admin', DEMO_ADMIN_PASSWORD);
    await page.goto(`${app.url}/admin/fashion`);
    await page.getByRole('heading', { name: T.title }).waitFor();
    const search = page.getByRole('combobox', { name: T.finder.label });

    // A title the source does not know: the spec's dialog, offering the manual add or a retry.
    await search.fill('없는 작품');
    await page.getByRole('button', { name: T.finder.findInfo }).click();
    const failed = page.getByRole('alertdialog', { name: '작품 [없는 작품]의 정보 찾기 실패' });
    await failed.getByRole('button', { name: T.retry }).waitFor();
    await screenshot(page, 'admin-fashion-not-found');
    await failed.getByRole('button', { name: T.finder.manualAdd }).click();
    expect(await page.getByLabel(T.manualShow.showTitle).inputValue()).toBe('없는 작품');
    await page.getByRole('button', { name: T.cancel }).click();

    // Found: the preview shows the source's poster, overview and cast; 'register' makes it a show.
    await search.fill(TITLE);
    await page.getByRole('button', { name: T.finder.findInfo }).click();
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.getByText(T.actors.role(ACTOR, ROLE)).waitFor();
    await expect.poll(() => page.getByRole('img', { name: T.finder.poster(TITLE) }).evaluate(loaded)).toBe(true);
    await expectNoSeriousA11yViolations(page, '/admin/fashion preview');
    await screenshot(page, 'admin-fashion-found');
    await page.getByRole('button', { name: T.finder.register }).click();
    await page.waitForURL(/\/admin\/fashion\/show\/\d+$/);
    const showNo = Number(page.url().split('/').pop());

    // The show detail: a character from the cast the source found, marked as added once it is.
    const cast = page.getByTestId('found-actor').filter({ hasText: T.actors.role(ACTOR, ROLE) });
    await cast.getByRole('button', { name: T.actors.addRole(ACTOR, ROLE) }).click();
    await cast.getByText(T.actors.added).waitFor();
    const who = T.actors.role(ACTOR, `${ROLE} 역`);
    await page
      .getByTestId('fashion-character')
      .filter({ hasText: `${ROLE} 역` })
      .waitFor();
    await page.getByRole('heading', { name: MSG.adminAudit.title }).waitFor();
    await expectNoSeriousA11yViolations(page, '/admin/fashion/show');
    await screenshot(page, 'admin-fashion-show');

    // The character editor: a style, then two items linked to products.
    await page.getByRole('link', { name: T.show.editStylesOf(who) }).click();
    await page.waitForURL(/\/admin\/fashion\/character\/\d+$/);
    const editor = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: who }).waitFor();
    await page.getByLabel(T.character.stylePicture).setInputFiles(tinyPngFile());
    await page.getByRole('button', { name: T.character.addStyle, exact: true }).click();
    const style = page.getByRole('article', { name: T.character.styleNo(1) });
    await style.getByText('연결된 스타일 정보 없음').waitFor();
    await addItem(style, '백현우 셔츠', shirt!, 'EXACT');
    await addItem(style, '백현우 코트', coat!, 'SIMILAR');
    // Loaded by number, so a reload shows the same editor.
    await page.reload();
    await expect.poll(() => style.getByTestId('fashion-style-item').count()).toBe(2);
    await style.getByRole('link', { name: T.items.product(shirt!.name) }).waitFor();
    await expectNoSeriousA11yViolations(page, '/admin/fashion/character');
    await screenshot(page, 'admin-fashion-editor');

    // The console's item list shows them with their product and where they are worn.
    await page.goto(`${app.url}/admin/fashion`);
    const card = page.getByTestId('fashion-item-card').filter({ hasText: '백현우 셔츠' });
    await card.getByText(T.items.wornBy(TITLE, ACTOR, `${ROLE} 역`)).waitFor();
    await card.getByText(T.match.EXACT).waitFor();
    await page.getByTestId('fashion-show-card').filter({ hasText: TITLE }).waitFor();
    await expectNoSeriousA11yViolations(page, '/admin/fashion');
    await screenshot(page, 'admin-fashion');

    // The storefront shows the show at once, with the character's style and its two items.
    const shop = await context.newPage();
    await shop.goto(`${app.url}${paths.show(showNo)}`);
    await shop.getByRole('heading', { name: TITLE }).waitFor();
    for (const name of ['백현우 셔츠', '백현우 코트'])
      await shop.getByTestId('style-item').filter({ hasText: name }).waitFor();
    await screenshot(shop, 'admin-fashion-storefront');
    await shop.goto(await lastShowListPage());
    await shop.getByRole('link').filter({ hasText: TITLE }).first().waitFor();

    // 360 px wide: no sideways scroll on the three console pages.
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of ['/admin/fashion', `/admin/fashion/show/${showNo}`, editor]) {
      await page.goto(`${app.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectNoSideScroll(page);
    }
    await screenshot(page, 'admin-fashion-editor-360');
    await page.goto(`${app.url}/admin/fashion/show/${showNo}`);
    await page.getByTestId('fashion-character').waitFor();
    await screenshot(page, 'admin-fashion-show-360');
    await page.goto(`${app.url}/admin/fashion`);
    await page.getByTestId('fashion-show-card').first().waitFor();
    await screenshot(page, 'admin-fashion-360');

    // Deleting the show (after its confirm) takes its character, style and items; the shop no longer has it.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${app.url}/admin/fashion/show/${showNo}`);
    await page.getByRole('button', { name: T.show.delete }).click();
    const confirm = page.getByRole('alertdialog', { name: T.show.deleteConfirm(TITLE) });
    await confirm.getByText(T.show.deleteCascade).waitFor();
    await confirm.getByRole('button', { name: T.show.delete }).click();
    await page.waitForURL(`${app.url}/admin/fashion`);
    await page.getByTestId('fashion-show-card').first().waitFor();
    expect(await page.getByTestId('fashion-show-card').filter({ hasText: TITLE }).count()).toBe(0);
    expect(await page.getByTestId('fashion-item-card').filter({ hasText: '백현우' }).count()).toBe(0);

    await shop.goto(`${app.url}${paths.show(showNo)}`);
    await shop.getByText(MSG.show.notFound).waitFor();
    await shop.goto(await lastShowListPage());
    await shop.locator(`a[href^="/user/main/sub/"]`).first().waitFor();
    expect(await shop.getByRole('link').filter({ hasText: TITLE }).count()).toBe(0);
    await shop.close();
  });

  it('pages the items by number; a match badge only beside a linked product; no link off the shop', async () => {
    await logIn(page, app, 'admin', DEMO_ADMIN_PASSWORD);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 740 });
      await page.goto(`${app.url}/admin/fashion`);
      const pager = page.getByRole('navigation', { name: T.items.pagination });
      const last = pager.getByRole('button', { name: /페이지$/ }).last();
      await last.waitFor();
      const total = Number(await last.textContent());
      expect(total).toBeGreaterThan(3);
      await last.click();
      await page.waitForURL(new RegExp(`itemPage=${total}$`));
      await expect.poll(() => last.getAttribute('aria-current')).toBe('page');
      await pager.getByRole('button', { name: MSG.admin.pageNumber(total - 1) }).waitFor();
      await pager.getByRole('button', { name: MSG.admin.pageNumber(1) }).click();
      await page.waitForURL(`${app.url}/admin/fashion`);
      await page.getByTestId('fashion-item-card').first().waitFor();
      await expectNoSideScroll(page);
      await expectNoSeriousA11yViolations(page, `/admin/fashion items at ${width} px`);
      await screenshot(page, `admin-fashion-items-${width}`);
    }
    // Every card on the first pages: the badge stands beside a product, never beside '연결된 상품 없음'.
    for (let itemPage = 1; itemPage <= 3; itemPage++) {
      await page.goto(`${app.url}/admin/fashion?itemPage=${itemPage}`);
      const cards = page.getByTestId('fashion-item-card');
      await cards.first().waitFor();
      for (const card of await cards.all()) {
        const badged = (await card.getByText(T.match.SIMILAR, { exact: true }).count()) > 0;
        const exact = (await card.getByText(T.match.EXACT, { exact: true }).count()) > 0;
        const unlinked = (await card.getByText(T.items.noProduct).count()) > 0;
        expect(unlinked && (badged || exact), (await card.textContent()) ?? '').toBe(false);
      }
      expect(await page.locator('a[href*="example.com"]').count()).toBe(0);
    }
  });
});

/** The image arrived and decoded (not blocked, not broken). */
const loaded = (img: Element) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0;
