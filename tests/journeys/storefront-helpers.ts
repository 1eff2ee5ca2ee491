import type { Page } from 'playwright-core';
import { MSG } from '../../client/src/lib/messages.js';
import type { TestApp } from '../../server/src/test/harness.js';

type Category = 'TOP' | 'BOTTOM' | 'SHOES' | 'OTHER';

export async function logIn(page: Page, url: string, id: string, pwd: string) {
  await page.goto(`${url}/user/auth/login`);
  await page.getByLabel(MSG.auth.id).fill(id);
  await page.getByLabel(MSG.auth.pwd).fill(pwd);
  await page.getByRole('button', { name: MSG.auth.submit }).click();
}

/** Before a screenshot: scrolls through the page so lazy images load, waits for them, and goes back to the top. */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      // Two frames: the scroll is laid out and the lazy images in view have started loading.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
    window.scrollTo(0, 0);
  });
  // Images in hidden parts (the other banner slide) are never loaded, so only the rendered ones count.
  await page.waitForFunction(
    () =>
      Array.from(document.images)
        .filter((i) => i.getClientRects().length > 0)
        .every((i) => i.complete),
    null,
    { timeout: 10_000 },
  );
}

/** Resolves when the server has answered the named GraphQL operation. */
export function graphqlAnswer(page: Page, operation: string) {
  return page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes(`"operationName":"${operation}"`),
  );
}

/** Closes every home popup for this visit. */
export async function closePopups(page: Page) {
  const close = page.getByRole('button', { name: MSG.home.closePopup, exact: true });
  while ((await close.count()) > 0) await close.first().click();
}

/** The selling prices of the product cards, in won, once the list has the answer for the current URL. */
export async function prices(page: Page): Promise<number[]> {
  await page
    .locator('ul[aria-busy="false"]')
    .filter({ has: page.getByTestId('product-card') })
    .waitFor();
  const texts = await page.getByTestId('product-card').getByTestId('sale-price').allTextContents();
  return texts.map((t) => Number(t.replace(/\D/g, '')));
}

export async function stockOf(app: TestApp, no: number): Promise<number> {
  return (await roomiestLine(app, no)).stock;
}

/**
 * The most units one cart line of the product can hold, and the size that holds them when the product is sold by
 * size (null when it is not).
 */
async function roomiestLine(app: TestApp, no: number): Promise<{ stock: number; size: string | null }> {
  const res = await app.gql<{ product: { stock: number; options: { label: string; stock: number }[] } | null }>(
    'query($no: Int!) { product(no: $no) { stock options { label stock } } }',
    { no },
  );
  const product = res.data?.product;
  if (!product) return { stock: 0, size: null };
  if (product.options.length === 0) return { stock: product.stock, size: null };
  const best = product.options.reduce((a, b) => (b.stock > a.stock ? b : a));
  return { stock: best.stock, size: best.label };
}

/** On the product's page: chooses its size with the most units, when it is sold by size. */
export async function chooseRoomiestSize(page: Page, app: TestApp, no: number): Promise<void> {
  const { size } = await roomiestLine(app, no);
  if (size === null) return;
  const sizes = page.getByRole('group', { name: MSG.product.size });
  await sizes.getByRole('button', { name: size, exact: true }).click();
}

/** From the demo data: a category whose page 2, cheapest first, holds a product with more than 3 reviews. */
export async function findReviewedProductOnPage2(app: TestApp) {
  for (const category of ['TOP', 'BOTTOM', 'SHOES', 'OTHER'] as Category[]) {
    const res = await app.gql<{ products: { content: { no: number; name: string; reviewCount: number }[] } }>(
      `query($category: ProductCategory) {
        products(page: 1, size: 9, category: $category, sort: PRICE_LOW) { content { no name reviewCount } }
      }`,
      { category },
    );
    const product = res.data?.products.content.find((p) => p.reviewCount > 3);
    if (product) return { category, product };
  }
  throw new Error('the demo data has no product with more than 3 reviews on a page 2');
}
