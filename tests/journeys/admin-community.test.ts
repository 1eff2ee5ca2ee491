import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../client/src/lib/messages.js';
import { MSG as SERVER_MSG } from '../../server/src/common/messages.js';
import { DEMO_ADMIN_PASSWORD } from '../../server/src/seeds/seed-if-empty.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { alertSubscriptionStarted, bell } from './alert-helpers.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { screenshot, useJourney, watchPage } from './browser.js';
import { expectNoSideScroll, gqlAs, logIn, tinyPngFile } from './member-journey.js';

let app: TestApp;
let page: Page;
let context: BrowserContext;

const T = MSG.adminCommunity;
const WRITE = 'mutation($input: PostInput!, $image: Upload) { writePost(input: $input, image: $image) { no } }';
const REPORT =
  'mutation($no: Int!, $category: ReportCategory!) { reportPost(postNo: $no, category: $category) { no: postNo } }';
/** The member writes the post as the site does: a GraphQL multipart request with the picture. */
async function writePost(token: string, content: string): Promise<number> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: WRITE, variables: { input: { content }, image: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.image'] }));
  form.set('0', new Blob([new Uint8Array(fs.readFileSync(tinyPngFile()))], { type: 'image/png' }), 'look.png');
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { data?: { writePost: { no: number } } };
  expect(body.data).toBeDefined();
  return body.data!.writePost.no;
}

const CONTENT = '오늘 산 코트 후기입니다. 신고를 많이 받은 글이에요.';

