import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../../client/src/lib/messages.js';
import { DEMO_MEMBER_PASSWORD } from '../../server/src/seeds/seed-if-empty.js';
import { startTestApp, type TestApp } from '../../server/src/test/harness.js';
import { assertClientBuilt, CLIENT_DIST, sharedChromium, watchPage } from './browser.js';
import { apiLogIn, gqlAs, logIn } from './member-journey.js';

/**
 * Issue 14, goal 6: a phone's first visit. The landing pages' HTML carries their first screen (the app shell) and the
 * product page its data, so they paint before the scripts run; the images of the home page are sized before they
 * load and only the first screen's load at once; neither the popups, the review carousel nor a page's late content
 * moves what is shown. The pages load on a slow network (150 ms per request) so that the loading states are painted
 * before the data.
 */
let app: TestApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let watch: ReturnType<typeof watchPage>;

/** Sums the layout shifts (without recent input) from the first paint on, as Chromium reports them. */
function recordShifts() {
  const w = window as unknown as { layoutShifts: { value: number; sources: string[] }[] };
  w.layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      hadRecentInput: boolean;
      value: number;
      sources: { node?: Node }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      const sources = entry.sources.map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : '?'));
      w.layoutShifts.push({ value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The newest product, as a visitor's query finds it. */
async function newestProduct(): Promise<{ no: number; name: string; pic: string }> {
  const answer = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: '{ products(page: 0, size: 1) { content { no name pic } } }' }),
  });
  type Answer = { data: { products: { content: { no: number; name: string; pic: string }[] } } };
  return ((await answer.json()) as Answer).data.products.content[0]!;
}

/** The page data the server put into a page's HTML, parsed; null if none. */
const pageData = (html: string): unknown =>
  JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

/** The operation names of the GraphQL requests the page sends. */
function graphqlOperations(p: Page): string[] {
  const names: string[] = [];
  p.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql' || request.method() !== 'POST') return;
    names.push((request.postDataJSON() as { operationName?: string }).operationName ?? '?');
  });
  return names;
}

const shifts = (p: Page) =>
  p.evaluate(() => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts);

