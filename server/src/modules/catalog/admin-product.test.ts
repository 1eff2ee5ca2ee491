import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ColorFamily, OrderState, ProductCategory, Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import type { DomainEvents } from '../../common/events.js';
import { makeProduct, makeReview } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { gqlUpload, PNG } from '../../test/posts.js';
import { AuditEntry } from '../audit/audit-entry.entity.js';
import { Order } from '../order/order.entity.js';
import { OrderProduct } from '../order/order-product.entity.js';
import { rebuildSalesRollup } from '../statistics/sales-rollup.js';
import { Product } from './product.entity.js';

let t: TestApp;
let admin: string;
let member: string;
const events: { name: string; payload: unknown }[] = [];
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.member({ role: Role.ADMIN })).token;
  member = (await t.member()).token;
  for (const name of ['product.restocked', 'product.priceDropped'] as const)
    t.app.services.events.on(name, (payload: DomainEvents[typeof name]) => void events.push({ name, payload }));
});
afterAll(() => t.close());

const FIELDS = 'no name price discountRate discountedPrice stock available category pic contents reviewCount score';
const LIST = `query ($page: Int, $searchTerm: String, $startDate: String, $endDate: String, $category: ProductCategory) {
  adminProducts(page: $page, searchTerm: $searchTerm, startDate: $startDate, endDate: $endDate, category: $category) {
    totalElements totalPages number content { ${FIELDS} }
  }
}`;
const CREATE = `mutation ($input: ProductInput!, $image: Upload) { createProduct(input: $input, image: $image) { ${FIELDS} } }`;
const UPDATE = `mutation ($no: Int!, $input: ProductInput!) { updateProduct(no: $no, input: $input) { ${FIELDS} } }`;
const input = { name: '린넨 셔츠', price: 20000, contents: '여름 셔츠', category: 'TOP', stock: 5, discountRate: 10 };
const audits = (no: number) =>
  t.em().find(AuditEntry, { subject: 'PRODUCT', subjectNo: no } as never, { orderBy: { no: 'asc' } });

