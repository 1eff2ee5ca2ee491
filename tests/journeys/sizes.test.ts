import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { discountedPrice } from '@scene-shop/domain/money';
import { MSG } from '../../client/src/lib/messages.js';
import { DEMO_MEMBER_PASSWORD } from '../../server/src/seeds/seed-if-empty.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { screenshot, useJourney } from './browser.js';
import { expectNoSideScroll, logIn } from './member-journey.js';

/* Issue 25: a shopper chooses a size on the product page (a sold-out one is shown but not choosable) and buys it. */

let app: TestApp;
let page: Page;

interface Sized {
  no: number;
  name: string;
  price: number;
  discountRate: number;
  options: { no: number; label: string; stock: number; priceDelta: number }[];
}

/** A demo product on sale with a sold-out size and sizes with units left; one per test, so each buys its own. */
async function sizedProducts(): Promise<Sized[]> {
  const res = await app.gql<{ products: { content: (Sized & { available: boolean })[] } }>(
    '{ products(page: 0, size: 100) { content { no name price discountRate available options { no label stock priceDelta } } } }',
  );
  return res.data!.products.content.filter(
    (p) => p.available && p.options.some((o) => o.stock === 0) && p.options.filter((o) => o.stock >= 2).length >= 2,
  );
}

useJourney({ app: (a) => (app = a), page: (p) => (page = p) });

it.each([
  ['phone', 360, 740, 'member2', 0],
  ['desktop', 1280, 900, 'member1', 1],
] as const)('buys a size on a %s and finds it in the order history', async (name, width, height, member, pick) => {
  await page.setViewportSize({ width, height });
  const product = (await sizedProducts())[pick]!;
  const soldOut = product.options.find((o) => o.stock === 0)!;
  const size = product.options.filter((o) => o.stock >= 2)[0]!;
  await logIn(page, app, member, DEMO_MEMBER_PASSWORD);

  await page.goto(`${app.url}/user/shop/productlist/detail/${product.no}`);
  const sizes = page.getByRole('group', { name: MSG.product.size });
  await sizes.waitFor();
  const addToCart = page.getByRole('button', { name: MSG.product.addToCart });
  expect(await addToCart.isDisabled()).toBe(true);
  expect(await sizes.getByRole('button', { name: soldOut.label, exact: false }).first().isDisabled()).toBe(true);
  await sizes.getByRole('button', { name: size.label, exact: true }).click();
  await expect.poll(() => addToCart.isDisabled()).toBe(false);
  await expectNoSideScroll(page);
  await screenshot(page, `sizes-${name}-product`);

  await addToCart.click();
  await page.getByRole('button', { name: MSG.product.viewCart }).click();
  await page.waitForURL(`${app.url}/user/shop/cart`);
  const line = page.getByTestId('cart-item');
  await line.getByText(MSG.product.sizeOf(size.label)).waitFor();
  await page.getByRole('button', { name: MSG.cart.order }).click();
  await page.waitForURL(`${app.url}/user/shop/order/detail`);
  await page.getByRole('button', { name: MSG.order.pay }).click();
  await page.waitForURL(`${app.url}/user/shop/purchase`);
  const orderNo = Number((await page.getByText(/^주문번호 \d+$/).textContent())!.replace(/\D/g, ''));

  await page.goto(`${app.url}/user/mypage/order`);
  const card = page.getByRole('article', { name: MSG.orders.orderNo(orderNo) });
  await card.getByText(MSG.product.sizeOf(size.label), { exact: false }).waitFor();
  expect(await card.textContent()).toContain(product.name);
  await expectNoSideScroll(page);
  await screenshot(page, `sizes-${name}-order-history`);

  const left = await app.em().execute<{ stock: number }[]>('select stock from product_option where no = ?', [size.no]);
  expect(left[0]!.stock).toBe(size.stock - 1);
  const [bought] = await app
    .em()
    .execute<{ option_label: string; price: number }[]>(
      'select option_label, price from order_product where order_no = ?',
      [orderNo],
    );
  expect(bought).toEqual({
    option_label: size.label,
    price: discountedPrice(product.price, product.discountRate) + size.priceDelta,
  });
});
