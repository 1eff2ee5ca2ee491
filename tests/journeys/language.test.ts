import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flatten, templatesOf, type Templates } from '../../client/src/lib/i18n/flatten.js';
import { LANGUAGES } from '../../client/src/lib/i18n/choose-language.js';
import { MSG } from '../../client/src/lib/messages.js';
import { paths } from '../../client/src/lib/paths.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { startTestSmtp, type TestSmtp } from '../../server/src/test/smtp.js';
import { screenshot, useJourney } from './browser.js';
import { expectNoSideScroll, logIn } from './member-journey.js';

let app: TestApp;
let page: Page;
let context: BrowserContext;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.close());

const korean = flatten(templatesOf(MSG));
const HANGUL = /[가-힣]/g;

/** A text of a language's catalogue, as its JSON file has it. */
function textIn(language: string, path: string): string {
  const file = new URL(`../../client/src/locales/${language}.json`, import.meta.url);
  const text = flatten(JSON.parse(readFileSync(file, 'utf8')) as Templates).get(path);
  if (!text) throw new Error(`${language} has no ${path}`);
  return text;
}

/**
 * Each Korean catalogue text (fixed, or a template with its arguments as wildcards) as a whole-text pattern. A
 * template whose own Korean is one syllable (`{{0}}점`) would match user content such as a show's title, so it needs
 * two at least.
 */
const koreanPatterns = [...korean.values()]
  .filter((text) => (text.replace(/\{\{\d+\}\}/g, '').match(HANGUL) ?? []).length >= (text.includes('{{') ? 2 : 1))
  .map((text) => {
    const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\d+\\\}\\\}/g, '.+');
    return new RegExp(`^${escaped}$`);
  });

/** Every text a person or a screen reader meets on the page: text nodes, labels, placeholders, alternatives. */
function shownTexts(p: Page): Promise<string[]> {
  return p.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
    for (const el of Array.from(document.body.querySelectorAll('[aria-label],[placeholder],[title],img[alt]'))) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts.map((t) => t.trim()).filter(Boolean);
  });
}

/** No catalogue path shown instead of its text, and, in another language, no Korean catalogue text left. */
async function expectAllTranslated(p: Page, language: string, where: string) {
  const texts = await shownTexts(p);
  expect(
    texts.filter((t) => korean.has(t)),
    `${language} ${where}: untranslated paths`,
  ).toEqual([]);
  if (language === 'ko') return;
  expect(
    texts.filter((t) => koreanPatterns.some((pattern) => pattern.test(t))),
    `${language} ${where}: Korean catalogue texts`,
  ).toEqual([]);
}

async function chooseLanguage(p: Page, language: string, supportLabel: string) {
  await p.getByRole('button', { name: supportLabel, exact: true }).click();
  const name = LANGUAGES.find((l) => l.code === language)!.name;
  await p.getByRole('button', { name, exact: true }).click();
  await expect.poll(() => p.evaluate(() => document.documentElement.lang)).toBe(language);
}

/** The storefront's, the shop's and a member's main pages, each waited for by what it shows once loaded. */
const MAIN_PAGES: { name: string; path: () => string; ready: (p: Page) => Promise<void> }[] = [
  { name: 'home', path: paths.home, ready: (p) => p.locator('main h2').first().waitFor() },
  { name: 'product list', path: paths.productList, ready: (p) => p.getByTestId('product-card').first().waitFor() },
  {
    name: 'style feed',
    path: paths.style,
    ready: (p) => p.locator('main a[href^="/user/style/detail/"]').first().waitFor(),
  },
  { name: 'my orders', path: paths.myOrders, ready: (p) => p.locator('main h1').waitFor() },
  { name: 'cart', path: paths.cart, ready: (p) => p.locator('main h1').waitFor() },
];

const lang = (p: Page) => p.evaluate(() => document.documentElement.lang);

