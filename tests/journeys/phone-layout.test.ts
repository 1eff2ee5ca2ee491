import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../client/src/lib/messages.js';
import { paths } from '../../client/src/lib/paths.js';
import { DEMO_MEMBER_PASSWORD } from '../../server/src/seeds/seed-if-empty.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { screenshot, useJourney } from './browser.js';
import { apiLogIn, expectNoSideScroll, gqlAs, logIn } from './member-journey.js';

/**
 * Issue 24, points 1 and 2: the header, the style pages and the home popups on a 360 px phone (and the popups' row
 * on a desktop). member1 has an unread community alert in the demo data, so the bell carries its dot.
 */
let app: TestApp;
let page: Page;
let context: BrowserContext;

type Box = { x: number; y: number; width: number; height: number };
const box = async (l: Locator): Promise<Box> => (await l.boundingBox())!;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every popup of the layer, shown or waiting for its turn. */
const popups = () => page.getByRole('dialog', { name: new RegExp(MSG.home.popups), includeHidden: true });
const supportButton = () => page.getByRole('button', { name: MSG.support.open });

async function visiblePopups(): Promise<Locator[]> {
  const all = await popups().all();
  const shown: Locator[] = [];
  for (const p of all) if (await p.isVisible()) shown.push(p);
  return shown;
}