describe('admin community moderation journey', () => {
  useJourney({ app: (a) => (app = a), page: (p, c) => ((page = p), (context = c)) });

  it('the admin finds a reported post, reads it, deletes it, and its author’s bell lights up with the warning', async () => {
    // A member's post, reported by three others (two insults, one advertising).
    const { user: author, token } = await app.member({ nickname: '신고된작가', pwd: 'pass1234!' });
    const postNo = await writePost(token, CONTENT);
    for (const category of ['INSULT', 'INSULT', 'ADVERTISING']) {
      const reporter = await app.member();
      await gqlAs(app, { no: reporter.user.no, token: reporter.token }, REPORT, { no: postNo, category });
    }

    // The author is on the site, bell quiet and listening.
    await logIn(page, app, author.id!, 'pass1234!');
    const subscribed = alertSubscriptionStarted(page, app);
    await page.goto(`${app.url}/user/shop/productlist`);
    await bell(page, false).waitFor();
    await subscribed;

    const adminContext = await context
      .browser()!
      .newContext({ locale: 'ko-KR', viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    const adminWatch = watchPage(admin, app.url);
    try {
      await logIn(admin, app, 'admin', DEMO_ADMIN_PASSWORD);
      await admin.goto(`${app.url}/admin/community`);
      await admin.getByRole('heading', { name: T.title }).waitFor();
      await admin.getByRole('link', { name: T.reportedPosts }).click();
      await admin.waitForURL(/tab=reported/);

      // Newest first: the new post leads, with its 15-character preview, count and reasons.
      const card = admin.getByTestId('moderation-card').filter({ hasText: '신고된작가' });
      await card.waitFor();
      expect(await admin.getByTestId('moderation-card').first().textContent()).toContain('신고된작가');
      const text = await card.textContent();
      expect(text).toContain(`${[...CONTENT].slice(0, 15).join('')}… ${T.seeDetails}`);
      expect(text).not.toContain(CONTENT);
      expect(text).toContain(T.reportCount(3));
      expect(text).toContain(T.reasonTimes(T.reasons.INSULT, 2));
      expect(text).toContain(T.reasonTimes(T.reasons.ADVERTISING, 1));
      await expectNoSeriousA11yViolations(admin, 'admin community, reported posts');

      // 'see details' shows the whole text and the post's (still empty) history.
      await card.getByRole('button', { name: T.seeDetails }).click();
      const details = admin.getByRole('dialog', { name: T.detailsTitle('신고된작가') });
      await details.getByText(CONTENT).waitFor();
      await details.getByText(MSG.adminAudit.empty).waitFor();
      await screenshot(admin, 'admin-community-details');
      await details.getByRole('button', { name: T.close }).click();

      // The sort select switches to most reported (its own address).
      await admin.getByLabel(T.sort).selectOption({ label: T.mostReported });
      await admin.waitForURL(/sort=mostReported/);
      await admin.getByTestId('moderation-card').first().waitFor();
      await admin.getByLabel(T.sort).selectOption({ label: T.latest });
      await card.waitFor();

      // Delete: the dialog warns that the author will be alerted.
      await card.getByRole('button', { name: T.delete }).click();
      const confirm = admin.getByRole('alertdialog', { name: T.deleteTitle });
      await confirm.getByText(T.deleteWarning).waitFor();
      await confirm.getByRole('button', { name: T.delete }).click();
      await card.getByText(T.inTrash).waitFor();
      await screenshot(admin, 'admin-community-deleted');

      // The author's bell lights up without a reload, with the warning first.
      await page.getByTestId('alert-dot').waitFor({ timeout: 5000 });
      await bell(page, true).click();
      const first = page.getByRole('dialog', { name: MSG.alert.title }).getByTestId('alert-item').first();
      await expect.poll(() => first.textContent()).toContain(SERVER_MSG.communityAlert.postRemoved);

      // The post left the lists; the history of the deletion shows in its details elsewhere (the audit trail).
      await admin.reload();
      await admin.getByTestId('moderation-card').first().waitFor();
      expect(await admin.getByTestId('moderation-card').filter({ hasText: '신고된작가' }).count()).toBe(0);

      // At 360 px nothing scrolls sideways.
      await admin.setViewportSize({ width: 360, height: 800 });
      await expectNoSideScroll(admin);
      await screenshot(admin, 'admin-community-360');
    } finally {
      await adminContext.close();
    }
    expect(adminWatch.problems).toEqual([]);
    expect(adminWatch.foreign).toEqual([]);
  });

  it('the admin dismisses a post’s reports: the post stays, leaves the reported list and its history says so', async () => {
    const { token } = await app.member({ nickname: '억울한작가', pwd: 'pass1234!' });
    const postNo = await writePost(token, '신고가 잘못 들어온 평범한 코디 글입니다.');
    for (const category of ['OBSCENE', 'OBSCENE', 'INSULT']) {
      const reporter = await app.member();
      await gqlAs(app, { no: reporter.user.no, token: reporter.token }, REPORT, { no: postNo, category });
    }
    await logIn(page, app, 'admin', DEMO_ADMIN_PASSWORD);
    await page.goto(`${app.url}/admin/community?tab=reported`);
    const card = page.getByTestId('moderation-card').filter({ hasText: '억울한작가' });
    await card.getByText(T.reasonTimes(T.reasons.OBSCENE, 2)).waitFor();

    await card.getByRole('button', { name: T.dismiss }).click();
    const confirm = page.getByRole('alertdialog', { name: T.dismissTitle });
    await confirm.getByText(T.dismissBody).waitFor();
    await confirm.getByRole('button', { name: T.dismiss }).click();
    await card.getByText(T.dismissed).waitFor();
    expect(await card.getByText(T.reportCount(3)).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'admin community, reports dismissed');
    await screenshot(page, 'admin-community-dismissed');

    // Gone from the reported posts, still among all posts, with the dismissal in its history.
    await page.reload();
    await page.getByTestId('moderation-card').first().waitFor();
    expect(await card.count()).toBe(0);
    await page.getByRole('link', { name: T.allPosts }).click();
    await card.getByRole('button', { name: T.seeDetails }).click();
    const details = page.getByRole('dialog', { name: T.detailsTitle('억울한작가') });
    await details.getByText(MSG.adminAudit.actions.dismissReports).waitFor();
    const [left] = await app
      .em()
      .getConnection()
      .execute<{ reports: number; deleted: boolean }[]>(
        'select (select count(*) from report where post_no = p.no)::int as reports, p.deleted from post p where no = ?',
        [postNo],
      );
    expect(left).toEqual({ reports: 0, deleted: false });
  });
});
