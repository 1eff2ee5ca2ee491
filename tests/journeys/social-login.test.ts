import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../../client/src/lib/messages.js';
import { paths } from '../../client/src/lib/paths.js';
import { Role } from '../../server/src/common/enums.js';
import { MSG as SERVER_MSG } from '../../server/src/common/messages.js';
import { User } from '../../server/src/modules/user/user.entity.js';
import { DEMO_MEMBER_PASSWORD } from '../../server/src/seeds/seed-if-empty.js';
import { startFakeProviders, type FakeProviders } from '../../server/src/test/fake-provider.js';
import { freePort } from '../../server/src/test/free-port.js';
import { startTestApp, type TestApp } from '../../server/src/test/harness.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { assertClientBuilt, CLIENT_DIST, sharedChromium, screenshot, watchPage } from './browser.js';
import { logIn } from './member-journey.js';

let app: TestApp;
let providers: FakeProviders;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let watch: ReturnType<typeof watchPage>;

beforeAll(async () => {
  assertClientBuilt();
  const port = await freePort();
  providers = await startFakeProviders({ publicUrl: `http://localhost:${port}` });
  app = await startTestApp({ SEED_DEMO: 'true', CLIENT_DIST, ...providers.env }, port);
  browser = await sharedChromium();
});
afterAll(async () => {
  await app?.close();
  await providers?.close();
});
beforeEach(async () => {
  context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  watch = watchPage(page, app.url);
});
afterEach(async () => {
  await context.close();
  expect(watch.problems).toEqual([]);
  // The only other host the browser may visit is the provider's (the loopback fake), following its redirects.
  expect(watch.foreign.filter((url) => !url.startsWith(providers.url))).toEqual([]);
});

const session = (key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);

describe('Kakao and Naver sign-in in the browser', () => {
  it('signs in with Kakao for the first time, completes the profile and lands home', async () => {
    const who = { id: '4100000001', email: 'journey.kakao@example.com', name: '카카오손님' };
    providers.kakao.account = who;
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${app.url}${paths.login()}`);
    const kakao = page.getByRole('button', { name: MSG.social.loginWith.KAKAO });
    await expect.poll(() => page.getByRole('button', { name: MSG.social.loginWith.NAVER }).count()).toBe(1);
    await expectNoSeriousA11yViolations(page, 'login with providers');
    await screenshot(page, 'login-social-360');
    await kakao.click();

    await page.waitForURL(`${app.url}${paths.socialSignup('KAKAO')}`);
    await page.getByRole('heading', { name: MSG.social.signupTitle }).waitFor();
    expect(await page.getByLabel(MSG.social.email).inputValue()).toBe(who.email);
    expect(await page.getByLabel(MSG.social.name).inputValue()).toBe(who.name);
    await page.getByRole('button', { name: MSG.social.signupSubmit }).click();
    await page.getByText(MSG.social.telRequired).waitFor();
    await expectNoSeriousA11yViolations(page, 'profile completion');
    await screenshot(page, 'social-signup-360');
    await page.getByLabel(MSG.social.tel).fill('010-4444-5555');
    await page.getByLabel(MSG.account.zipcode, { exact: true }).fill('04524');
    await page.getByLabel(MSG.account.address, { exact: true }).fill('서울 중구 세종대로 110');
    await page.getByRole('button', { name: MSG.social.signupSubmit }).click();

    await page.waitForURL(`${app.url}${paths.home()}`);
    const member = await app.em().findOneOrFail(User, { idK: who.id });
    expect(member).toMatchObject({ email: who.email, tel: '010-4444-5555', zipcode: '04524', id: null });
    expect(Number(await session('userNo'))).toBe(member.no);
  });

  it('links Naver to an own-id account after the password, then signs in with Naver', async () => {
    const member = await app.em().findOneOrFail(User, { id: { $ne: null }, idK: null, idN: null, role: Role.USER });
    providers.naver.account = { id: 'nvJourneyMember1', email: member.email, name: member.name };
    await logIn(page, app, member.id!, DEMO_MEMBER_PASSWORD);
    await page.goto(`${app.url}${paths.profileEdit(member.no)}`);
    await page.getByRole('button', { name: MSG.social.link.NAVER }).click();
    const dialog = page.getByRole('dialog', { name: MSG.social.linkConfirmTitle(MSG.social.names.NAVER) });
    await dialog.getByLabel(MSG.social.password).fill(DEMO_MEMBER_PASSWORD);
    await dialog.getByRole('button', { name: MSG.social.linkContinue }).click();

    await page.getByText(SERVER_MSG.social.linked(MSG.social.names.NAVER)).waitFor();
    expect(new URL(page.url()).pathname).toBe(paths.profileEdit(member.no));
    await page.getByText(`${MSG.social.names.NAVER} · ${MSG.social.linked}`).waitFor();
    expect((await app.em().findOneOrFail(User, { no: member.no })).idN).toBe('nvJourneyMember1');

    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${app.url}${paths.login()}`);
    await page.getByRole('button', { name: MSG.social.loginWith.NAVER }).click();
    await page.waitForURL(`${app.url}${paths.home()}`);
    expect(Number(await session('userNo'))).toBe(member.no);
    expect(await session('token_n')).toBeTruthy();
  });
});
