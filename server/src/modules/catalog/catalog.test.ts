import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductCategory } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { discountedPrice } from '@scene-shop/domain';
import { makeProduct, makeReview } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { Product } from './product.entity.js';

let t: TestApp;
let all: Product[];
beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  const { user } = await t.member();
  const categories = Object.values(ProductCategory);
  all = [];
  // 23 products with distinct and tied prices, sales, dates, stock and ratings; two are off sale.
  for (let i = 0; i < 23; i++) {
    all.push(
      await makeProduct(em, {
        price: 10000 + (i % 7) * 3000,
        discountRate: (i * 13) % 40,
        salesCount: (i * 7) % 11,
        stock: i % 5 === 0 ? 0 : i,
        category: categories[i % 4],
        available: i !== 3 && i !== 17,
        date: new Date(Date.UTC(2025, 0, 1 + ((i * 5) % 23))),
      }),
    );
  }
  for (let i = 0; i < 10; i++) await makeReview(em, all[i]!, user, { score: 1 + ((i * 3) % 5) });
  await em.refresh(all[0]!);
});
afterAll(() => t.close());

const LIST = `query ($page: Int!, $size: Int!, $sort: ProductSort!, $category: ProductCategory, $excludeSoldOut: Boolean!) {
  products(page: $page, size: $size, sort: $sort, category: $category, excludeSoldOut: $excludeSoldOut) {
    totalElements totalPages content { no price discountRate discountedPrice salesCount stock score reviewCount available category }
  }
}`;

type Row = {
  no: number;
  discountedPrice: number;
  salesCount: number;
  stock: number;
  score: number;
  reviewCount: number;
  available: boolean;
  category: string;
};

async function everyPage(vars: Record<string, unknown>, size = 4): Promise<{ rows: Row[]; statements: number[] }> {
  const rows: Row[] = [];
  const statements: number[] = [];
  for (let page = 0; ; page++) {
    const res = await t.gql<{ products: { totalPages: number; content: Row[] } }>(LIST, {
      page,
      size,
      excludeSoldOut: false,
      ...vars,
    });
    expect(res.errors).toBeUndefined();
    rows.push(...res.data!.products.content);
    statements.push(res.statements);
    if (page + 1 >= res.data!.products.totalPages) return { rows, statements };
  }
}

const fresh = async () =>
  (await t.em().find(Product, { available: true })).map((p) => ({ ...p, score: p.score, sale: p.discountedPrice }));

describe('product list', () => {
  it.each([
    ['LATEST', (a: Product, b: Product) => b.date.getTime() - a.date.getTime() || b.no - a.no],
    ['SALES', (a: Product, b: Product) => b.salesCount - a.salesCount || b.no - a.no],
    ['PRICE_HIGH', (a: Product, b: Product) => b.discountedPrice - a.discountedPrice || b.no - a.no],
    ['PRICE_LOW', (a: Product, b: Product) => a.discountedPrice - b.discountedPrice || a.no - b.no],
    [
      'RATING',
      (a: Product, b: Product) =>
        b.scoreSum / (b.reviewCount || 1) - a.scoreSum / (a.reviewCount || 1) ||
        b.reviewCount - a.reviewCount ||
        b.no - a.no,
    ],
  ])('sorts %s over the whole catalogue, across page boundaries', async (sort, compare) => {
    const expected = (await t.em().find(Product, { available: true })).sort(compare as never).map((p) => p.no);
    const { rows, statements } = await everyPage({ sort });
    expect(rows.map((r) => r.no)).toEqual(expected);
    // The page and its total in one statement, whatever the page.
    expect(new Set(statements)).toEqual(new Set([1]));
  });

  it('filters by category and sold-out in the database, hiding products off sale', async () => {
    const { rows } = await everyPage({ sort: 'LATEST', category: 'BOTTOM', excludeSoldOut: true });
    const expected = (await fresh()).filter((p) => p.category === ProductCategory.BOTTOM && p.stock > 0);
    expect(rows.map((r) => r.no).sort()).toEqual(expected.map((p) => p.no).sort());
    expect(rows.every((r) => r.category === 'BOTTOM' && r.stock > 0 && r.available)).toBe(true);
    const withSoldOut = await everyPage({ sort: 'LATEST' });
    expect(withSoldOut.rows.some((r) => r.stock === 0)).toBe(true);
    expect(withSoldOut.rows).toHaveLength(21);
  });

  it('keeps the database sale price equal to the shared discount formula', async () => {
    const em = t.em();
    const cases = [
      [10010, 5],
      [19900, 15],
      [9999, 33],
      [1, 50],
      [123456, 99],
      [100, 100],
      [0, 10],
    ] as const;
    for (const [price, discountRate] of cases) {
      const p = await makeProduct(em, { price, discountRate });
      await em.refresh(p);
      expect(p.salePrice).toBe(discountedPrice(price, discountRate));
    }
  });
});

