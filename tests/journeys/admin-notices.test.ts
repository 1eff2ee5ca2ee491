import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../client/src/lib/messages.js';
import { DEMO_ADMIN_PASSWORD } from '../../server/src/seeds/seed-if-empty.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { screenshot, useJourney, watchPage } from './browser.js';
import { expectNoSideScroll, logIn } from './member-journey.js';

let app: TestApp;
let page: Page;
let context: BrowserContext;

const T = MSG.adminNotices;
const TITLE = '설 연휴 배송 안내';
const EDITED = '설 연휴 배송 일정 변경 안내';

describe('admin notices journey', () => {
  useJourney({ app: (a) => (app = a), page: (p, c) => ((page = p), (context = c)) });

  it('the admin adds a notice and edits it; a member sees each version on their notice page at once', async () => {
    const { user } = await app.member({ pwd: 'pass1234!' });
    const memberContext = await context
      .browser()!
      .newContext({ locale: 'ko-KR', viewport: { width: 1280, height: 900 } });
    const member = await memberContext.newPage();
    const memberWatch = watchPage(member, app.url);
    try {
      await logIn(member, app, user.id!, 'pass1234!');

      // The admin adds a notice: the form asks for every field first.
      await logIn(page, app, 'admin', DEMO_ADMIN_PASSWORD);
      await page.goto(`${app.url}/admin/help`);
      await page.getByRole('heading', { name: T.title }).waitFor();
      await page.getByRole('link', { name: T.add }).click();
      await page.waitForURL(`${app.url}/admin/help/notices/new`);
      await page.getByLabel(T.titleField).fill(TITLE);
      await page.getByRole('button', { name: T.submitAdd, exact: true }).click();
      await page.getByText(T.fillAllFields).waitFor();
      await page.getByLabel(T.categoryField).selectOption('DELIVERY');
      expect(await page.getByText(T.fillAllFields).count()).toBe(0);
      await page.getByLabel(T.contentsField).fill('연휴 기간에는 배송이 2일 늦어집니다.');
      await page.getByRole('button', { name: T.submitAdd, exact: true }).click();
      const added = page.getByRole('alertdialog', { name: T.added });
      await added.getByRole('button', { name: T.backToList }).click();
      await page.waitForURL(`${app.url}/admin/help`);
      await page.getByRole('link', { name: TITLE }).waitFor();

      // The member sees it at once.
      await member.goto(`${app.url}/user/mypage/notice`);
      await member.getByRole('link', { name: TITLE }).waitFor();

      // The admin edits it, confirming the action, and lands back on the list.
      await page.getByRole('link', { name: TITLE }).click();
      await page.waitForURL(/\/admin\/help\/notices\/\d+$/);
      const editUrl = page.url();
      const title = page.getByLabel(T.titleField);
      await expect.poll(() => title.inputValue()).toBe(TITLE);
      await title.fill(EDITED);
      await page.getByRole('button', { name: T.finishEdit }).click();
      const confirm = page.getByRole('alertdialog', { name: T.finishConfirm });
      await confirm.getByRole('button', { name: T.finishEdit }).click();
      await page.waitForURL(`${app.url}/admin/help`);
      await page.getByRole('link', { name: EDITED }).waitFor();

      await member.reload();
      await member.getByRole('link', { name: EDITED }).waitFor();
      expect(await member.getByRole('link', { name: TITLE, exact: true }).count()).toBe(0);

      // The notice's page keeps its history: who added it, and the title's change.
      await page.goto(editUrl);
      const history = page.getByRole('region', { name: MSG.adminAudit.title });
      await expect.poll(() => history.getByTestId('audit-entry').count()).toBe(2);
      const latest = history.getByTestId('audit-entry').first();
      expect(await latest.textContent()).toContain(MSG.adminAudit.actions.update);
      expect(await latest.textContent()).toContain(`${TITLE} → ${EDITED}`);
      expect(await latest.textContent()).toContain('admin');
      await expectNoSeriousA11yViolations(page, 'notice edit');
      await screenshot(page, 'admin-notice-edit');
    } finally {
      await memberContext.close();
    }
    expect(memberWatch.problems).toEqual([]);
  });

  it('at 360 px the admin menu folds behind its button, opens from it and closes on Escape', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await logIn(page, app, 'admin', DEMO_ADMIN_PASSWORD);
    await page.goto(`${app.url}/admin/help`);
    await page.getByRole('heading', { name: T.title }).waitFor();
    const menu = page.getByRole('navigation', { name: MSG.admin.menu });
    const button = menu.getByRole('button', { name: MSG.admin.menuButton });
    const support = menu.getByRole('link', { name: MSG.admin.support });
    expect(await support.isVisible()).toBe(false);
    await expectNoSideScroll(page);
    await expectNoSeriousA11yViolations(page, 'notice list at 360 px');

    await button.focus();
    await page.keyboard.press('Enter');
    await support.waitFor({ state: 'visible' });
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await expectNoSideScroll(page);
    await screenshot(page, 'admin-menu-360');

    await page.keyboard.press('Escape');
    await support.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');

    await button.click();
    await support.click();
    await page.waitForURL(`${app.url}/admin/help`);
    await support.waitFor({ state: 'hidden' });
  });
});
