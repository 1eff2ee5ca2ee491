import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { discountedPrice } from '@scene-shop/domain/money';
import { MSG } from '../../client/src/lib/messages.js';
import { paths } from '../../client/src/lib/paths.js';
import { MSG as SERVER_MSG } from '../../server/src/common/messages.js';
import { DEMO_ADMIN_PASSWORD } from '../../server/src/seeds/seed-if-empty.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { screenshot, useJourney } from './browser.js';
import { expectNoSideScroll, gqlAs, logIn, productsInStock, type ApiMember } from './member-journey.js';

let app: TestApp;
let page: Page;
let context: BrowserContext;

const T = MSG.adminDelivery;
const O = MSG.adminOrders;
const PLACE = 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { no date } }';

/** The number the console shows and a courier's export carries: the Korea order day YYMMDD, then the number. */
const shownNo = (no: number, date: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', dateStyle: 'short' })
    .format(new Date(date))
    .replace(/-/g, '')
    .slice(2) + String(no);

/** The CSV a courier's export gives, as a file the page's picker takes. */
const csvFile = (rows: string[][]) => ({
  name: 'cj-export.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(['주문번호,받는분,택배사,송장번호', ...rows.map((r) => r.join(','))].join('\r\n')),
});

describe('delivery journey', () => {
  useJourney({ app: (a) => (app = a), page: (p, c) => ((page = p), (context = c)) });

  it('the console imports a CSV of waybill numbers; the member follows the parcel on a phone', async () => {
    const { user, token } = await app.member({ pwd: 'pass1234!', name: '택배회원' });
    const member: ApiMember = { no: user.no, token };
    const [product] = await productsInStock(app, 1);
    const price = discountedPrice(product!.price, product!.discountRate);
    const place = () =>
      gqlAs<{ placeOrder: { no: number; date: string } }>(app, member, PLACE, {
        input: { totalAmount: price, items: [{ productNo: product!.no, quantity: 1, resultPrice: price }] },
      });
    const first = (await place()).placeOrder;
    const second = (await place()).placeOrder;
    const [a, b] = [shownNo(first.no, first.date), shownNo(second.no, second.date)];

    await logIn(page, app, 'admin', DEMO_ADMIN_PASSWORD);
    await page.goto(`${app.url}/admin/orders`);
    await page.getByRole('link', { name: MSG.adminOrders.importLink }).click();
    await page.getByRole('heading', { name: T.importTitle }).waitFor();
    const picker = page.getByLabel(T.file, { exact: true });

    // A row naming an unknown courier: the preview says which and why, and nothing can be imported.
    await picker.setInputFiles(
      csvFile([
        [a, '택배회원', 'CJ대한통운', '6012-3456-7890'],
        [b, '택배회원', '번개택배', '601234567891'],
      ]),
    );
    const rows = page.getByTestId('tracking-row');
    await expect.poll(() => rows.count()).toBe(2);
    await rows.nth(1).getByText(SERVER_MSG.delivery.unknownCourier('번개택배')).waitFor();
    expect(await rows.nth(0).textContent()).toContain(T.rowOk);
    expect(await page.getByTestId('tracking-summary').textContent()).toContain(T.summary(2, 1));
    const importButton = page.getByRole('button', { name: T.importButton(2) });
    expect(await importButton.isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page, '/admin/orders/tracking with an error row');
    await screenshot(page, 'delivery-import-error');

    // The corrected file goes in whole.
    await picker.setInputFiles(
      csvFile([
        [a, '택배회원', 'CJ대한통운', '6012-3456-7890'],
        [b, '택배회원', 'hanjin', '412345678901'],
      ]),
    );
    await expect.poll(() => importButton.isDisabled()).toBe(false);
    await importButton.click();
    await expect.poll(() => page.getByTestId('tracking-imported').textContent()).toBe(T.imported(2));
    await screenshot(page, 'delivery-import-done');

    // The member, on a phone, sees the parcel, the days and the courier's tracking link.
    const phone = await context.browser()!.newContext({ locale: 'ko-KR', viewport: { width: 360, height: 800 } });
    try {
      const memberPage = await phone.newPage();
      await logIn(memberPage, app, user.id!, 'pass1234!');
      await memberPage.goto(`${app.url}/user/mypage/order/${first.no}`);
      const delivery = memberPage.getByRole('region', { name: MSG.orders.delivery });
      await delivery.getByText('601234567890').waitFor();
      expect(await delivery.textContent()).toContain('CJ대한통운');
      const track = delivery.getByRole('link', { name: MSG.orders.track('CJ대한통운') });
      expect(await track.getAttribute('href')).toBe(
        'https://trace.cjlogistics.com/next/tracking.html?wblNo=601234567890',
      );
      expect(await track.getAttribute('target')).toBe('_blank');
      const steps = delivery.getByRole('list', { name: MSG.orders.steps });
      expect(await steps.textContent()).toContain(MSG.orders.state.SHIPPING);
      await expectNoSideScroll(memberPage);
      await expectNoSeriousA11yViolations(memberPage, '/user/mypage/order/{no} with a parcel');
      await screenshot(memberPage, 'delivery-member-360');
    } finally {
      await phone.close();
    }

    // The dashboard lists parcels 배송중 too long; the admin marks one 배송완료.
    await app.em().execute(`update orders set shipped_at = now() - interval '40 days' where no = ?`, [second.no]);
    await page.goto(`${app.url}/admin`);
    const overdue = page.getByTestId('overdue-row').filter({ hasText: b });
    await overdue.waitFor();
    await overdue.getByRole('checkbox', { name: T.select(b) }).check();
    await page.getByRole('button', { name: T.markDelivered(1) }).click();
    await page
      .getByRole('alertdialog', { name: T.markConfirm(1) })
      .getByRole('button', { name: T.confirm })
      .click();
    await page.getByText(T.marked(1)).waitFor();
    await expect.poll(() => overdue.count()).toBe(0);
    await screenshot(page, 'delivery-dashboard');

    // One order by hand, on a phone: the 배송중 confirm asks for the courier and the number.
    const third = (await place()).placeOrder;
    const shown = shownNo(third.no, third.date);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${app.url}${paths.adminOrder(third.no)}`);
    await page.getByRole('combobox', { name: O.stateOf(shown) }).selectOption('SHIPPING');
    const confirm = page.getByRole('alertdialog', { name: O.confirmChange(O.states.SHIPPING) });
    await confirm.getByRole('option', { name: '우체국택배' }).waitFor({ state: 'attached' });
    await confirm.getByLabel(O.courier).selectOption('epost');
    await confirm.getByLabel(O.trackingNo).fill('12345');
    await confirm.getByRole('button', { name: O.confirm }).click();
    await confirm.getByText(SERVER_MSG.delivery.trackingNoDigits('우체국택배', 13)).waitFor();
    await expectNoSeriousA11yViolations(page, 'the 배송중 confirm with a refused number');
    await screenshot(page, 'delivery-ship-dialog-360');
    await confirm.getByLabel(O.trackingNo).fill('6123-4567-89012');
    await confirm.getByRole('button', { name: O.confirm }).click();
    await confirm.waitFor({ state: 'detached' });
    const detail = page.getByRole('region', { name: O.detailOf(shown) });
    expect(await detail.getByRole('link', { name: '우체국택배 6123456789012' }).getAttribute('href')).toBe(
      'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=6123456789012',
    );
  });
});