describe('product detail and reviews', () => {
  it('gives the product with its average score and its reviews newest first, 3 per page', async () => {
    const em = t.em();
    const { user } = await t.member({ nickname: '리뷰어' });
    const product = await makeProduct(em, { price: 20000, discountRate: 10 });
    for (let i = 0; i < 4; i++)
      await makeReview(em, product, user, {
        score: i + 2,
        contents: `리뷰 ${i}`,
        date: new Date(Date.UTC(2025, 5, 1 + i)),
      });
    const res = await t.gql<{
      product: { discountedPrice: number; score: number; reviewCount: number };
      productReviews: { totalPages: number; content: { contents: string; userNickname: string }[] };
    }>(
      `query ($no: Int!) { product(no: $no) { discountedPrice score reviewCount } productReviews(productNo: $no, page: 0, size: 3) { totalPages content { contents userNickname } } }`,
      { no: product.no },
    );
    expect(res.data!.product).toEqual({ discountedPrice: 18000, score: 3.5, reviewCount: 4 });
    expect(res.data!.productReviews.totalPages).toBe(2);
    expect(res.data!.productReviews.content.map((r) => r.contents)).toEqual(['리뷰 3', '리뷰 2', '리뷰 1']);
    expect(res.data!.productReviews.content[0]!.userNickname).toBe('리뷰어');
    // The product, then the page of reviews with their total and authors' names: one statement each.
    expect(res.statements).toBe(2);

    const rest = await t.rest('GET', `/api/admin/product/${product.no}/reviews?page=1&size=3`);
    expect(rest.status).toBe(200);
    expect(rest.statements).toBe(1);
    expect(rest.body).toMatchObject({
      totalPages: 2,
      number: 1,
      content: [{ contents: '리뷰 0', score: 2, userNickname: '리뷰어', productNo: product.no }],
    });
  });

  it("signs a withdrawn author's review as a withdrawn member", async () => {
    const em = t.em();
    const { user } = await t.member();
    const review = await makeReview(em, all[12]!, user);
    user.withdrawnAt = new Date();
    user.nickname = null;
    await em.flush();
    const res = await t.gql<{ review: { userNickname: string; product: { no: number } } }>(
      'query ($no: Int!) { review(no: $no) { userNickname product { no } } }',
      { no: review.no },
    );
    expect(res.data!.review).toEqual({ userNickname: MSG.profile.withdrawnMember, product: { no: all[12]!.no } });
  });

  it('answers null for an unknown product or review', async () => {
    const res = await t.gql<{ product: null; review: null }>(
      'query { product(no: 999999) { no } review(no: 999999) { no } }',
    );
    expect(res.data).toEqual({ product: null, review: null });
  });
});

describe('catalogue shims', () => {
  it('GET /api/list pages 9 by default in the documented shape', async () => {
    const res = await t.rest('GET', '/api/list');
    const body = res.body as {
      content: Record<string, unknown>[];
      totalPages: number;
      totalElements: number;
      size: number;
    };
    expect(res.status).toBe(200);
    expect(body.size).toBe(9);
    expect(body.content).toHaveLength(9);
    expect(body.content[0]).toEqual(
      expect.objectContaining({
        no: expect.any(Number),
        name: expect.any(String),
        pic: null,
        price: expect.any(Number),
        discountRate: expect.any(Number),
        stock: expect.any(Number),
        available: true,
        category: expect.any(String),
        count: expect.any(Number),
        score: expect.any(Number),
      }),
    );
    expect(body.content[0]!.date).toMatch(/\+09:00$/);
  });

  it('GET /api/list/category/{category} filters by the Korean category and sorts on request', async () => {
    const res = await t.rest(
      'GET',
      `/api/list/category/${encodeURIComponent('하의')}?sort=priceLow&excludeSoldOut=true&size=50`,
    );
    const content = (res.body as { content: { category: string; discountedPrice: number; stock: number }[] }).content;
    expect(content.length).toBeGreaterThan(0);
    expect(content.every((p) => p.category === '하의' && p.stock > 0)).toBe(true);
    expect(content.map((p) => p.discountedPrice)).toEqual(
      [...content.map((p) => p.discountedPrice)].sort((a, b) => a - b),
    );
    const everything = await t.rest('GET', `/api/list/category/${encodeURIComponent('전체')}`);
    expect((everything.body as { totalElements: number }).totalElements).toBeGreaterThan(content.length);
  });

  it('refuses an unknown sort or category', async () => {
    expect((await t.rest('GET', '/api/list?sort=cheapest')).status).toBe(400);
    expect((await t.rest('GET', `/api/list/category/${encodeURIComponent('모자')}`)).status).toBe(400);
    expect((await t.rest('GET', '/api/list?size=0')).status).toBe(400);
  });

  it('GET /api/list/product/{no} answers the product or 404', async () => {
    const ok = await t.rest('GET', `/api/list/product/${all[1]!.no}`);
    expect(ok.body).toMatchObject({ no: all[1]!.no, pic: null, price: all[1]!.price });
    expect((await t.rest('GET', '/api/list/product/999999')).status).toBe(404);
    expect((await t.rest('GET', '/api/list/product/abc')).status).toBe(400);
  });
});
