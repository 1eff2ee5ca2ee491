import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { MSG } from '../../client/src/lib/messages.js';
import { paths } from '../../client/src/lib/paths.js';
import { formatWon } from '../../client/src/lib/format.js';
import { MSG as SERVER_MSG } from '../../server/src/common/messages.js';
import { DEMO_ADMIN_PASSWORD } from '../../server/src/seeds/seed-if-empty.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { screenshot, useJourney, watchPage } from './browser.js';
import { expectNoSideScroll, logIn } from './member-journey.js';

/*
 * Issue 25 "Done when": a member buys a size on a phone, and again on a desktop; the console (desktop) ships it with a courier and waybill
 * number and marks it 배송완료; the member follows the tracking link, returns the line and sees the refund.
 */

let app: TestApp;
let page: Page;
const O = MSG.adminOrders;

/** The number the console shows: the Korea order day YYMMDD, then the number. */
const shownNo = (no: number, date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', dateStyle: 'short' })
    .format(date)
    .replace(/-/g, '')
    .slice(2) + String(no);

useJourney({ app: (a) => (app = a), page: (p) => (page = p) });

/** The member's side at a phone's width and at a desktop's; the console is on a desktop. */
it.each([
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
])(
  'buys a size, is shipped and delivered, follows the parcel, returns the line and sees the refund at $width px',
  async (viewport) => {
    const { user } = await app.member({ pwd: 'pass1234!', name: '한바퀴회원' });
    const res = await app.gql<{
      products: { content: { no: number; available: boolean; options: { label: string; stock: number }[] }[] };
    }>('{ products(page: 0, size: 100) { content { no available options { label stock } } } }');
    // The last product sold in several sizes with units left in one, so the sizes journey's picks keep theirs.
    const product = res
      .data!.products.content.filter((p) => p.available && p.options.length > 1 && p.options.some((o) => o.stock >= 2))
      .at(-1)!;
    const size = product.options.find((o) => o.stock >= 2)!;

    // The member buys the size (demo payment).
    await page.setViewportSize(viewport);
    await logIn(page, app, user.id!, 'pass1234!');
    await page.goto(`${app.url}/user/shop/productlist/detail/${product.no}`);
    const sizes = page.getByRole('group', { name: MSG.product.size });
    await sizes.getByRole('button', { name: size.label, exact: true }).click();
    const addToCart = page.getByRole('button', { name: MSG.product.addToCart });
    await expect.poll(() => addToCart.isDisabled()).toBe(false);
    await screenshot(page, `lifecycle-product-${viewport.width}`);
    await addToCart.click();
    await page.getByRole('button', { name: MSG.product.viewCart }).click();
    await page.getByRole('button', { name: MSG.cart.order }).click();
    await page.waitForURL(`${app.url}/user/shop/order/detail`);
    await page.getByRole('button', { name: MSG.order.pay }).click();
    await page.waitForURL(`${app.url}/user/shop/purchase`);
    const orderNo = Number((await page.getByText(/^주문번호 \d+$/).textContent())!.replace(/\D/g, ''));
    const [line] = await app
      .em()
      .execute<{ no: number; price: number; date: Date }[]>(
        'select l.no, l.price, o.date from order_product l join orders o on o.no = l.order_no where l.order_no = ?',
        [orderNo],
      );
    const shown = shownNo(orderNo, new Date(line!.date));

    // The admin, on a desktop, ships it with a courier and waybill number, then marks it 배송완료.
    const adminContext = await page
      .context()
      .browser()!
      .newContext({ locale: 'ko-KR', viewport: { width: 1280, height: 900 } });
    try {
      const admin = await adminContext.newPage();
      const adminWatch = watchPage(admin, app.url);
      await logIn(admin, app, 'admin', DEMO_ADMIN_PASSWORD);
      await admin.goto(`${app.url}${paths.adminOrder(orderNo)}`);
      const state = admin.getByRole('combobox', { name: O.stateOf(shown) });
      await state.selectOption('SHIPPING');
      const ship = admin.getByRole('alertdialog', { name: O.confirmChange(O.states.SHIPPING) });
      await ship.getByRole('option', { name: '우체국택배' }).waitFor({ state: 'attached' });
      await ship.getByLabel(O.courier).selectOption('epost');
      await ship.getByLabel(O.trackingNo).fill('6123-4567-89012');
      await screenshot(admin, 'lifecycle-admin-ship');
      await ship.getByRole('button', { name: O.confirm }).click();
      await ship.waitFor({ state: 'detached' });
      await state.selectOption('DELIVERED');
      const deliver = admin.getByRole('alertdialog', { name: O.confirmChange(O.states.DELIVERED) });
      await deliver.getByRole('button', { name: O.confirm }).click();
      await deliver.waitFor({ state: 'detached' });
      await expect.poll(() => state.inputValue()).toBe('DELIVERED');
      await screenshot(admin, 'lifecycle-admin-delivered');

      // The member sees the parcel's tracking link and asks to return the line.
      await page.goto(`${app.url}${paths.myOrder(orderNo)}`);
      const delivery = page.getByRole('region', { name: MSG.orders.delivery });
      const track = delivery.getByRole('link', { name: MSG.orders.track('우체국택배') });
      expect(await track.getAttribute('href')).toBe(
        'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=6123456789012',
      );
      expect(await delivery.getByRole('list', { name: MSG.orders.steps }).textContent()).toContain(
        MSG.orders.state.DELIVERED,
      );
      await expectNoSideScroll(page);
      await screenshot(page, `lifecycle-order-delivered-${viewport.width}`);
      await page.locator(`a[href="${paths.claimNew(line!.no, orderNo)}"]`).click();
      await page.getByLabel(MSG.claims.reason).selectOption({ label: SERVER_MSG.claim.reasons.SIZE });
      await page.getByLabel(MSG.claims.text).fill('사이즈가 안 맞아요');
      await page.getByRole('button', { name: MSG.claims.submit }).click();
      await page.waitForURL(`${app.url}${paths.myClaims()}`);
      await page.getByText(MSG.claims.refundPending).waitFor();

      // The admin approves the return and marks the parcel received.
      await admin.goto(`${app.url}/admin/claims?state=REQUESTED`);
      const card = admin.getByRole('article').filter({ hasText: MSG.adminClaims.order(orderNo) });
      await card.getByRole('button', { name: MSG.adminClaims.approve }).click();
      await card.waitFor({ state: 'detached' });
      await admin.goto(`${app.url}/admin/claims`);
      const approved = admin.getByRole('article').filter({ hasText: MSG.adminClaims.order(orderNo) });
      const receive = approved.getByRole('button', { name: MSG.adminClaims.receive });
      await receive.click();
      // Received and refunded, the card offers no more steps (its price shows from the start, so it proves nothing).
      await receive.waitFor({ state: 'detached' });
      await screenshot(admin, 'lifecycle-admin-received');
      expect(adminWatch.problems).toEqual([]);
    } finally {
      await adminContext.close();
    }

    // The member sees the refund: no coupon, so the whole line price.
    await page.reload();
    await expect.poll(() => page.getByTestId('claim-refund').textContent()).toBe(formatWon(line!.price));
    await expectNoSideScroll(page);
    await screenshot(page, `lifecycle-refund-${viewport.width}`);
  },
);
