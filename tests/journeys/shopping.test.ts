import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatKoreanDate } from '../../client/src/lib/format.js';
import { MSG } from '../../client/src/lib/messages.js';
import { couponDiscount, discountedPrice } from '@scene-shop/domain/money';
import { MSG as SERVER_MSG } from '../../server/src/common/messages.js';
import { DEMO_MEMBER_PASSWORD } from '../../server/src/seeds/seed-if-empty.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { screenshot, useJourney } from './browser.js';
import {
  apiLogIn,
  type ApiMember,
  type ApiProduct,
  expectNoSideScroll,
  gqlAs,
  logIn,
  productsInStock,
  seedCart,
} from './member-journey.js';

let app: TestApp;
let page: Page;
let member1: ApiMember;

interface Coupon {
  no: number;
  coupon: { no: number; name: string; discountRate: number; expiryDate: string };
}
const usableCoupons = async () =>
  (
    await gqlAs<{ usableCoupons: Coupon[] }>(
      app,
      member1,
      '{ usableCoupons { no coupon { no name discountRate expiryDate } } }',
    )
  ).usableCoupons;

const won = (n: number) => `${new Intl.NumberFormat('ko-KR').format(n)}원`;
const unit = (p: ApiProduct) => discountedPrice(p.price, p.discountRate);

describe('shopping journey', () => {
  useJourney({ app: (a) => (app = a), page: (p) => (page = p) });

  beforeAll(async () => {
    member1 = (await apiLogIn(app, 'member1', DEMO_MEMBER_PASSWORD))!;
  });

  beforeEach(async () => {
    await logIn(page, app, 'member1', DEMO_MEMBER_PASSWORD);
  });

  it('adds to the cart, orders with a coupon, finds the order in the history and cancels it', async () => {
    const [fromPage, seeded] = await productsInStock(app, 2);
    const [coupon] = await usableCoupons();
    expect(coupon).toBeDefined();

    // One product is already in the cart; the other is added from its page.
    await seedCart(page, [{ product: seeded!, quantity: 2 }]);
    await page.goto(`${app.url}/user/shop/productlist/detail/${fromPage!.no}`);
    await page.getByRole('button', { name: MSG.product.addToCart }).click();
    await page.getByRole('button', { name: MSG.product.viewCart }).click();
    await page.waitForURL(`${app.url}/user/shop/cart`);

    const total = unit(fromPage!) + unit(seeded!) * 2;
    await expect.poll(() => page.getByTestId('cart-item').count()).toBe(2);
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe(won(total));
    await page.getByRole('button', { name: MSG.cart.order }).waitFor();
    await screenshot(page, 'cart');

    await page.getByRole('button', { name: MSG.cart.order }).click();
    await page.waitForURL(`${app.url}/user/shop/order/detail`);
    const c = coupon!.coupon;
    await page
      .getByLabel(MSG.order.coupon)
      .selectOption({ label: MSG.order.couponOption(c.name, c.discountRate, formatKoreanDate(c.expiryDate)) });
    const discount = couponDiscount(total, c.discountRate);
    await expect.poll(() => page.getByTestId('order-discount').textContent()).toBe(`-${won(discount)}`);
    expect(await page.getByTestId('order-pay').textContent()).toBe(won(total - discount));
    await screenshot(page, 'order-detail');

    await page.getByRole('button', { name: MSG.order.pay }).click();
    await page.waitForURL(`${app.url}/user/shop/purchase`);
    await page.getByRole('heading', { name: MSG.order.doneTitle }).waitFor();
    const orderNo = Number((await page.getByText(/^주문번호 \d+$/).textContent())!.replace(/\D/g, ''));
    expect(await page.evaluate(() => localStorage.getItem(`cart_${sessionStorage.getItem('userNo')}`))).toBe('[]');
    await screenshot(page, 'purchase');
    expect((await usableCoupons()).map((u) => u.coupon.no)).not.toContain(c.no);

    await page.getByRole('link', { name: MSG.order.goOrders }).click();
    await page.waitForURL(`${app.url}/user/mypage/order`);
    const card = page.getByRole('article', { name: MSG.orders.orderNo(orderNo) });
    await card.getByText(MSG.orders.state.RECEIVED).waitFor();
    expect(await page.getByTestId('order-card').first().getAttribute('aria-label')).toBe(MSG.orders.orderNo(orderNo));
    expect(await card.textContent()).toContain(won(total - discount));
    await screenshot(page, 'order-history');

    await card.getByRole('link', { name: MSG.orders.detail }).click();
    await page.waitForURL(`${app.url}/user/mypage/order/${orderNo}`);
    await page.getByText(fromPage!.name).waitFor();
    await screenshot(page, 'order-detail-page');

    await page.getByRole('button', { name: MSG.orders.cancel }).click();
    await screenshot(page, 'order-cancel-confirm');
    await page.getByRole('alertdialog').getByRole('button', { name: MSG.orders.cancelConfirm }).click();
    await page.getByRole('alertdialog', { name: MSG.orders.cancelled }).getByRole('button').click();
    await page.getByText(MSG.orders.state.CANCELLED).first().waitFor();
    expect(await page.getByRole('button', { name: MSG.orders.cancel }).count()).toBe(0);
    expect((await usableCoupons()).map((u) => u.coupon.no)).toContain(c.no);

    await page
      .getByRole('navigation', { name: MSG.mypage.menu })
      .getByRole('link', { name: MSG.mypage.coupons })
      .click();
    await page.waitForURL(`${app.url}/user/mypage/coupon`);
    await page.getByText(c.name).first().waitFor();
    await screenshot(page, 'coupons');
  });

  it('refuses a total the server does not agree with, and leads back to the cart', async () => {
    const [product] = await productsInStock(app, 1);
    await seedCart(page, [{ product: product!, quantity: 1 }]);
    await page.goto(`${app.url}/user/shop/cart`);
    await page.getByRole('button', { name: MSG.cart.order }).click();
    await page.waitForURL(`${app.url}/user/shop/order/detail`);
    await page.getByTestId('order-pay').waitFor();

    // The page was left open while the price "changed": the stored order still shows the old one.
    await page.evaluate(() => {
      const key = `order_${sessionStorage.getItem('userNo')}`;
      const order = JSON.parse(sessionStorage.getItem(key)!);
      order.orderItems[0].product.price -= 1000;
      sessionStorage.setItem(key, JSON.stringify(order));
    });
    await page.reload();
    await page.getByRole('button', { name: MSG.order.pay }).click();
    const dialog = page.getByRole('alertdialog', { name: MSG.order.failedTitle });
    await dialog.getByText(SERVER_MSG.order.totalMismatch).waitFor();
    await screenshot(page, 'order-refused');
    await dialog.getByRole('button', { name: MSG.order.backToCart }).click();
    await page.waitForURL(`${app.url}/user/shop/cart`);
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe(won(unit(product!)));
  });

  it('keeps the cart and the order history usable on a 360 px phone', async () => {
    const [a, b] = await productsInStock(app, 2);
    await seedCart(page, [
      { product: a!, quantity: 1 },
      { product: b!, quantity: 1 },
    ]);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${app.url}/user/shop/cart`);
    await page.getByRole('button', { name: MSG.cart.order }).waitFor();
    await expectNoSideScroll(page);
    await screenshot(page, 'cart-mobile');
    await page.goto(`${app.url}/user/mypage/order`);
    await page.getByTestId('order-card').first().waitFor();
    await expectNoSideScroll(page);
    await screenshot(page, 'order-history-mobile');
  });
});
