import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../client/src/lib/messages.js';
import { ColorFamily, ItemMatch, ProductCategory } from '../../server/src/common/enums.js';
import { Product } from '../../server/src/modules/catalog/product.entity.js';
import { Character } from '../../server/src/modules/show/character.entity.js';
import { Item } from '../../server/src/modules/show/item.entity.js';
import { Show } from '../../server/src/modules/show/show.entity.js';
import { Style } from '../../server/src/modules/show/style.entity.js';
import { DEMO_MEMBER_PASSWORD } from '../../server/src/seeds/seed-if-empty.js';
import { addOptions } from '../../server/src/test/fixtures.js';
import type { TestApp } from '../../server/src/test/harness.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { screenshot, useJourney } from './browser.js';
import { expectNoSideScroll, logIn } from './member-journey.js';

let app: TestApp;
let page: Page;
let showNo: number;
let sizedShowNo: number;
let inSizeNo: number;

const T = MSG.look;
const SOLD_OUT = '드라마 속 네이비 트렌치코트';
/** The best seller of its category and colour family, so it is the first alternative. */
const ALTERNATIVE = '클래식 네이비 트렌치코트';
const TROUSERS = '와이드핏 블랙 슬랙스';
/** A black bottom with M in stock, offered beside jeans on sale in S only. */
const IN_SIZE = '스트레이트 블랙 진 M 재고';

/** A show whose heroine wears a sold-out coat (exact), trousers on sale (exact) and a necklace the shop lacks. */
async function makeShow(): Promise<number> {
  const em = app.em();
  // Pictures the demo data drew, so every image loads.
  const seeded = await em.findOneOrFail(Style, { items: { product: { $ne: null } } }, { populate: ['items'] });
  const [first] = seeded.items.getItems();
  const product = (name: string, colorFamily: ColorFamily, fields: Partial<Product> = {}) =>
    em.create(Product, {
      name,
      price: 89000,
      discountRate: 10,
      stock: 8,
      category: ProductCategory.TOP,
      colorFamily,
      pic: first!.pic,
      ...fields,
    } as Product);
  const coat = product(SOLD_OUT, ColorFamily.NAVY, { stock: 0 });
  product(ALTERNATIVE, ColorFamily.NAVY, { salesCount: 1_000_000 });
  const trousers = product(TROUSERS, ColorFamily.BLACK, { category: ProductCategory.BOTTOM, price: 49000 });
  const show = em.create(Show, { title: '룩 한 번에 담기 드라마' });
  const character = em.create(Character, { show, actorName: '한서진', name: '윤하나 역' });
  const style = em.create(Style, { character, pic: seeded.pic });
  const pic = first!.pic;
  style.items.add(em.create(Item, { name: '네이비 트렌치코트', pic, product: coat, match: ItemMatch.EXACT }));
  style.items.add(em.create(Item, { name: '블랙 슬랙스', pic, product: trousers, match: ItemMatch.EXACT }));
  style.items.add(em.create(Item, { name: '골드 목걸이', pic, path: 'https://example.com/items/necklace' }));
  await em.flush();
  return show.no;
}

/** A show whose hero wears jeans on sale in S only; a similar pair has M. */
async function makeSizedShow(): Promise<{ showNo: number; inSizeNo: number }> {
  const em = app.em();
  const seeded = await em.findOneOrFail(Style, { items: { product: { $ne: null } } }, { populate: ['items'] });
  const pic = seeded.items.getItems()[0]!.pic;
  const fields = { price: 59000, stock: 8, category: ProductCategory.BOTTOM, colorFamily: ColorFamily.BLACK, pic };
  const jeans = em.create(Product, { ...fields, name: '드라마 속 블랙 진' } as Product);
  // The best seller of its category and colour family, so it is the first alternative among the demo data's.
  const inSize = em.create(Product, { ...fields, name: IN_SIZE, salesCount: 1_000_000 } as Product);
  const show = em.create(Show, { title: '내 사이즈 드라마' });
  const character = em.create(Character, { show, actorName: '강도윤', name: '서태오 역' });
  const style = em.create(Style, { character, pic: seeded.pic });
  style.items.add(em.create(Item, { name: '블랙 진', pic, product: jeans, match: ItemMatch.EXACT }));
  await em.flush();
  await addOptions(em, jeans.no, [
    { size: 'S', stock: 8 },
    { size: 'M', stock: 0 },
  ]);
  await addOptions(em, inSize.no, [
    { size: 'S', stock: 0 },
    { size: 'M', stock: 8 },
  ]);
  return { showNo: show.no, inSizeNo: inSize.no };
}

