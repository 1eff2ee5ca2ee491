import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../client/src/lib/messages.js';
import { DEMO_ADMIN_PASSWORD } from '../../server/src/seeds/seed-if-empty.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { screenshot, useJourney } from './browser.js';
import { englishOn } from './console-language.js';
import { expectNoSideScroll, logIn } from './member-journey.js';

let app: TestApp;
let page: Page;

interface ConsolePage {
  path: string;
  /** Its first heading, once the page is there. */
  heading: string | RegExp;
  /** Opens what the page keeps folded (a panel, a detail, a dialog), so that its texts are judged too. */
  open?(): Promise<void>;
}

const S = MSG.adminStatistics;

/** Every screen of the console (admin-console §2), some with what they fold open. */
const PAGES: ConsolePage[] = [
  { path: '/admin', heading: MSG.admin.homeTitle },
  { path: '/admin/statistics/monthly-revenue', heading: S.screens.monthlyRevenue },
  { path: '/admin/statistics/bestseller', heading: S.screens.bestseller },
  { path: '/admin/statistics/monthly-bestseller', heading: S.screens.monthlyBestseller },
  { path: '/admin/statistics/return', heading: S.screens.returnRate },
  { path: '/admin/statistics/shows', heading: S.screens.shows },
  { path: '/admin/fashion', heading: MSG.adminFashion.title },
  { path: '/admin/fashion/show/1', heading: /.+/ },
  { path: '/admin/fashion/character/1', heading: /.+/ },
  {
    path: '/admin/product',
    heading: MSG.adminProducts.title,
    open: () => page.getByTestId('admin-product-card').first().getByRole('button', { expanded: false }).click(),
  },
  { path: '/admin/product/insert', heading: MSG.adminProducts.addTitle },
  { path: '/admin/product/update/1', heading: MSG.adminProducts.editTitle },
  { path: '/admin/product/detail/1', heading: MSG.adminProducts.detailTitle },
  {
    path: '/admin/orders',
    heading: MSG.adminOrders.title,
    open: () => page.getByRole('button', { name: MSG.adminOrders.showDetail }).first().click(),
  },
  { path: '/admin/orders/tracking', heading: MSG.adminDelivery.importTitle },
  { path: '/admin/help', heading: MSG.adminNotices.title },
  { path: '/admin/help/notices/new', heading: MSG.adminNotices.addTitle },
  { path: '/admin/help/notices/1', heading: MSG.adminNotices.editTitle },
  { path: '/admin/help/chat', heading: /.+/ },
  {
    path: '/admin/community?tab=reported',
    heading: MSG.adminCommunity.title,
    open: () => page.getByRole('button', { name: MSG.adminCommunity.seeDetails }).first().click(),
  },
  { path: '/admin/promotion', heading: MSG.adminPromotions.title },
  { path: '/admin/promotion/coupon', heading: MSG.adminPromotions.couponForm.title },
  { path: '/admin/promotion/advertise', heading: MSG.adminPromotions.advertiseForm.title },
  { path: '/admin/promotion/popup', heading: MSG.adminPromotions.popupForm.title },
];

const slug = (path: string) => path.replace(/^\/admin\/?/, '').replace(/[^a-z0-9]+/gi, '-') || 'home';

/** Opens a console page and waits until it has asked for everything it shows. */
async function visit({ path, heading, open }: ConsolePage) {
  await page.goto(`${app.url}${path}`);
  await page.getByRole('heading', { name: heading }).first().waitFor();
  await page.waitForLoadState('networkidle');
  if (open) {
    await open();
    await page.waitForLoadState('networkidle');
  }
}

describe('the console in Korean, for a Korean admin (issue 24)', () => {
  useJourney({ app: (a) => (app = a), page: (p) => (page = p) });

  it('finds an English catalogue text in what a page says or labels, and no Korean or data', async () => {
    await page.setContent(
      `<main lang="ko"><p>${MSG.adminProducts.viewAll} · VIP 감사 쿠폰 · member1 · Scene Shop 관리자</p>` +
        '<button aria-label="change order status to 배송완료?">x</button><p>View all · Views allowed</p></main>',
    );
    expect((await englishOn(page)).sort()).toEqual(['View all', 'change order status to']);
  });

  it('serves the page in the chosen language from its first byte (`lang`, which the browser’s controls follow)', async () => {
    const html = async (cookie?: string) =>
      (await fetch(`${app.url}/admin`, { headers: cookie ? { cookie } : {} })).text();
    expect(await html()).toContain('<html lang="ko">');
    expect(await html('scene-shop.language=en')).toContain('<html lang="en">');
    expect(await html('scene-shop.language=zh-CN')).toContain('<html lang="zh-CN">');
    expect(await html('scene-shop.language="><script>')).toContain('<html lang="ko">');
  });

  // In three parts, so that each stays well within a journey's time on a busy machine.
  const parts = [PAGES.slice(0, 9), PAGES.slice(9, 18), PAGES.slice(18)];
  for (const [width, part, pages] of [1280, 360].flatMap((w) => parts.map((p, i) => [w, i + 1, p] as const))) {
    it(`says nothing of the English catalogue, and axe finds nothing serious, at ${width} px (part ${part})`, async () => {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 740 });
      await logIn(page, app, 'admin', DEMO_ADMIN_PASSWORD);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
      const english: string[] = [];
      for (const consolePage of pages) {
        await visit(consolePage);
        english.push(...(await englishOn(page)).map((text) => `${consolePage.path}: ${text}`));
        // A file field shows its own Korean button, not the browser's 'Choose File'.
        for (const input of await page.locator('input[type="file"]').all()) {
          const id = await input.getAttribute('id');
          expect(await page.locator(`label[for="${id}"]`).filter({ hasText: MSG.admin.chooseFile }).count()).toBe(1);
          expect(await input.evaluate((e) => e.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
        }
        await expectNoSeriousA11yViolations(page, `${consolePage.path} at ${width} px`);
        if (width < 600) await expectNoSideScroll(page);
        await screenshot(page, `console-${slug(consolePage.path)}-${width}`);
      }
      expect(english).toEqual([]);
    });
  }
});