describe('admin products over GraphQL', () => {
  it('refuses every field to a member (FORBIDDEN) and a visitor (UNAUTHENTICATED)', async () => {
    const p = await makeProduct(t.em());
    const ops = [
      `{ adminProducts { totalElements } }`,
      `{ adminProduct(no: ${p.no}) { no } }`,
      `{ adminProductNames(term: "상") }`,
      `{ adminProductSales(no: ${p.no}) { month } }`,
      `mutation { createProduct(input: { name: "x" }) { no } }`,
      `mutation { updateProduct(no: ${p.no}, input: { name: "x" }) { no } }`,
      `mutation { markProductSoldOut(no: ${p.no}) { no } }`,
      `mutation { endProductSale(no: ${p.no}) { no } }`,
    ];
    for (const op of ops) {
      expect((await t.gql(op, {}, member)).errors?.[0]?.extensions?.code, op).toBe('FORBIDDEN');
      expect((await t.gql(op)).errors?.[0]?.extensions?.code, op).toBe('UNAUTHENTICATED');
    }
    expect((await t.em().findOneOrFail(Product, { no: p.no })).stock).toBe(10);
  });

  it('lists every product by name, registration day (Korea time) and category, 8 a page, in a fixed number of statements', async () => {
    const em = t.em();
    const tag = '검색용';
    const day = (iso: string) => new Date(iso);
    // 2025-03-01 00:30 in Korea is still February 28th in UTC.
    await makeProduct(em, { name: `${tag} 바지`, category: ProductCategory.BOTTOM, date: day('2025-02-28T15:30:00Z') });
    await makeProduct(em, { name: `${tag} 셔츠`, available: false, date: day('2025-03-05T03:00:00Z') });
    await makeProduct(em, { name: `${tag} 100%_면`, date: day('2025-04-01T03:00:00Z') });
    for (let i = 0; i < 9; i++) await makeProduct(em, { name: `${tag} 모자 ${i}`, category: ProductCategory.OTHER });
    const names = async (vars: Record<string, unknown>) => {
      const res = await t.gql<{ adminProducts: { content: { name: string }[]; totalElements: number } }>(
        LIST,
        vars,
        admin,
      );
      // The caller's role, the page and the count, however many rows.
      expect(res.statements).toBe(3);
      return res.data!.adminProducts;
    };
    const all = await names({ searchTerm: tag });
    expect(all.totalElements).toBe(12);
    expect(all.content).toHaveLength(8);
    expect((await names({ searchTerm: tag, page: 1 })).content).toHaveLength(4);
    expect(
      (await names({ searchTerm: tag, startDate: '2025-03-01', endDate: '2025-03-31' })).content.map((p) => p.name),
    ).toEqual([`${tag} 셔츠`, `${tag} 바지`]);
    expect((await names({ searchTerm: '100%_' })).content.map((p) => p.name)).toEqual([`${tag} 100%_면`]);
    expect((await names({ searchTerm: tag, category: 'BOTTOM' })).content.map((p) => p.name)).toEqual([`${tag} 바지`]);
    expect((await t.gql(LIST, { startDate: '2025-13-01' }, admin)).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('adds a product with its image and records it; every §5 rule answers its message', async () => {
    const res = await gqlUpload<{ createProduct: Product }>(t, admin, CREATE, { input }, PNG);
    const created = res.data!.createProduct;
    expect(created).toMatchObject({ name: '린넨 셔츠', discountedPrice: 18000, category: 'TOP', available: true });
    expect(created.pic).toMatch(/^\/uploads\/product\/.+\.png$/);
    expect((await fetch(`${t.url}${created.pic}`)).status).toBe(200);
    const [entry] = await audits(created.no);
    expect(entry).toMatchObject({ action: 'create', after: { name: '린넨 셔츠', stock: 5 } });

    const m = MSG.adminProduct;
    const cases: [object, string][] = [
      [{ name: '' }, m.nameRequired],
      [{ price: 0 }, m.priceInvalid],
      [{ contents: ' ' }, m.contentsRequired],
      [{ category: null }, m.categoryRequired],
      [{ stock: null }, m.stockInvalid],
      [{ discountRate: 101 }, m.discountRateInvalid],
    ];
    for (const [change, message] of cases) {
      const bad = await t.gql(CREATE, { input: { ...input, name: '거절', ...change } }, admin);
      expect(bad.errors?.[0]?.message).toBe(message);
    }
    expect(await t.em().count(Product, { name: '거절' })).toBe(0);
  });

  it('edits a product: Korean texts for stock and rate, audit of the changed fields, restock and price-drop events', async () => {
    const p = await makeProduct(t.em(), { stock: 0, price: 10000, discountRate: 0 });
    const m = MSG.adminProduct;
    expect((await t.gql(UPDATE, { no: p.no, input: { ...input, stock: -1 } }, admin)).errors?.[0]?.message).toBe(
      m.editStockInvalid,
    );
    expect(
      (await t.gql(UPDATE, { no: p.no, input: { ...input, discountRate: 101 } }, admin)).errors?.[0]?.message,
    ).toBe(m.editDiscountRateInvalid);
    expect((await t.gql(UPDATE, { no: 999999, input }, admin)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    events.length = 0;
    const next = { ...input, price: 10000, stock: 4, discountRate: 20 };
    const res = await t.gql<{ updateProduct: Product }>(UPDATE, { no: p.no, input: next }, admin);
    expect(res.data!.updateProduct).toMatchObject({ stock: 4, discountedPrice: 8000, name: '린넨 셔츠' });
    expect(events).toEqual([
      { name: 'product.restocked', payload: { productNo: p.no } },
      { name: 'product.priceDropped', payload: { productNo: p.no, from: 10000, to: 8000 } },
    ]);
    const [entry] = await audits(p.no);
    expect(entry).toMatchObject({
      action: 'update',
      before: { stock: 0, discountRate: 0 },
      after: { stock: 4, discountRate: 20 },
    });
    expect(Object.keys(entry!.after!)).not.toContain('price');

    events.length = 0;
    await t.gql(UPDATE, { no: p.no, input: { ...next, stock: 9, discountRate: 5 } }, admin);
    expect(events).toEqual([]);
  });

  it('stores the colour family: set on add, kept when left out, cleared with null, audited; unknown ones refused', async () => {
    const family = async (no: number) => (await t.em().findOneOrFail(Product, { no })).colorFamily;
    const added = await t.gql<{ createProduct: Product }>(CREATE, { input: { ...input, colorFamily: 'NAVY' } }, admin);
    const no = added.data!.createProduct.no;
    expect(await family(no)).toBe(ColorFamily.NAVY);
    expect((await audits(no))[0]!.after).toMatchObject({ colorFamily: ColorFamily.NAVY });

    await t.gql(UPDATE, { no, input: { ...input, stock: 6 } }, admin);
    expect(await family(no)).toBe(ColorFamily.NAVY);
    await t.gql(UPDATE, { no, input: { ...input, stock: 6, colorFamily: 'BEIGE' } }, admin);
    expect(await family(no)).toBe(ColorFamily.BEIGE);
    await t.gql(UPDATE, { no, input: { ...input, stock: 6, colorFamily: null } }, admin);
    expect(await family(no)).toBeNull();
    const changes = (await audits(no)).slice(2).map((e) => [e.before, e.after]);
    expect(changes).toEqual([
      [{ colorFamily: ColorFamily.NAVY }, { colorFamily: ColorFamily.BEIGE }],
      [{ colorFamily: ColorFamily.BEIGE }, { colorFamily: null }],
    ]);

    const teal = await t.gql(UPDATE, { no, input: { ...input, colorFamily: 'TEAL' } }, admin);
    expect(teal.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const byMember = await t.gql(UPDATE, { no, input: { ...input, colorFamily: 'RED' } }, member);
    expect(byMember.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await family(no)).toBeNull();
  });

  it('marks a product sold out and ends its sale; the shop then shows it sold out, then not at all', async () => {
    const p = await makeProduct(t.em(), { name: '종료될 상품', stock: 7 });
    const soldOut = await t.gql<{ markProductSoldOut: Product }>(
      `mutation { markProductSoldOut(no: ${p.no}) { stock available } }`,
      {},
      admin,
    );
    expect(soldOut.data!.markProductSoldOut).toEqual({ stock: 0, available: true });
    const ended = await t.gql<{ endProductSale: Product }>(
      `mutation { endProductSale(no: ${p.no}) { available } }`,
      {},
      admin,
    );
    expect(ended.data!.endProductSale.available).toBe(false);
    const shop = await t.gql<{ products: { content: { no: number }[] } }>(`{ products(size: 100) { content { no } } }`);
    expect(shop.data!.products.content.map((x) => x.no)).not.toContain(p.no);
    expect((await audits(p.no)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['soldOut', { stock: 7 }, { stock: 0 }],
      ['endSale', { available: true }, { available: false }],
    ]);
  });

  it('completes names containing the term, and reads nothing for a blank term', async () => {
    await makeProduct(t.em(), { name: '자동완성 코트' });
    const res = await t.gql<{ adminProductNames: string[] }>(`{ adminProductNames(term: "완성") }`, {}, admin);
    expect(res.data!.adminProductNames).toEqual(['자동완성 코트']);
    const blank = await t.gql<{ adminProductNames: string[] }>(`{ adminProductNames(term: "  ") }`, {}, admin);
    expect(blank.data!.adminProductNames).toEqual([]);
    // Only the caller's role is read.
    expect(blank.statements).toBe(1);
  });

  it('gives the detail: sales per month without cancelled orders, reviews with the author id and the average', async () => {
    const em = t.em();
    const p = await makeProduct(em, { price: 10000 });
    const { user } = await t.member({ id: 'reviewer1' });
    for (const [date, state, quantity] of [
      ['2025-01-10T03:00:00Z', OrderState.DELIVERED, 2],
      ['2025-01-20T03:00:00Z', OrderState.CANCELLED, 5],
      ['2025-03-31T16:00:00Z', OrderState.RECEIVED, 1],
    ] as const) {
      const order = em.create(Order, { user, price: 10000 * quantity, state, date: new Date(date) });
      em.create(OrderProduct, { order, product: p, quantity, price: 10000 * quantity });
    }
    await em.flush();
    // Written around the order services, so the sales rollup the detail reads is rebuilt from them.
    await rebuildSalesRollup(em);
    // Reviews come with orders of their own: on another product, so the sales above stay as they are.
    const reviewed = await makeProduct(em);
    await makeReview(em, reviewed, user, { score: 5 });
    await makeReview(em, reviewed, user, { score: 4 });
    const sales = await t.gql<{ adminProductSales: unknown[] }>(
      `{ adminProductSales(no: ${p.no}) { month quantity revenue } }`,
      {},
      admin,
    );
    expect(sales.data!.adminProductSales).toEqual([
      { month: '2025-01', quantity: 2, revenue: 20000 },
      { month: '2025-04', quantity: 1, revenue: 10000 },
    ]);
    const detail = await t.gql<{ adminProduct: { score: number; reviewCount: number } }>(
      `{ adminProduct(no: ${reviewed.no}) { score reviewCount } }`,
      {},
      admin,
    );
    expect(detail.data!.adminProduct).toEqual({ score: 4.5, reviewCount: 2 });
    const reviews = await t.gql<{ productReviews: { content: { author: { id: string } }[] } }>(
      `{ productReviews(productNo: ${reviewed.no}, size: 5) { content { score author { id } } } }`,
      {},
      admin,
    );
    expect(reviews.data!.productReviews.content.map((r) => r.author.id)).toEqual(['reviewer1', 'reviewer1']);
  });
});
