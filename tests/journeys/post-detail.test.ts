import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../client/src/lib/messages.js';
import { paths } from '../../client/src/lib/paths.js';
import { MSG as SERVER_MSG } from '../../server/src/common/messages.js';
import { Alert } from '../../server/src/modules/alert/alert.entity.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { screenshot, useJourney } from './browser.js';
import { logIn } from './member-journey.js';

let app: TestApp;
let page: Page;

interface FeedPost {
  no: number;
  userNo: number;
  userNickname: string;
}

describe('post detail journey', () => {
  useJourney({ app: (a) => (app = a), page: (p) => (page = p) });

  it('likes a post, comments and replies on it, alerting its author, and fits a phone', async () => {
    const { user, token } = await app.member({ pwd: 'pass1234!' });
    const feed = await app.gql<{ feed: { content: FeedPost[] } }>(
      '{ feed(size: 10) { content { no userNo userNickname } } }',
      {},
      token,
    );
    const post = feed.data!.feed.content[0]!;
    const nickname = user.nickname!;

    await logIn(page, app, user.id!, 'pass1234!');
    await page.goto(`${app.url}${paths.styleDetail(post.no)}`);
    const article = page.getByRole('article', { name: MSG.postDetail.title(post.userNickname) });
    await article.waitFor();
    const like = article.getByRole('button', { name: MSG.postDetail.like });
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');

    await page.getByLabel(MSG.comments.label).fill('  여정에서 남긴 댓글  ');
    await page.getByRole('button', { name: MSG.comments.submit }).click();
    // A new comment is on the last page, where the writer is taken.
    await page.getByText('여정에서 남긴 댓글', { exact: true }).waitFor();
    await page.getByRole('button', { name: MSG.comments.replyTo(nickname) }).click();
    const reply = page.getByLabel(MSG.comments.replyLabel(nickname));
    await reply.fill('여정에서 남긴 답글');
    await reply.locator('xpath=ancestor::form').getByRole('button', { name: MSG.comments.submit }).click();
    await page
      .getByRole('list', { name: MSG.comments.replies(nickname) })
      .getByText('여정에서 남긴 답글')
      .waitFor();

    // The post's author heard of each, once: the reply too is a comment on their post (its parent is mine).
    const alerts = await app
      .em()
      .find(Alert, { user: post.userNo, content: SERVER_MSG.communityAlert.commented(nickname) });
    expect(alerts.map((a) => a.path)).toEqual([paths.styleDetail(post.no), paths.styleDetail(post.no)]);
    expect(new Set(alerts.map((a) => a.eventKey)).size).toBe(2);

    await expectNoSeriousA11yViolations(page, 'post detail');
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'post-detail-360');
  });
});
