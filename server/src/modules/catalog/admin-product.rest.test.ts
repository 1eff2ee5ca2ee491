import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ColorFamily, Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { makeProduct, makeReview } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { PNG } from '../../test/posts.js';
import { Product } from './product.entity.js';

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.member({ role: Role.ADMIN })).token;
  member = (await t.member()).token;
});
afterAll(() => t.close());

/** The documented multipart: the JSON part `productDto` and the optional file part `pic`. */
async function sendProduct(method: string, path: string, token: string | null, dto: object, pic?: Buffer) {
  const form = new FormData();
  form.set('productDto', new Blob([JSON.stringify(dto)], { type: 'application/json' }));
  if (pic) form.set('pic', new Blob([pic], { type: 'image/png' }), 'pic.png');
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  const res = await fetch(`${t.url}${path}`, { method, headers, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const dto = { name: '데님 자켓', price: '39000', contents: '청자켓', category: '상의', stock: '3', discountRate: '' };

describe('admin product shims (admin-console §7 Products)', () => {
  it('refuses a member with 403 and a visitor with 401 on every call, changing nothing', async () => {
    const p = await makeProduct(t.em(), { stock: 4 });
    const calls: [string, string][] = [
      ['GET', '/api/admin/product'],
      ['GET', `/api/admin/product/${p.no}`],
      ['GET', '/api/admin/product/autocomplete?term=상'],
      ['GET', '/api/admin/product/autocomplete/coat'],
      ['PUT', `/api/admin/product/soldout/${p.no}`],
      ['DELETE', `/api/admin/product/${p.no}`],
    ];
    for (const [method, path] of calls) {
      expect((await t.rest(method, encodeURI(path), { token: member })).status, path).toBe(403);
      expect((await t.rest(method, encodeURI(path))).status, path).toBe(401);
    }
    for (const [method, path] of [
      ['POST', '/api/admin/product'],
      ['PUT', `/api/admin/product/${p.no}`],
    ] as const) {
      expect((await sendProduct(method, path, member, dto)).status).toBe(403);
      expect((await sendProduct(method, path, null, dto)).status).toBe(401);
    }
    expect(await t.em().findOneOrFail(Product, { no: p.no })).toMatchObject({
      stock: 4,
      available: true,
      name: p.name,
    });
  });

  it('adds with productDto and pic (numbers as typed text), then answers isSuccess false with a §5 message', async () => {
    const res = await sendProduct('POST', '/api/admin/product', admin, dto, PNG);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      isSuccess: true,
      message: MSG.adminProduct.created,
      name: '데님 자켓',
      price: 39000,
      stock: 3,
      discountRate: 0,
    });
    expect(res.body.pic).toMatch(/^\/uploads\/product\//);
    const bad = await sendProduct('POST', '/api/admin/product', admin, { ...dto, price: '0' });
    expect(bad).toEqual({ status: 200, body: { isSuccess: false, message: MSG.adminProduct.priceInvalid } });
    expect((await sendProduct('POST', '/api/admin/product', admin, { ...dto, extra: 1 })).status).toBe(400);
  });

  it('edits with productDto (a new pic replaces the old), Korean texts for the edit rules', async () => {
    const p = await makeProduct(t.em(), { pic: '/uploads/demo/old.png' });
    const res = await sendProduct('PUT', `/api/admin/product/${p.no}`, admin, { ...dto, stock: 8 }, PNG);
    expect(res.body).toMatchObject({ isSuccess: true, message: MSG.adminProduct.updated, stock: 8, name: '데님 자켓' });
    expect(res.body.pic).not.toBe('/uploads/demo/old.png');
    const bad = await sendProduct('PUT', `/api/admin/product/${p.no}`, admin, { ...dto, stock: -2 });
    expect(bad.body).toEqual({ isSuccess: false, message: MSG.adminProduct.editStockInvalid });
    expect((await sendProduct('PUT', '/api/admin/product/999999', admin, dto)).status).toBe(404);
  });

  it('edits with a productDto carrying its own no (number or text); another no is a 400 naming it', async () => {
    const p = await makeProduct(t.em(), { stock: 2 });
    const other = await makeProduct(t.em(), { stock: 5 });
    const own = await sendProduct('PUT', `/api/admin/product/${p.no}`, admin, { no: p.no, ...dto, stock: '9' });
    expect(own).toMatchObject({ status: 200, body: { isSuccess: true, no: p.no, stock: 9 } });
    const asText = await sendProduct('PUT', `/api/admin/product/${p.no}`, admin, { ...dto, no: String(p.no) });
    expect(asText.body).toMatchObject({ isSuccess: true, no: p.no, stock: 3 });

    const mismatch = await sendProduct('PUT', `/api/admin/product/${p.no}`, admin, { ...dto, no: other.no });
    expect(mismatch).toMatchObject({
      status: 400,
      body: { message: MSG.adminProduct.noMismatch, field: 'no', key: 'adminProduct.noMismatch' },
    });
    for (const no of ['x', 0, -1, 1.5]) {
      const bad = await sendProduct('PUT', `/api/admin/product/${p.no}`, admin, { ...dto, no });
      expect(bad, String(no)).toMatchObject({ status: 400, body: { field: 'no' } });
    }
    expect(await t.em().findOneOrFail(Product, { no: p.no })).toMatchObject({ stock: 3 });
    expect(await t.em().findOneOrFail(Product, { no: other.no })).toMatchObject({ stock: 5, name: other.name });
    expect((await sendProduct('PUT', `/api/admin/product/${p.no}`, member, { ...dto, no: p.no })).status).toBe(403);
    expect((await sendProduct('PUT', `/api/admin/product/${p.no}`, null, { ...dto, no: p.no })).status).toBe(401);
  });

  it('takes an optional colour family in productDto (kept when left out) and refuses an unknown one', async () => {
    const family = async (no: number) => (await t.em().findOneOrFail(Product, { no })).colorFamily;
    const added = await sendProduct('POST', '/api/admin/product', admin, { ...dto, colorFamily: 'black' });
    const no = added.body.no as number;
    expect(await family(no)).toBe(ColorFamily.BLACK);
    await sendProduct('PUT', `/api/admin/product/${no}`, admin, { ...dto, stock: '7' });
    expect(await family(no)).toBe(ColorFamily.BLACK);
    await sendProduct('PUT', `/api/admin/product/${no}`, admin, { ...dto, colorFamily: 'green' });
    expect(await family(no)).toBe(ColorFamily.GREEN);
    const teal = await sendProduct('PUT', `/api/admin/product/${no}`, admin, { ...dto, colorFamily: 'teal' });
    expect(teal.status).toBe(400);
    expect((await sendProduct('POST', '/api/admin/product', member, { ...dto, colorFamily: 'red' })).status).toBe(403);
    expect((await sendProduct('PUT', `/api/admin/product/${no}`, null, { ...dto, colorFamily: 'red' })).status).toBe(
      401,
    );
    expect(await family(no)).toBe(ColorFamily.GREEN);
  });

  it('lists by the documented query and reads one product, on sale or not', async () => {
    const p = await makeProduct(t.em(), { name: '쉼표검색 니트', available: false });
    const list = await t.rest(
      'GET',
      encodeURI('/api/admin/product?page=0&size=8&searchTerm=쉼표검색&searchField=name&sort=no,DESC'),
      {
        token: admin,
      },
    );
    expect(list.body).toMatchObject({ totalPages: 1, number: 0, content: [{ no: p.no, available: false }] });
    const dated = await t.rest(
      'GET',
      encodeURI('/api/admin/product?searchTerm=쉼표검색&startDate=2000-01-01&endDate=2000-12-31&category=상의'),
      { token: admin },
    );
    expect((dated.body as { content: unknown[] }).content).toEqual([]);
    expect((await t.rest('GET', '/api/admin/product?startDate=yesterday', { token: admin })).status).toBe(400);
    const one = await t.rest('GET', `/api/admin/product/${p.no}`, { token: admin });
    expect(one.body).toMatchObject({ no: p.no, name: '쉼표검색 니트', count: 0, score: 0, reviewCount: 0 });
    expect((await t.rest('GET', '/api/admin/product/999999', { token: admin })).status).toBe(404);
  });

  it("reads the console's '' for each unset filter as no filter", async () => {
    const p = await makeProduct(t.em(), { name: '빈필터 셔츠' });
    const documented = (filters: string) =>
      t.rest('GET', encodeURI(`/api/admin/product?page=0&size=8&searchField=name&${filters}&sort=no,DESC`), {
        token: admin,
      });
    const unset = await documented('searchTerm=&startDate=&endDate=&category=');
    expect(unset.status).toBe(200);
    expect(unset.body).toEqual((await t.rest('GET', '/api/admin/product', { token: admin })).body);
    expect((unset.body as { content: { no: number }[] }).content.map((x) => x.no)).toContain(p.no);
    const named = await documented('searchTerm=빈필터&startDate=&endDate=&category=');
    expect(named.body).toMatchObject({ totalPages: 1, content: [{ no: p.no, name: '빈필터 셔츠' }] });
  });

  it("answers the review panel's reviews with the reviewer's login id (userid) to the admin only, in one statement", async () => {
    const p = await makeProduct(t.em());
    const writers = [await t.member({ id: 'panelrev1' }), await t.member({ id: 'panelrev2' })];
    for (let i = 0; i < 6; i++) {
      const date = new Date(Date.UTC(2025, 4, 1 + i));
      await makeReview(t.em(), p, writers[i % 2]!.user, { score: 1 + (i % 5), contents: `패널 ${i}`, date });
    }
    const panel = (page: number, token?: string) =>
      t.rest('GET', `/api/admin/product/${p.no}/reviews?page=${page}&size=5`, { token });

    // A visitor's answer (read first) is never the admin's, nor the admin's theirs (each kept per session).
    const visitorFirst = await panel(0);
    expect((visitorFirst.body as { content: { userid: unknown }[] }).content[0]).toMatchObject({ userid: null });
    const first = await panel(0, admin);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalPages: 2, number: 0 });
    const content = (first.body as { content: Record<string, unknown>[] }).content;
    expect(content).toHaveLength(5);
    expect(content[0]).toMatchObject({ userid: 'panelrev2', score: 1, contents: '패널 5', pic: null });
    expect(content.map((r) => r.userid)).toEqual(['panelrev2', 'panelrev1', 'panelrev2', 'panelrev1', 'panelrev2']);
    expect(Object.keys(content[0]!)).toEqual(expect.arrayContaining(['no', 'userid', 'score', 'contents', 'pic']));
    // The viewer's lookup, then the page with its writers' ids: five reviews or one, no statement per review.
    const last = await panel(1, admin);
    expect((last.body as { content: { userid: string }[] }).content).toEqual([
      expect.objectContaining({ userid: 'panelrev1', contents: '패널 0' }),
    ]);
    expect(first.statements).toBe(2);
    expect(last.statements).toBe(first.statements);

    for (const token of [member, undefined]) {
      const other = await panel(0, token);
      expect(other.status).toBe(200);
      const ids = (other.body as { content: { userid: unknown }[] }).content.map((r) => r.userid);
      expect(ids).toEqual([null, null, null, null, null]);
    }
    expect((await t.rest('GET', `/api/admin/product/${p.no}/reviews?page=x`, { token: admin })).status).toBe(400);
  });

  it('marks sold out and ends the sale', async () => {
    const p = await makeProduct(t.em(), { stock: 6 });
    const sold = await t.rest('PUT', `/api/admin/product/soldout/${p.no}`, { token: admin });
    expect(sold.body).toMatchObject({ isSuccess: true, no: p.no, stock: 0, available: true });
    const ended = await t.rest('DELETE', `/api/admin/product/${p.no}`, { token: admin });
    expect(ended.body).toMatchObject({ isSuccess: true, no: p.no, available: false });
  });

  it('completes names by query and by path', async () => {
    await makeProduct(t.em(), { name: '경로완성 셔츠' });
    const byQuery = await t.rest('GET', encodeURI('/api/admin/product/autocomplete?term=로완'), { token: admin });
    expect(byQuery.body).toEqual(['경로완성 셔츠']);
    const byPath = await t.rest('GET', encodeURI('/api/admin/product/autocomplete/경로완'), { token: admin });
    expect(byPath.body).toEqual(['경로완성 셔츠']);
    expect((await t.rest('GET', '/api/admin/product/autocomplete', { token: admin })).body).toEqual([]);
  });
});
