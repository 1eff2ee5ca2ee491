import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../client/src/lib/messages.js';
import { OrderState, Role } from '../../server/src/common/enums.js';
import { Product } from '../../server/src/modules/catalog/product.entity.js';
import { rebuildSalesRollup } from '../../server/src/modules/statistics/sales-rollup.js';
import { DEMO_ADMIN_PASSWORD } from '../../server/src/seeds/seed-if-empty.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { orderIn } from '../../server/src/test/orders.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { screenshot, useJourney } from './browser.js';
import { expectNoSideScroll, logIn, productsInStock } from './member-journey.js';

let app: TestApp;
let page: Page;

const T = MSG.adminStatistics;

/** A product on sale that a show's character wears, with the show, character and style it is linked through. */
async function wornProduct(app: TestApp) {
  const [row] = await app.em().execute<
    {
      show_no: number;
      title: string;
      character_no: number;
      name: string;
      actor_name: string;
      style_no: number;
      product_no: number;
    }[]
  >(
    `select s.no as show_no, s.title, c.no as character_no, c.name, c.actor_name, st.no as style_no, p.no as product_no
       from show s join character c on c.show_no = s.no join style st on st.character_no = c.no
       join style_item si on si.style_no = st.no join item i on i.no = si.item_no join product p on p.no = i.product_no
      where p.available and p.stock >= 5
      order by s.no, c.no, st.no limit 1`,
  );
  if (!row) throw new Error('the demo data has no worn product on sale');
  return {
    productNo: row.product_no,
    show: { no: row.show_no, title: row.title },
    character: { no: row.character_no, label: `${row.name} (${row.actor_name})` },
    style: { no: row.style_no },
  };
}

/**
 * Orders placed through the real mutations, then moved to a day in an earlier year (the demo's orders are all from
 * 2024 on, so 2021 and 2022 hold only these); the rollup is rebuilt as the seeding does for orders it writes itself.
 */
async function backdate(app: TestApp, orders: [number, string][]) {
  const em = app.em();
  for (const [no, day] of orders) {
    await em.execute(`update orders set date = ?::timestamptz where no = ?`, [`${day}T12:00:00+09:00`, no]);
  }
  await rebuildSalesRollup(em);
}

/** A chart's table (its text alternative) by its caption; a dashboard panel keeps it folded, so hidden ones count. */
const tableOf = (page: Page, title: string) =>
  page.getByRole('table', { name: T.tableOf(title), exact: true, includeHidden: true });

/** The links of a table, folded or not. */
const linksOf = (table: ReturnType<typeof tableOf>) => table.getByRole('link', { includeHidden: true });

