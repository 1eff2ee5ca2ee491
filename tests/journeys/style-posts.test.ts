import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../client/src/lib/messages.js';
import { paths } from '../../client/src/lib/paths.js';
import { DEMO_MEMBER_PASSWORD } from '../../server/src/seeds/seed-if-empty.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { screenshot, useJourney } from './browser.js';
import { apiLogIn, gqlAs, logIn, tinyPngFile } from './member-journey.js';

let app: TestApp;
let page: Page;

const text = `스타일 여정 ${Date.now()}`;
const rowButton = (action: string, preview: string) =>
  page.getByRole('button', { name: MSG.myPosts.actionOf(action, preview) });
const confirm = (name: string) => page.getByRole('alertdialog').getByRole('button', { name }).click();

describe('style posts journey', () => {
  useJourney({ app: (a) => (app = a), page: (p) => (page = p) });

  it('writes a post with a photo and a bought product, edits it, and takes it through the trash', async () => {
    const member = (await apiLogIn(app, 'member1', DEMO_MEMBER_PASSWORD))!;
    const { purchasedProducts } = await gqlAs<{ purchasedProducts: { no: number; name: string }[] }>(
      app,
      member,
      '{ purchasedProducts { no name } }',
    );
    const product = purchasedProducts[0]!;
    await logIn(page, app, 'member1', DEMO_MEMBER_PASSWORD);

    await page.goto(`${app.url}${paths.styleWrite(product.no)}`);
    await page.getByRole('heading', { name: MSG.postForm.writeTitle }).waitFor();
    expect(await page.getByLabel(MSG.postForm.product).inputValue()).toBe(String(product.no));
    await expectNoSeriousA11yViolations(page, paths.styleWrite());
    await page.getByLabel(MSG.postForm.chooseImage).setInputFiles(tinyPngFile());
    await page.getByLabel(MSG.postForm.content).fill(text);
    await page.getByRole('button', { name: MSG.postForm.submit }).click();
    await page.waitForURL(/\/user\/style\/detail\/\d+$/);
    const no = Number(page.url().split('/').pop());
    const saved = await gqlAs<{ post: { content: string; pic: string; product: { no: number } } }>(
      app,
      member,
      'query($no: Int!) { post(no: $no) { content pic product { no } } }',
      { no },
    );
    expect(saved.post).toMatchObject({ content: text, product: { no: product.no } });
    expect(saved.post.pic).toMatch(/^\/uploads\/post\//);

    await page.goto(`${app.url}${paths.styleEdit(no)}`);
    await page.getByRole('img', { name: MSG.postForm.currentImage }).waitFor();
    expect(await page.getByLabel(MSG.postForm.chooseImage).count()).toBe(0);
    await page.getByLabel(MSG.postForm.content).fill(`${text} 수정`);
    await page.getByRole('button', { name: MSG.postForm.save }).click();
    await page.waitForURL(`${app.url}${paths.styleDetail(no)}`);

    const preview = `${text} 수정`;
    await page.goto(`${app.url}${paths.myPosts(member.no)}`);
    await rowButton(MSG.myPosts.delete, preview).click();
    await confirm(MSG.myPosts.delete);
    await expect.poll(() => rowButton(MSG.myPosts.delete, preview).count()).toBe(0);
    await page.getByRole('link', { name: MSG.myPosts.trash, exact: true }).click();
    await rowButton(MSG.myPosts.restore, preview).click();
    await expect.poll(() => rowButton(MSG.myPosts.restore, preview).count()).toBe(0);
    await page.getByRole('link', { name: MSG.myPosts.posts, exact: true }).click();
    await rowButton(MSG.myPosts.delete, preview).click();
    await confirm(MSG.myPosts.delete);
    await page.getByRole('link', { name: MSG.myPosts.trash, exact: true }).click();
    await expectNoSeriousA11yViolations(page, `${paths.myPosts(member.no)}?tab=trash`);
    await rowButton(MSG.myPosts.purge, preview).click();
    await confirm(MSG.myPosts.purge);
    await expect.poll(() => rowButton(MSG.myPosts.purge, preview).count()).toBe(0);
    const gone = await app.gql('query($no: Int!) { post(no: $no) { no } }', { no }, member.token);
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('shows the feed at phone width, with its toggles, and my posts', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await logIn(page, app, 'member1', DEMO_MEMBER_PASSWORD);
    await page.goto(`${app.url}${paths.style()}`);
    await page.getByRole('heading', { name: MSG.styleFeed.title }).waitFor();
    await page.getByRole('listitem').first().waitFor();
    await expectNoSeriousA11yViolations(page, paths.style());
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await screenshot(page, 'style-feed-phone');
    await page.getByRole('button', { name: MSG.styleFeed.orders.POPULAR }).click();
    await page.waitForURL(/order=popular/);
    await page.getByRole('listitem').first().waitFor();

    const userNo = Number(await page.evaluate(() => sessionStorage.getItem('userNo')));
    await page.goto(`${app.url}${paths.myPosts(userNo)}`);
    await page.getByRole('heading', { name: MSG.myPosts.title }).waitFor();
    await page.getByRole('status').or(page.getByRole('listitem').first()).first().waitFor();
    await expectNoSeriousA11yViolations(page, paths.myPosts(userNo));
    await screenshot(page, 'style-my-posts-phone');
    await page.goto(`${app.url}${paths.styleWrite()}`);
    await page.getByLabel(MSG.postForm.content).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'style-write-phone');
  });
});