describe('a phone’s first visit', () => {
  beforeAll(async () => {
    assertClientBuilt();
    app = await startTestApp({ SEED_DEMO: 'true', CLIENT_DIST });
    browser = await sharedChromium();
  });

  afterAll(async () => {
    await app?.close();
  });

  beforeEach(async () => {
    context = await browser.newContext({
      locale: 'ko-KR',
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    page = await context.newPage();
    watch = watchPage(page, app.url);
    await page.addInitScript(recordShifts);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  });

  afterEach(async () => {
    await context.close();
    expect(watch.problems).toEqual([]);
    expect(watch.foreign).toEqual([]);
  });

  it('names the page’s chunks in the HTML, so they load with the entry', async () => {
    const html = await (await fetch(`${app.url}/user/main`)).text();
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/home-route-[\w-]+\.js">/);
    const product = await (await fetch(`${app.url}/user/shop/productlist/detail/1`)).text();
    expect(product).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/shop-pages-[\w-]+\.js">/);
    expect(product).not.toContain('home-route-');
  });

  it('home: the HTML carries the first screen, which paints without any script', async () => {
    const html = await (await fetch(`${app.url}/user/main`)).text();
    const root = /<div id="root">(.*?)<\/div>\s*<\/body>/s.exec(html)?.[1] ?? '';
    expect(root).toContain(MSG.main.title);
    expect(root).toMatch(
      /<img class="[\w-]+" src="data:image\/svg\+xml,[^"]+" alt="" width="1120" height="440" fetchpriority="high">/,
    );
    // Not the product page's: its data and picture belong to its own HTML.
    expect(html).not.toContain('id="page-data"');
    // The shell is Korean: a visitor who chose another language waits for the page in that language instead.
    const english = await fetch(`${app.url}/user/main`, { headers: { cookie: 'scene-shop.language=en' } });
    expect(await english.text()).toContain('<div id="root"></div>');

    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(`${app.url}/user/main`);
    await expect.poll(() => page.getByRole('heading', { name: MSG.main.title, level: 2 }).isVisible()).toBe(true);
    const box = await page.locator('main img[fetchpriority="high"]').boundingBox();
    expect(box?.height).toBeGreaterThan(300);
    // The scripts were refused on purpose: what the browser reported of it is expected here.
    watch.problems.length = 0;
  });

  it('product page: the HTML carries its data and first screen, and the page does not ask again', async () => {
    const product = await newestProduct();
    const html = await (await fetch(`${app.url}/user/shop/productlist/detail/${product.no}`)).text();
    expect(pageData(html)).toMatchObject({
      operationName: 'ProductDetailPage',
      variables: { no: product.no },
      data: { product: { __typename: 'Product', no: product.no, name: product.name, pic: product.pic } },
    });
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${product.pic}">`);
    const heading = /<h1 class="[\w-]+">([^<]*)<\/h1>/.exec(html)?.[1];
    expect(heading?.replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code)))).toBe(
      product.name,
    );
    // A product that does not exist: its empty answer without a shell (nothing to show but the page's own message).
    const missing = await (await fetch(`${app.url}/user/shop/productlist/detail/999999`)).text();
    expect(pageData(missing)).toMatchObject({ variables: { no: 999999 }, data: { product: null } });
    expect(missing).toContain('<div id="root"></div>');

    const operations = graphqlOperations(page);
    await page.goto(`${app.url}/user/shop/productlist/detail/${product.no}`);
    await page.getByRole('button', { name: MSG.product.addToCart }).waitFor();
    await page.getByRole('heading', { name: new RegExp(MSG.product.reviews) }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(operations.length).toBeGreaterThan(0);
    expect(operations).not.toContain('ProductDetailPage');
  });

  it('home: every image is sized, the first screen’s load at once and the rest lazily', async () => {
    await page.goto(`${app.url}/user/main`);
    await page.getByRole('heading', { name: MSG.home.popularStyles }).waitFor();
    await page.getByTestId('random-show').waitFor({ state: 'attached' });
    const images = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main img')).map((img) => {
        const rect = img.getBoundingClientRect();
        return {
          src: (img as HTMLImageElement).src.slice(0, 60),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.getAttribute('loading'),
          decoding: img.getAttribute('decoding'),
          fetchPriority: img.getAttribute('fetchpriority'),
          shown: (img as HTMLElement).offsetParent !== null,
          belowFold: rect.top >= window.innerHeight,
          aboveFold: rect.bottom > 0 && rect.top < window.innerHeight,
        };
      }),
    );
    // The banner, the reviews and the popular styles at least.
    expect(images.filter((i) => i.shown).length).toBeGreaterThanOrEqual(5);
    for (const image of images) {
      expect(Number(image.width), image.src).toBeGreaterThan(0);
      expect(Number(image.height), image.src).toBeGreaterThan(0);
    }
    const below = images.filter((i) => i.shown && i.belowFold);
    expect(below.length).toBeGreaterThan(0);
    for (const image of below) expect([image.src, image.loading, image.decoding]).toEqual([image.src, 'lazy', 'async']);
    // The largest thing on the first screen (the banner) is fetched first and never waits to be scrolled to.
    const banner = images.find((i) => i.fetchPriority === 'high');
    expect(banner).toMatchObject({ aboveFold: true, loading: null });
  });

  it('home: the popups and the review carousel move nothing (CLS 0)', async () => {
    await page.goto(`${app.url}/user/main`);
    const popup = page.getByRole('dialog', { name: new RegExp(MSG.home.popups) }).first();
    await popup.waitFor();
    const track = page.getByTestId('review-track');
    await track.scrollIntoViewIfNeeded();
    // The carousel moves on by itself (every 5 s): wait until another review leads.
    const first = await track.locator('li').first().textContent();
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="review-track"] li')?.textContent !== before,
      first,
      { timeout: 15_000 },
    );
    expect(await popup.isVisible()).toBe(true);
    expect(await shifts(page)).toEqual([]);
  });

  it('product page: the content arriving after the first paint moves nothing (CLS 0)', async () => {
    const product = await newestProduct();
    await page.goto(`${app.url}/user/shop/productlist/detail/${product.no}`);
    await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();
    await page.getByRole('heading', { name: new RegExp(MSG.product.reviews) }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await shifts(page)).toEqual([]);
  });
  it('product page: a member who asked for a sold-out size never sees 알림 받기 for it, not even first', async () => {
    const [sold] = await app.em().execute<{ option_no: number; product_no: number; label: string }[]>(
      `select o.no as option_no, o.product_no, case when o.color is null then o.size else o.color || ' / ' || o.size end as label
         from product_option o join product p on p.no = o.product_no
        where o.stock = 0 and not o.retired and p.available and p.stock > 0 order by p.no desc limit 1`,
    );
    const member = (await apiLogIn(app, 'member1', DEMO_MEMBER_PASSWORD))!;
    await gqlAs(app, member, 'mutation ($no: Int!) { requestRestockAlert(optionNo: $no) { no } }', {
      no: sold!.option_no,
    });
    // Every text the size's toggle ever shows, from the first paint on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { toggleTexts: string[] }).toggleTexts = seen;
      new MutationObserver(() => {
        document.querySelectorAll('[data-testid="restock-toggle"]').forEach((el) => seen.push(el.textContent ?? ''));
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await logIn(page, app, 'member1', DEMO_MEMBER_PASSWORD);
    await page.goto(`${app.url}/user/shop/productlist/detail/${sold!.product_no}`);
    const toggle = page.getByTestId('restock-toggle').filter({ hasText: `${sold!.label} · ` });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('heading', { name: new RegExp(MSG.product.reviews) }).waitFor();
    await page.waitForLoadState('networkidle');
    const texts = await page.evaluate(() => (window as unknown as { toggleTexts: string[] }).toggleTexts);
    const mine = texts.filter((text) => text.startsWith(`${sold!.label} · `));
    expect(new Set(mine)).toEqual(new Set([`${sold!.label} · ${MSG.product.notifyOn}`]));
  });
});
