import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../client/src/lib/messages.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { startTestSmtp, type TestSmtp } from '../../server/src/test/smtp.js';
import { screenshot, useJourney } from './browser.js';
import { expectNoSideScroll, logIn } from './member-journey.js';

let app: TestApp;
let page: Page;
let smtp: TestSmtp;
const R = MSG.register;

beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.close());

const mailed = async (to: string, pattern: RegExp) => pattern.exec((await smtp.lastTo(to)).text ?? '')![1]!;

describe('accounts journey', () => {
  useJourney({ app: (a) => (app = a), page: (p) => (page = p), env: () => ({ SMTP_URL: smtp.url }) });

  it('registers with a code read from the mail that arrived, then signs in', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${app.url}/user/auth/login`);
    await page.getByRole('link', { name: MSG.auth.registerLink }).click();
    await page.waitForURL(`${app.url}/user/auth/register`);

    await page.getByLabel(R.id, { exact: true }).fill('journey01');
    await page.getByRole('button', { name: R.idCheck }).click();
    await page.getByText(R.idAvailable).waitFor();
    await page.getByLabel(R.pwd, { exact: true }).fill('journey1!');
    await page.getByLabel(R.pwdConfirm).fill('journey1!');
    await page.getByLabel(R.name).fill('여정');
    await page.getByLabel(R.emailLocal).fill('journey01');
    await page.getByLabel(R.emailDomain).selectOption('custom');
    await page.getByLabel(R.customDomainLabel).fill('example.com');
    await page.getByLabel(R.tel).fill('010-2222-3333');
    await page.getByLabel(MSG.account.zipcode).fill('06236');
    await page.getByLabel(MSG.account.address, { exact: true }).fill('서울 강남구 테헤란로 1');

    await page.getByRole('button', { name: R.sendCode }).click();
    await page.getByText(R.codeSent).waitFor();
    const code = await mailed('journey01@example.com', /\b(\d{6})\b/);
    await page.getByLabel(R.code, { exact: true }).fill(code);
    await page.getByRole('button', { name: R.verifyCode }).click();
    await page.getByText(R.codeVerified).waitFor();
    await expectNoSideScroll(page);
    await screenshot(page, 'register-verified-360');

    await page.getByRole('button', { name: R.submit }).click();
    await page.waitForURL(`${app.url}/user/auth/success`);
    await page.getByRole('heading', { name: R.doneTitle }).waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, app, 'journey01', 'journey1!');
  });

  it('resets a forgotten password by mail; the temporary one leads to choosing a new one', async () => {
    const { user } = await app.member({ id: 'forgot01', email: 'forgot01@example.com', pwd: 'before1!' });
    await page.goto(`${app.url}/user/auth/findPass`);
    await page.getByLabel(MSG.findPass.email).fill('forgot01@example.com');
    await page.getByLabel(MSG.findPass.id).fill('forgot01');
    await page.getByRole('button', { name: MSG.findPass.submit }).click();
    await page.getByRole('alertdialog', { name: MSG.findPass.sent }).waitFor();
    await page.getByRole('button', { name: MSG.findPass.ok }).click();
    await page.waitForURL(`${app.url}/user/auth/login`);

    const temporary = await mailed('forgot01@example.com', /비밀번호는 (\S+) 입니다/);
    await page.getByLabel(MSG.auth.id).fill('forgot01');
    await page.getByLabel(MSG.auth.pwd).fill(temporary);
    await page.getByRole('button', { name: MSG.auth.submit }).click();
    await page.waitForURL(`${app.url}/user/mypage/update/${user.no}`);
    await page.getByText(MSG.account.mustChangePassword).waitFor();
    await page.goto(`${app.url}/user/mypage/order`);
    await page.waitForURL(`${app.url}/user/mypage/update/${user.no}`);
    // The redirect lands before the profile query answers: wait for the notice, then check it is there once.
    await page.getByText(MSG.account.mustChangePassword).waitFor();
    expect(await page.getByText(MSG.account.mustChangePassword).count()).toBe(1);
  });
});
