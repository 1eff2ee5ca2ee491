import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { discountedPrice } from '@scene-shop/domain/money';
import { MSG } from '../../client/src/lib/messages.js';
import { paths } from '../../client/src/lib/paths.js';
import { MSG as SERVER_MSG } from '../../server/src/common/messages.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { screenshot, useJourney, watchPage } from './browser.js';
import { type ApiMember, gqlAs, logIn, productsInStock, tinyPngFile } from './member-journey.js';

let app: TestApp;
let page: Page;
let context: BrowserContext;

const PLACE = 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { no } }';
const REPORT = 'mutation($no: Int!) { reportPost(postNo: $no, category: ADVERTISING) { reportsCount } }';
const READ_ALL = 'query { myAlerts(size: 20) { content { no content } } }';
const READ = 'mutation($no: Int!) { markAlertRead(no: $no) { no } }';

async function member(nickname: string): Promise<ApiMember & { id: string }> {
  const { user, token } = await app.member({ nickname, pwd: 'pass1234!' });
  return { no: user.no, token, id: user.id! };
}

const bellDot = (p: Page) => p.getByTestId('alert-dot');

describe('community journey', () => {
  useJourney({ app: (a) => (app = a), page: (p, c) => ((page = p), (context = c)) });

  it('a post with a photo and a bought product reaches a follower, whose comment lights the author’s bell; six reports take it down', async () => {
    const author = await member('작가');
    const follower = await member('팔로워');
    const [product] = await productsInStock(app, 1);
    const price = discountedPrice(product!.price, product!.discountRate);
    await gqlAs(app, author, PLACE, {
      input: { totalAmount: price, items: [{ productNo: product!.no, quantity: 1, resultPrice: price }] },
    });

    // The follower follows the author from the profile, unfollows, and follows again.
    const followerContext = await context.browser()!.newContext({ locale: 'ko-KR' });
    const other = await followerContext.newPage();
    const watch = watchPage(other, app.url);
    await logIn(other, app, follower.id, 'pass1234!');
    await other.goto(`${app.url}${paths.styleProfile(author.no)}`);
    const follow = other.getByRole('button', { name: MSG.profile.follow });
    await follow.click();
    await expect.poll(() => follow.textContent()).toContain(MSG.profile.following);
    await expect.poll(() => other.getByTestId('follower-count').textContent()).toBe('1');
    await follow.click();
    await expect.poll(() => other.getByTestId('follower-count').textContent()).toBe('0');
    await follow.click();
    await expect.poll(() => other.getByTestId('follower-count').textContent()).toBe('1');

    // The author has read the order's and the follows' alerts before writing.
    const { myAlerts } = await gqlAs<{ myAlerts: { content: { no: number; content: string }[] } }>(
      app,
      author,
      READ_ALL,
    );
    // Follow, unfollow, follow again: one follow alert, not a flood.
    expect(myAlerts.content.filter((a) => a.content === SERVER_MSG.communityAlert.followed('팔로워'))).toHaveLength(1);
    for (const alert of myAlerts.content) await gqlAs(app, author, READ, { no: alert.no });

    // The author writes a post with a photo and the product they bought.
    await logIn(page, app, author.id, 'pass1234!');
    await page.goto(`${app.url}${paths.styleWrite(product!.no)}`);
    await page.getByLabel(MSG.postForm.chooseImage).setInputFiles(tinyPngFile());
    await page.getByLabel(MSG.postForm.content).fill('오늘의 드라마 속 코디');
    await page.getByRole('button', { name: MSG.postForm.submit }).click();
    await page.waitForURL(/\/user\/style\/detail\/\d+$/);
    const postNo = Number(page.url().split('/').pop());
    await page.getByRole('button', { name: MSG.alert.bell, exact: true }).waitFor();
    expect(await bellDot(page).count()).toBe(0);

    // It is in the follower's feed of people they follow; they open it and comment.
    await other.goto(`${app.url}${paths.style()}?scope=following`);
    await other.getByText('오늘의 드라마 속 코디').first().click();
    await other.waitForURL(`${app.url}${paths.styleDetail(postNo)}`);
    await other.getByLabel(MSG.comments.label).fill('어디서 샀는지 궁금해요');
    await other.getByRole('button', { name: MSG.comments.submit }).click();
    await other.getByText('어디서 샀는지 궁금해요', { exact: true }).waitFor();

    // The author's open page hears of it at once, and the author replies.
    await bellDot(page).waitFor({ timeout: 5000 });
    await screenshot(page, 'community-author-alerted');
    await page.reload();
    await page.getByRole('button', { name: MSG.comments.replyTo('팔로워') }).click();
    const reply = page.getByLabel(MSG.comments.replyLabel('팔로워'));
    await reply.fill('상품 링크 달아 두었어요');
    await reply.locator('xpath=ancestor::form').getByRole('button', { name: MSG.comments.submit }).click();
    await page.getByText('상품 링크 달아 두었어요').waitFor();
    await bellDot(other).waitFor({ timeout: 5000 });

    // Six members report it: it leaves the feed and its page shows only the administrator's notice.
    for (let i = 0; i < 6; i++) await gqlAs(app, await member(`신고자${i}`), REPORT, { no: postNo });
    await other.goto(`${app.url}${paths.style()}?scope=following`);
    await other.getByText(MSG.styleFeed.followingEmpty).waitFor();
    expect(await other.getByText('오늘의 드라마 속 코디').count()).toBe(0);
    await other.goto(`${app.url}${paths.styleDetail(postNo)}`);
    await other.getByRole('status').filter({ hasText: '관리자' }).waitFor();
    expect(await other.getByRole('article').count()).toBe(0);
    await screenshot(other, 'community-handled-post');

    await followerContext.close();
    expect(watch.problems).toEqual([]);
    expect(watch.foreign).toEqual([]);
  });

  it('finds a product by a typo and by its initial consonants', async () => {
    for (const term of ['버건드', 'ㅂㄱㄷ']) {
      await page.goto(`${app.url}${paths.search(term, 'product')}`);
      await page
        .getByRole('link', { name: /버건디/ })
        .first()
        .waitFor();
    }
  });
});