describe('admin statistics journey', () => {
  useJourney({ app: (a) => (app = a), page: (p) => (page = p) });

  it('the dashboard follows the year; bars open products; every screen shows its chart and table', async () => {
    const { token: admin } = await app.member({ role: Role.ADMIN });
    const { token: member } = await app.member({ pwd: 'pass1234!', name: '통계회원' });
    const worn = await wornProduct(app);
    const others = (await productsInStock(app, 3)).filter((p) => p.no !== worn.productNo).slice(0, 2);
    const em = app.em();
    const [a, b, c] = await Promise.all(
      [worn.productNo, ...others.map((p) => p.no)].map((no) => em.findOneOrFail(Product, { no })),
    );
    const { DELIVERED, CANCELLED } = OrderState;
    await backdate(app, [
      [await orderIn(app, member, admin, DELIVERED, [[a!, 3]]), '2022-03-15'],
      [await orderIn(app, member, admin, DELIVERED, [[c!, 1]]), '2022-06-01'],
      [await orderIn(app, member, admin, DELIVERED, [[b!, 2]]), '2022-12-10'],
      [await orderIn(app, member, admin, CANCELLED, [[b!, 1]]), '2022-12-11'],
      [await orderIn(app, member, admin, DELIVERED, [[a!, 1]]), '2021-03-15'],
    ]);

    // The dashboard: this year's four panels (and the shows'), each with its details link.
    await logIn(page, app, 'admin', DEMO_ADMIN_PASSWORD);
    await page.goto(`${app.url}/admin`);
    await page.getByRole('heading', { name: MSG.admin.homeTitle }).waitFor();
    const panels = page.getByRole('list', { name: T.panels });
    for (const title of [T.monthlyRevenue, T.bestseller, T.monthlyBestseller, T.returnRate, T.showSales]) {
      await panels.getByRole('heading', { name: title, exact: true }).waitFor();
    }
    expect(await panels.getByRole('link', { name: T.details }).count()).toBe(5);

    // 2022: only the orders above.
    await page.getByRole('combobox', { name: T.year }).selectOption('2022');
    await page.waitForURL(`${app.url}/admin?year=2022`);
    const bestseller = tableOf(page, T.bestseller);
    await expect.poll(() => bestseller.locator('tbody tr').count()).toBe(3);
    expect(await linksOf(bestseller).first().textContent()).toBe(a!.name);
    const bestsellerChart = page.getByRole('img', { name: T.chartOf(T.bestseller), exact: true });
    expect(await bestsellerChart.getAttribute('aria-describedby')).toBe(await bestseller.getAttribute('id'));
    const monthly = tableOf(page, T.monthlyBestseller);
    await expect.poll(() => monthly.locator('tbody tr').count()).toBe(1);
    expect(await linksOf(monthly).textContent()).toBe(b!.name);
    await panels.getByText(T.range('2022-12-01', '2022-12-31')).waitFor();
    const revenueChart = page.getByRole('img', { name: T.chartOf(T.monthlyRevenue), exact: true });
    await revenueChart.getByText(T.monthLabel('3'), { exact: true }).waitFor();
    const comparison = page.getByRole('region', { name: T.comparison });
    await comparison.getByText(T.comparedWith('2021-01-01', '2021-12-31')).waitFor();
    await comparison.getByText(T.count('3')).waitFor();

    // The dissatisfied products: the tooltip tells the rate, the returned and the total quantity.
    const returns = page.getByRole('img', { name: T.chartOf(T.returnRate), exact: true });
    await returns.locator('path').first().hover();
    await page.getByText(T.returnTip('33.3%', '1', '3')).waitFor();
    await screenshot(page, 'admin-statistics');

    // A phone: nothing wider than the screen, the charts drawn to fit.
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSideScroll(page);
    await expectNoSeriousA11yViolations(page, '/admin?year=2022');
    await screenshot(page, 'admin-statistics-360');
    await page.setViewportSize({ width: 1280, height: 900 });

    // A bar opens its product's page.
    await page
      .getByRole('img', { name: T.chartOf(T.bestseller) })
      .locator('path')
      .first()
      .click();
    await page.waitForURL(`${app.url}/admin/product/detail/${a!.no}`);
    await page.goBack();

    // Each screen keeps the year and shows its chart beside its table.
    const screens = [
      [T.monthlyRevenue, 'monthly-revenue', T.screens.monthlyRevenue, 13],
      [T.bestseller, 'bestseller', T.screens.bestseller, 3],
      [T.monthlyBestseller, 'monthly-bestseller', T.screens.monthlyBestseller, 1],
      [T.returnRate, 'return', T.screens.returnRate, 3],
    ] as const;
    for (const [panel, path, title, rows] of screens) {
      await page.goto(`${app.url}/admin?year=2022`);
      await panels.getByRole('heading', { name: panel, exact: true }).waitFor();
      const heading = page.getByRole('heading', { name: panel, exact: true });
      await panels.getByRole('listitem').filter({ has: heading }).getByRole('link', { name: T.details }).click();
      await page.waitForURL(`${app.url}/admin/statistics/${path}?year=2022`);
      await page.getByRole('heading', { name: title, level: 1, exact: true }).waitFor();
      const table = tableOf(page, title);
      await expect.poll(() => table.locator('tbody tr').count()).toBe(rows === 13 ? 12 : rows);
      expect(await table.isVisible()).toBe(true);
    }
    await expectNoSeriousA11yViolations(page, '/admin/statistics/return?year=2022');
    await screenshot(page, 'admin-statistics-return');

    // A range of days: March 2022 alone.
    await page.goto(`${app.url}/admin/statistics/bestseller?year=2022`);
    await page.getByLabel(T.from).fill('2022-03-01');
    await page.getByLabel(T.to).fill('2022-03-31');
    await page.getByRole('button', { name: T.apply }).click();
    await page.waitForURL(`${app.url}/admin/statistics/bestseller?from=2022-03-01&to=2022-03-31`);
    const march = tableOf(page, T.screens.bestseller);
    await expect.poll(() => march.locator('tbody tr').count()).toBe(1);
    expect(await linksOf(march).textContent()).toBe(a!.name);

    // The revenue of a short range by day: a row a day.
    await page.goto(`${app.url}/admin/statistics/monthly-revenue?from=2022-03-01&to=2022-03-31`);
    await page.getByRole('radio', { name: T.units.DAY }).check();
    const days = tableOf(page, T.screens.monthlyRevenue);
    await expect.poll(() => days.locator('tbody tr').count()).toBe(31);
    await expectNoSeriousA11yViolations(page, '/admin/statistics/monthly-revenue (days)');

    // Sales by show: the show, then its character, then the character's styles.
    await page.goto(`${app.url}/admin/statistics/shows?year=2022`);
    await page.getByText(T.showsNote).waitFor();
    const shows = tableOf(page, T.showSales);
    await shows.getByRole('button', { name: worn.show.title }).click();
    await page.waitForURL(new RegExp(`show=${worn.show.no}`));
    const charactersTitle = T.charactersOf(worn.show.title);
    await page.getByRole('heading', { name: charactersTitle }).waitFor();
    const characters = tableOf(page, charactersTitle);
    await characters.getByRole('button', { name: worn.character.label, exact: true }).click();
    await page.waitForURL(new RegExp(`character=${worn.character.no}`));
    const styles = page.getByRole('region', { name: T.stylesOf(worn.character.label), exact: true });
    await styles
      .getByText(T.styleLabel(String(worn.style.no)))
      .first()
      .waitFor();
    await expectNoSeriousA11yViolations(page, '/admin/statistics/shows');
    await screenshot(page, 'admin-statistics-shows');
    // Three charts and their tables on a phone: the tables scroll inside their frames, the page does not.
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSideScroll(page);
    await screenshot(page, 'admin-statistics-shows-360');
  });
});