describe('the six-language interface (issue 10)', () => {
  useJourney({
    app: (a) => (app = a),
    page: (p, c) => ((page = p), (context = c)),
    env: () => ({ SMTP_URL: smtp.url }),
  });

  it('switches to English from the support button, keeps it across a reload, and back to Korean', async () => {
    // The home page's popups sit over the support button until closed; the product list has none.
    await page.goto(`${app.url}${paths.productList()}`);
    await page.getByTestId('product-card').first().waitFor();
    await chooseLanguage(page, 'en', MSG.support.open);
    await page.getByRole('link', { name: textIn('en', 'nav.shop'), exact: true }).waitFor();

    await page.reload();
    await page.getByRole('link', { name: textIn('en', 'nav.shop'), exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByTestId('product-card').first().waitFor();
    // Prices through Intl in the chosen language; product names stay as written.
    await expect.poll(() => page.getByTestId('sale-price').first().textContent()).toMatch(/^₩[\d,]+$/);

    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByRole('button', { name: textIn('en', 'support.open'), exact: true }).click();
    await page.getByRole('group', { name: textIn('en', 'support.language') }).waitFor();
    await screenshot(page, 'language-menu-360');
    await expectNoSideScroll(page);
    await page.getByRole('button', { name: '한국어', exact: true }).click();
    await page.getByRole('link', { name: MSG.nav.shop, exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('sale-price').first().textContent()).toMatch(/^[\d,]+원$/);
  });

  it('finds no untranslated text on the main pages in any of the six languages, at phone width', async () => {
    await logIn(page, app, 'member1', 'member1234!');
    // At phone width, so a language's longer words must fit too.
    await page.setViewportSize({ width: 360, height: 780 });
    for (const { code } of LANGUAGES) {
      await page.goto(`${app.url}${paths.productList()}`);
      await page.getByTestId('product-card').first().waitFor();
      const current = await page.evaluate(() => document.documentElement.lang);
      await chooseLanguage(page, code, current === 'ko' ? MSG.support.open : textIn(current, 'support.open'));
      for (const main of MAIN_PAGES) {
        await page.goto(`${app.url}${main.path()}`);
        await main.ready(page);
        await expectAllTranslated(page, code, main.name);
        await expectNoSideScroll(page);
      }
      await page.goto(`${app.url}${paths.home()}`);
      await MAIN_PAGES[0]!.ready(page);
      await screenshot(page, `language-${code}-home-360`);
    }
  });

  it("keeps a member's choice on the account: a later sign-in, in a browser that kept nothing, follows it", async () => {
    await logIn(page, app, 'member2', 'member1234!');
    await page.goto(`${app.url}${paths.productList()}`);
    await page.getByTestId('product-card').first().waitFor();
    const saved = page.waitForResponse((r) => r.request().postData()?.includes('SetLanguage') === true);
    await chooseLanguage(page, 'ja', MSG.support.open);
    expect((await saved).ok()).toBe(true);

    // Another browser: no session, no choice of its own.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await context.clearCookies();
    await page.goto(`${app.url}${paths.productList()}`);
    await page.getByTestId('product-card').first().waitFor();
    expect(await lang(page)).toBe('ko');
    await logIn(page, app, 'member2', 'member1234!');
    await expect.poll(() => lang(page)).toBe('ja');
    await page.getByRole('link', { name: textIn('ja', 'nav.shop'), exact: true }).waitFor();
  });

  it('mails a temporary password in the language the visitor reads the shop in', async () => {
    await app.member({ id: 'englishreset', email: 'english.reset@example.com' });
    await page.goto(`${app.url}${paths.productList()}`);
    await page.getByTestId('product-card').first().waitFor();
    await chooseLanguage(page, 'en', MSG.support.open);
    await page.goto(`${app.url}/user/auth/findPass`);
    await page.getByLabel(textIn('en', 'findPass.email')).fill('english.reset@example.com');
    await page.getByLabel(textIn('en', 'findPass.id')).fill('englishreset');
    await page.getByRole('button', { name: textIn('en', 'findPass.submit') }).click();
    await page.getByRole('alertdialog', { name: textIn('en', 'findPass.sent') }).waitFor();
    const mail = await smtp.lastTo('english.reset@example.com');
    expect(mail.subject).toBe('[Scene Shop] Your temporary password');
  });
});
