import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { startTestApp, type TestApp } from '../../server/src/test/harness.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SCREENSHOT_DIR = path.resolve(here, '../screenshots');
export const CLIENT_DIST = path.resolve(here, '../../client/dist');

/** Debian's Chromium, headless, with everything that would call out to the network switched off. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * The test worker's Chromium, launched by the first file that asks and kept for the files after it (the browser
 * project does not isolate its files): files never share a context, so they see nothing of each other. It ends
 * with the worker; do not close it.
 */
export function sharedChromium(): Promise<Browser> {
  workerBrowser ??= launchChromium().then((browser) => {
    browser.once('disconnected', () => (workerBrowser = undefined));
    return browser;
  });
  return workerBrowser;
}

export function assertClientBuilt(): void {
  if (!fs.existsSync(path.join(CLIENT_DIST, 'index.html'))) {
    throw new Error(`no client build in ${CLIENT_DIST}: run \`npm run build -w client\` first (npm test does)`);
  }
}

/**
 * A full-page picture of where a journey is, for a person to look at, with SCREENSHOTS=1 (it asserts nothing, and
 * a hundred of them cost a test run about a fifth of the journeys' time).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // The route-change overlay covers the page for 500 ms; the picture should show the page itself.
  await page.getByTestId('route-overlay').waitFor({ state: 'detached' });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Collects what a page did wrong: console errors, uncaught exceptions and requests that left this server. */
export function watchPage(page: Page, origin: string) {
  const problems: string[] = [];
  const foreign: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    const url = r.url();
    const local = url.startsWith(origin) || url.startsWith(origin.replace('http', 'ws'));
    if (!local && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  return { problems, foreign };
}

/**
 * What every journey file needs: the real server with the demo data once per file, the worker's Chromium, a fresh
 * context and page per test, and after each test no console errors and no request to another host. The callbacks
 * hand the app, and then each test's page and context, to the file's own variables.
 */
export function useJourney(on: {
  app: (app: TestApp) => void;
  page: (page: Page, context: BrowserContext) => void;
  /** Settings of the file's own, read when the server starts (e.g. the address of a test mail server). */
  env?: () => Record<string, string>;
}): void {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let watch: ReturnType<typeof watchPage>;

  beforeAll(async () => {
    assertClientBuilt();
    app = await startTestApp({ SEED_DEMO: 'true', CLIENT_DIST, ...on.env?.() });
    browser = await sharedChromium();
    on.app(app);
  });

  afterAll(async () => {
    await app?.close();
  });

  beforeEach(async () => {
    context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    watch = watchPage(page, app.url);
    on.page(page, context);
  });

  afterEach(async () => {
    await context.close();
    expect(watch.problems).toEqual([]);
    expect(watch.foreign).toEqual([]);
  });
}