describe('shop the look journey', () => {
  useJourney({ app: (a) => (app = a), page: (p) => (page = p) });

  beforeAll(async () => {
    showNo = await makeShow();
    ({ showNo: sizedShowNo, inSizeNo } = await makeSizedShow());
  });

  const item = (name: string) => page.getByTestId('style-item').filter({ hasText: name });

  it('offers an alternative for the sold-out exact item; buying the look fills the cart and sums it up', async () => {
    await logIn(page, app, 'member1', DEMO_MEMBER_PASSWORD);
    await page.goto(`${app.url}/user/main/sub/${showNo}`);
    const coat = item('네이비 트렌치코트');
    await coat.getByText(T.soldOut).waitFor();
    expect(await coat.getByTestId('match-badge').textContent()).toBe(T.exact);
    const alternatives = coat.getByRole('list', { name: T.alternatives('네이비 트렌치코트') });
    await alternatives.getByRole('link', { name: new RegExp(ALTERNATIVE) }).waitFor();
    await expectNoSeriousA11yViolations(page, '/user/main/sub (look)');
    await screenshot(page, 'shop-the-look-show');

    // The alternative's card leads to its product page.
    const href = await alternatives.getByRole('link').first().getAttribute('href');
    expect(href).toMatch(/^\/user\/shop\/productlist\/detail\/\d+$/);

    await page.getByRole('button', { name: new RegExp(T.buyLook) }).click();
    const summary = page.getByRole('dialog', { name: T.addedTitle });
    await summary.getByText(T.addedCount(2)).waitFor();
    await summary.getByText(T.substitute(SOLD_OUT)).waitFor();
    await summary.getByTestId('look-not-added').getByText(T.noProduct).waitFor();
    await expectNoSeriousA11yViolations(page, '/user/main/sub (look summary)');
    await screenshot(page, 'shop-the-look-summary');

    await summary.getByRole('button', { name: T.viewCart }).click();
    await page.waitForURL(`${app.url}/user/shop/cart`);
    const lines = page.getByTestId('cart-item');
    await expect.poll(() => lines.count()).toBe(2);
    await lines.filter({ hasText: ALTERNATIVE }).waitFor();
    await lines.filter({ hasText: TROUSERS }).waitFor();
    expect(await lines.filter({ hasText: SOLD_OUT }).count()).toBe(0);
    await screenshot(page, 'shop-the-look-cart');
  });

  it("offers, beside a product sold out in the shopper's last chosen size, a similar one in that size", async () => {
    // The shopper chose M on a product page before.
    await page.goto(`${app.url}/user/shop/productlist/detail/${inSizeNo}`);
    await page.getByTestId('size-option').filter({ hasText: 'M' }).click();
    await page.goto(`${app.url}/user/main/sub/${sizedShowNo}`);
    const jeans = item('블랙 진');
    await jeans.getByText(T.sizeSoldOut).waitFor();
    const inSize = jeans.getByRole('list', { name: T.inSize('블랙 진') });
    await inSize.getByRole('link', { name: new RegExp(IN_SIZE) }).waitFor();
    // The jeans themselves stay on offer (in S).
    await jeans.hover();
    await jeans.getByRole('link', { name: new RegExp(T.exactProduct) }).waitFor();
    await expectNoSeriousA11yViolations(page, '/user/main/sub (size)');
    await screenshot(page, 'shop-the-look-size');
  });

  it('works on a 360 px phone with the keyboard', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await logIn(page, app, 'member1', DEMO_MEMBER_PASSWORD);
    await page.goto(`${app.url}/user/main/sub/${showNo}`);
    await item('네이비 트렌치코트').getByText(T.soldOut).waitFor();
    await expectNoSideScroll(page);
    await screenshot(page, 'shop-the-look-show-mobile');

    const buy = page.getByRole('button', { name: new RegExp(T.buyLook) });
    await buy.focus();
    await page.keyboard.press('Enter');
    const summary = page.getByRole('dialog', { name: T.addedTitle });
    await summary.getByText(T.substitute(SOLD_OUT)).waitFor();
    await expectNoSideScroll(page);
    await screenshot(page, 'shop-the-look-summary-mobile');
    // Escape closes it and the focus returns to the button.
    await page.keyboard.press('Escape');
    await summary.waitFor({ state: 'hidden' });
    expect(await buy.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
