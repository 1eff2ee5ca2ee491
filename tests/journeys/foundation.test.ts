import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../client/src/lib/messages.js';
import { DEMO_ADMIN_PASSWORD, DEMO_MEMBER_PASSWORD } from '../../server/src/seeds/seed-if-empty.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { screenshot, useJourney } from './browser.js';
import { closePopups } from './storefront-helpers.js';

/** Spec §9: the no-permission page returns to the main page after 3 seconds. */
const NO_PERMISSION_REDIRECT_MS = 3000;

let app: TestApp;
let page: Page;

const showLinks = (p: Page) => p.locator('main a[href^="/user/main/sub/"]');
const pagerStatus = (p: Page) => p.getByTestId('pager-status');

async function logIn(p: Page, id: string, pwd: string) {
  await p.goto(`${app.url}/user/auth/login`);
  await p.getByLabel(MSG.auth.id).fill(id);
  await p.getByLabel(MSG.auth.pwd).fill(pwd);
  await p.getByRole('button', { name: MSG.auth.submit }).click();
}

describe('foundation journey', () => {
  useJourney({ app: (a) => (app = a), page: (p) => (page = p) });

  it('refuses a wrong password with the spec text', async () => {
    await page.goto(`${app.url}/user/auth/login`);
    await screenshot(page, 'login');
    await logIn(page, 'member1', 'wrong-password1!');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(MSG.auth.loginFailed);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await screenshot(page, 'login-failed');
  });

  it('logs in, pages through the shows and opens one', async () => {
    await logIn(page, 'member1', DEMO_MEMBER_PASSWORD);
    await page.waitForURL(`${app.url}/user/main`);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    expect(Number(await page.evaluate(() => sessionStorage.getItem('userNo')))).toBeGreaterThan(1);

    // The home's popups arrive with its data and lie over the page until closed, as a visitor would.
    await page.getByRole('complementary', { name: MSG.home.popups }).waitFor();
    await closePopups(page);
    await page.getByRole('link', { name: MSG.main.showListLink }).click();
    await page.waitForURL(`${app.url}/user/main/show`);
    await expect.poll(() => showLinks(page).count()).toBe(10);
    const total = Number((await pagerStatus(page).textContent())?.split(' / ')[1]);
    expect(total).toBeGreaterThanOrEqual(2);
    await expect.poll(() => pagerStatus(page).textContent()).toBe(MSG.show.pageStatus(1, total));
    const firstTitles = await showLinks(page).allTextContents();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'show-list-page-1');

    await page.getByRole('button', { name: MSG.show.next }).click();
    await expect.poll(() => pagerStatus(page).textContent()).toBe(MSG.show.pageStatus(2, total));
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(() => showLinks(page).count()).toBeGreaterThan(0);
    const secondTitles = await showLinks(page).allTextContents();
    expect(secondTitles.some((t) => firstTitles.includes(t))).toBe(false);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'show-list-page-2');

    await page.goBack();
    await expect.poll(() => pagerStatus(page).textContent()).toBe(MSG.show.pageStatus(1, total));
    await page.goForward();
    await expect.poll(() => pagerStatus(page).textContent()).toBe(MSG.show.pageStatus(2, total));

    const target = showLinks(page).first();
    const href = (await target.getAttribute('href'))!;
    const title = await target.textContent();
    await target.click();
    await page.waitForURL(`${app.url}${href}`);
    expect(href).toMatch(/^\/user\/main\/sub\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    await screenshot(page, 'show-detail');

    await page.getByRole('button', { name: MSG.nav.profile }).click();
    await page.getByRole('link', { name: MSG.nav.orders }).waitFor();
    await screenshot(page, 'profile-menu');
    await page.getByRole('button', { name: MSG.nav.logout }).click();
    await page.waitForURL(`${app.url}/user/main`);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });

  it('sends a visitor to login and back to the page they wanted', async () => {
    await page.goto(`${app.url}/user/mypage/order`);
    await page.waitForURL(`${app.url}/user/auth/login`);
    await page.getByLabel(MSG.auth.id).fill('member1');
    await page.getByLabel(MSG.auth.pwd).fill(DEMO_MEMBER_PASSWORD);
    await page.getByRole('button', { name: MSG.auth.submit }).click();
    await page.waitForURL(`${app.url}/user/mypage/order`);
    await page.getByRole('heading', { name: MSG.orders.title }).waitFor();
  });

  it('shows the no-permission page to a member and returns to main after 3 seconds', async () => {
    await logIn(page, 'member1', DEMO_MEMBER_PASSWORD);
    await page.waitForURL(`${app.url}/user/main`);
    // The page's clock, moved on by the test: the 3 seconds pass without waiting for them.
    await page.clock.install();
    await page.goto(`${app.url}/admin`);
    await page.waitForURL(`${app.url}/admin/auth`);
    await page.getByRole('heading', { name: MSG.admin.noPermissionTitle }).waitFor();
    await screenshot(page, 'admin-auth');
    await page.clock.runFor(NO_PERMISSION_REDIRECT_MS);
    await page.waitForURL(`${app.url}/user/main`);
  });

  it('opens the admin console for the administrator', async () => {
    await logIn(page, 'admin', DEMO_ADMIN_PASSWORD);
    await page.waitForURL(`${app.url}/user/main`);
    await page.goto(`${app.url}/admin`);
    await page.getByRole('heading', { name: MSG.admin.homeTitle }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    await page.getByRole('navigation', { name: MSG.admin.menu }).getByRole('link', { name: MSG.admin.product }).click();
    await page.waitForURL(`${app.url}/admin/product`);
    await screenshot(page, 'admin-console');
  });

  it('runs a query in the bundled playground without leaving this server', async () => {
    await logIn(page, 'member1', DEMO_MEMBER_PASSWORD);
    await page.waitForURL(`${app.url}/user/main`);
    await page.goto(`${app.url}/playground`);
    await page.locator('.graphiql-container').waitFor();
    await page.locator('.graphiql-query-editor .monaco-editor').waitFor();
    const run = async (operation: string) => {
      await page.getByRole('button', { name: /Execute query/i }).click();
      await page.getByRole('menuitem', { name: operation }).click();
    };
    await run('Me');
    await expect.poll(() => page.locator('.result-window').textContent(), { timeout: 15_000 }).toContain('"me"');
    await screenshot(page, 'playground');

    // A subscription over graphql-ws, authorised by the header in the editor, receives an alert sent by the admin.
    const subscribed = new Promise<void>((resolve) =>
      page.on('websocket', (ws) => ws.on('framesent', (f) => String(f.payload).includes('"subscribe"') && resolve())),
    );
    await run('AlertReceived');
    await subscribed;
    const admin = await app.gql<{ login: { token: string } }>(
      'mutation($id: String!, $pwd: String!) { login(id: $id, pwd: $pwd) { token } }',
      { id: 'admin', pwd: DEMO_ADMIN_PASSWORD },
    );
    const userNo = Number(await page.evaluate(() => sessionStorage.getItem('userNo')));
    const content = '플레이그라운드 구독 확인';
    await expect
      .poll(
        async () => {
          const sent = await app.gql(
            'mutation($input: SendAlertInput!) { sendAlert(input: $input) { no } }',
            { input: { userNo, category: 'PROMOTION', content } },
            admin.data!.login.token,
          );
          expect(sent.errors).toBeUndefined();
          // Monaco draws spaces as no-break spaces.
          return (await page.locator('.result-window').textContent())?.replace(/\u00a0/g, ' ');
        },
        { timeout: 15_000, interval: 500 },
      )
      .toContain(content);
    await screenshot(page, 'playground-subscription');
  });

  it('fits a 360 px wide phone', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${app.url}/user/main`);
    await screenshot(page, 'main-mobile');
    await page.goto(`${app.url}/user/main/show`);
    await expect.poll(() => showLinks(page).count()).toBe(10);
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'show-list-mobile');
  });
});