describe('a phone: header, style pages and popups', () => {
  useJourney({ app: (a) => (app = a), page: (p, c) => ((page = p), (context = c)) });

  it("fits the signed-in header in 360 px: no tool over '스타일', a small alert dot", async () => {
    await logIn(page, app, 'member1', DEMO_MEMBER_PASSWORD);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${app.url}${paths.style()}`);
    const dot = page.getByTestId('alert-dot');
    await dot.waitFor();
    const nav = page.getByRole('navigation', { name: MSG.nav.main });
    expect(await nav.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const style = await box(nav.getByRole('link', { name: MSG.nav.style, exact: true }));
    const search = await box(page.getByRole('button', { name: MSG.nav.search }));
    expect(style.x + style.width).toBeLessThanOrEqual(search.x);
    const dotBox = await box(dot);
    expect(dotBox.width).toBeLessThanOrEqual(10);
    await expectNoSideScroll(page);
    await screenshot(page, 'phone-header-style');
  });

  it('puts the feed first on a phone, the own profile one tap away, and keeps each hashtag whole', async () => {
    await logIn(page, app, 'member1', DEMO_MEMBER_PASSWORD);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${app.url}${paths.style()}`);
    // A feed card is the link with the post's time in it.
    const firstCard = page
      .getByRole('main')
      .getByRole('link')
      .filter({ has: page.locator('time') })
      .first();
    await firstCard.waitFor();
    expect((await box(firstCard)).y).toBeLessThan(400);
    const toggle = page.getByRole('button', { name: MSG.profilePanel.label, exact: true });
    const edit = page.getByRole('button', { name: MSG.profilePanel.edit });
    expect(await edit.isVisible()).toBe(false);
    await expectNoSeriousA11yViolations(page, 'style feed, 360 px');
    await screenshot(page, 'phone-style-feed');

    await toggle.click();
    await edit.waitFor();
    expect(await page.getByRole('link', { name: MSG.profilePanel.myPosts }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'style feed with the profile open, 360 px');
    await screenshot(page, 'phone-style-profile-open');

    // '#' and the tag's first letter lie on one line in every preview.
    const tags = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main li span span'))
        .filter((s) => s.textContent?.startsWith('#'))
        .map((s) => {
          const range = document.createRange();
          range.setStart(s.firstChild!, 0);
          range.setEnd(s.firstChild!, 2);
          return {
            tag: s.textContent,
            lines: new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size,
          };
        }),
    );
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.filter((t) => t.lines > 1)).toEqual([]);

    // A post's page: the feed's picture comes first there too.
    await firstCard.click();
    await page.getByRole('button', { name: MSG.postDetail.share }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expectNoSideScroll(page);
    await expectNoSeriousA11yViolations(page, 'style detail, 360 px');
    await screenshot(page, 'phone-style-detail');
  });

  it("keeps an own post's toolbar on one line, with its edit button, also when a copied link is confirmed", async () => {
    const member = (await apiLogIn(app, 'member1', DEMO_MEMBER_PASSWORD))!;
    const { myPosts } = await gqlAs<{ myPosts: { content: { no: number }[] } }>(
      app,
      member,
      '{ myPosts(page: 0, size: 1) { content { no } } }',
    );
    const no = myPosts.content[0]!.no;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await logIn(page, app, 'member1', DEMO_MEMBER_PASSWORD);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${app.url}${paths.styleDetail(no)}`);
    const toolbar = page.getByRole('group', { name: MSG.postDetail.actions });
    const share = toolbar.getByRole('button', { name: MSG.postDetail.share });
    const edit = toolbar.getByRole('link', { name: MSG.postDetail.edit });
    const remove = toolbar.getByRole('button', { name: MSG.postDetail.delete });
    await edit.waitFor();
    expect(await edit.getAttribute('href')).toBe(paths.styleEdit(no));
    const tops = async () => Promise.all([share, edit, remove].map(async (b) => (await box(b)).y));
    expect(new Set(await tops()).size).toBe(1);
    await share.click();
    await toolbar.getByText(MSG.postDetail.linkCopied).waitFor();
    expect(new Set(await tops()).size).toBe(1);
    await expectNoSideScroll(page);
    await screenshot(page, 'phone-own-post-copied');
  });

  it('shows the home popups one at a time with a counter, clear of the header and the support button', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${app.url}${paths.home()}`);
    await page.getByRole('dialog', { name: new RegExp(MSG.home.popups) }).waitFor();
    const total = await popups().count();
    expect(total).toBeGreaterThan(1);
    const shown = await visiblePopups();
    expect(shown).toHaveLength(1);
    expect(await shown[0]!.getByTestId('popup-counter').textContent()).toBe(MSG.home.popupCounter(1, total));
    const card = await box(shown[0]!);
    const header = await box(page.getByRole('banner'));
    expect(card.x).toBeGreaterThanOrEqual(0);
    expect(card.x + card.width).toBeLessThanOrEqual(360);
    expect(card.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(overlaps(card, await box(supportButton()))).toBe(false);
    await expectNoSideScroll(page);
    await expectNoSeriousA11yViolations(page, 'home popups, 360 px');
    await screenshot(page, 'phone-home-popups');

    await shown[0]!.getByRole('button', { name: MSG.home.closePopup, exact: true }).click();
    const next = await visiblePopups();
    expect(next).toHaveLength(1);
    expect(await next[0]!.getByTestId('popup-counter').textContent()).toBe(MSG.home.popupCounter(2, total));
    expect(await next[0]!.getByRole('button', { name: MSG.home.hideToday }).isVisible()).toBe(true);
  });

  it('shows the home popups in a row that fits a desktop page', async () => {
    await page.goto(`${app.url}${paths.home()}`);
    await page
      .getByRole('dialog', { name: new RegExp(MSG.home.popups) })
      .first()
      .waitFor();
    const shown = await visiblePopups();
    expect(shown.length).toBe(await popups().count());
    const header = await box(page.getByRole('banner'));
    const support = await box(supportButton());
    const content = await box(page.locator('.page').first());
    const boxes = await Promise.all(shown.map(box));
    for (const card of boxes) {
      expect(card.y).toBe(boxes[0]!.y);
      expect(card.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(card.x).toBeGreaterThanOrEqual(content.x);
      expect(card.x + card.width).toBeLessThanOrEqual(content.x + content.width);
      expect(overlaps(card, support)).toBe(false);
    }
    expect(await page.getByTestId('popup-counter').isVisible()).toBe(false);
    await expectNoSeriousA11yViolations(page, 'home popups, 1280 px');
    await screenshot(page, 'desktop-home-popups');
  });
});
