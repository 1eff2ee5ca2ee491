import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { discountedPrice } from '@scene-shop/domain/money';
import { MSG } from '../../client/src/lib/messages.js';
import { paths } from '../../client/src/lib/paths.js';
import { formatWon } from '../../client/src/lib/format.js';
import { Role } from '../../server/src/common/enums.js';
import { MSG as SERVER_MSG } from '../../server/src/common/messages.js';
import { DEMO_ADMIN_PASSWORD } from '../../server/src/seeds/seed-if-empty.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { screenshot, useJourney, watchPage } from './browser.js';
import { expectNoSideScroll, gqlAs, logIn, productsInStock, tinyPngFile } from './member-journey.js';

let app: TestApp;
let page: Page;
let context: BrowserContext;

const PLACE = 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { no lines { no price } } }';

describe('returns journey', () => {
  useJourney({ app: (a) => (app = a), page: (p, c) => ((page = p), (context = c)) });

  it('a member returns one line of a delivered order on a phone; the admin approves and receives; the refund shows', async () => {
    const { user, token } = await app.member({ pwd: 'pass1234!', name: '반품회원' });
    const member = { no: user.no, token };
    const [a, b] = await productsInStock(app, 2);
    const items = [a!, b!].map((p) => {
      const price = discountedPrice(p.price, p.discountRate);
      return { productNo: p.no, quantity: 1, resultPrice: price };
    });
    const totalAmount = items.reduce((sum, i) => sum + i.resultPrice, 0);
    const placed = await gqlAs<{ placeOrder: { no: number; lines: { no: number; price: number }[] } }>(
      app,
      member,
      PLACE,
      {
        input: { totalAmount, items },
      },
    );
    const orderNo = placed.placeOrder.no;
    const { no: lineNo, price: linePrice } = placed.placeOrder.lines[0]!;
    const adminToken = (await app.member({ role: Role.ADMIN })).token;
    await gqlAs(
      app,
      { no: 0, token: adminToken },
      'mutation($no: Int!) { changeOrderState(no: $no, state: DELIVERED) { no } }',
      {
        no: orderNo,
      },
    );

    // The member, on a phone, asks to return the first line with a photo.
    await page.setViewportSize({ width: 360, height: 780 });
    await logIn(page, app, user.id!, 'pass1234!');
    await page.goto(`${app.url}${paths.myOrder(orderNo)}`);
    await page.locator(`a[href="${paths.claimNew(lineNo, orderNo)}"]`).waitFor();
    await screenshot(page, 'order-detail-claimable-360');
    await page.locator(`a[href="${paths.claimNew(lineNo, orderNo)}"]`).click();
    await page.getByRole('heading', { name: MSG.claims.newTitle }).waitFor();
    await page.getByRole('button', { name: MSG.claims.submit }).click();
    await page.getByText(SERVER_MSG.claim.reasonRequired).waitFor();
    await page.getByLabel(MSG.claims.reason).selectOption({ label: SERVER_MSG.claim.reasons.SIZE });
    await page.getByLabel(MSG.claims.text).fill('한 치수 작아요');
    await page.getByLabel(MSG.claims.addPhotos).setInputFiles(tinyPngFile());
    await page.getByText(MSG.claims.photoCount(1)).waitFor();
    await expectNoSideScroll(page);
    await screenshot(page, 'claim-form-360');
    await page.getByRole('button', { name: MSG.claims.submit }).click();
    await page.waitForURL(`${app.url}${paths.myClaims()}`);
    await page.getByText(MSG.claims.refundPending).waitFor();
    await screenshot(page, 'claim-list-requested-360');

    // The admin, on a desktop, approves it and marks the parcel received.
    const adminContext = await context
      .browser()!
      .newContext({ locale: 'ko-KR', viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    const adminWatch = watchPage(admin, app.url);
    try {
      await logIn(admin, app, 'admin', DEMO_ADMIN_PASSWORD);
      await admin.goto(`${app.url}/admin/claims?state=REQUESTED`);
      const card = admin.getByRole('article').filter({ hasText: MSG.adminClaims.order(orderNo) });
      await card.getByText('한 치수 작아요').waitFor();
      await expect.poll(() => card.locator('img').count()).toBe(2);
      await screenshot(admin, 'admin-claims-requested');
      await card.getByRole('button', { name: MSG.adminClaims.approve }).click();
      // Approved, it leaves the list of requests.
      await card.waitFor({ state: 'detached' });
      await admin.goto(`${app.url}/admin/claims`);
      const approved = admin.getByRole('article').filter({ hasText: MSG.adminClaims.order(orderNo) });
      await approved.getByRole('button', { name: MSG.adminClaims.receive }).click();
      await approved.getByText(formatWon(linePrice)).last().waitFor();
      // The refund completes the receipt: the claim is settled before the member looks.
      await approved.getByText(SERVER_MSG.claim.states.REFUNDED, { exact: false }).first().waitFor();
      await screenshot(admin, 'admin-claims-refunded');
      expect(adminWatch.problems).toEqual([]);
    } finally {
      await adminContext.close();
    }

    // The member sees the refund (no coupon: the whole line price) and every step.
    await page.reload();
    const refund = page.getByTestId('claim-refund');
    await expect.poll(() => refund.textContent()).toBe(formatWon(linePrice));
    const steps = page.getByRole('list', { name: MSG.claims.timeline }).locator('li');
    await expect.poll(() => steps.count()).toBe(4);
    await screenshot(page, 'claim-list-refunded-360');
  });
});
