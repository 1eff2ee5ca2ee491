import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { makeProduct } from '../../test/fixtures.js';
import { formPost, makeCharacter, makeShow } from '../../test/fashion.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { PNG } from '../../test/posts.js';
import type { Product } from '../catalog/product.entity.js';
import { Item } from './item.entity.js';
import { StyleItem } from './style-item.entity.js';
import { Style } from './style.entity.js';

let t: TestApp;
let admin: string;
let member: string;
let coat: Product;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.member({ role: Role.ADMIN })).token;
  member = (await t.member()).token;
  coat = await makeProduct(t.em(), { name: '울 코트' });
});
afterAll(() => t?.close());

async function outfit(title: string) {
  const em = t.em();
  const show = makeShow(em, title);
  const made = makeCharacter(em, show, [[coat]], { actorName: `${title} 배우`, name: '주인공 역' });
  await em.flush();
  const [item] = made.styles[0]!.items.getItems();
  return { show, character: made.character, style: made.styles[0]!, item: item! };
}

describe('style and item shims (admin-console §7)', () => {
  it("lists a character's styles and items, adds a style (multipart file)", async () => {
    const { character, style, item } = await outfit('스타일 시험');
    const styles = await t.rest('GET', `/api/admin/fashion/character/${character.no}/style`, { token: admin });
    expect(styles.body).toEqual([{ no: style.no, pic: style.pic }]);
    const items = await t.rest('GET', `/api/admin/fashion/character/${character.no}/item`, { token: admin });
    expect(items.body).toEqual([
      { no: item.no, name: '아이템', pic: item.pic, product: coat.no, style: style.no, path: null, match: 'similar' },
    ]);
    expect((await t.rest('GET', '/api/admin/fashion/character/999999/style', { token: admin })).status).toBe(404);
    expect((await t.rest('GET', '/api/admin/fashion/character/999999/item', { token: admin })).status).toBe(404);

    const added = await formPost(t, `/api/admin/fashion/character/${character.no}/style`, admin, {}, PNG);
    expect(added.body).toEqual({
      no: expect.any(Number) as number,
      pic: expect.stringMatching(/^\/uploads\/style\//) as string,
    });
    const noFile = await formPost(t, `/api/admin/fashion/character/${character.no}/style`, admin, {});
    expect(noFile).toMatchObject({ status: 400, body: { message: MSG.adminFashion.fileRequired } });
    const stray = await formPost(t, `/api/admin/fashion/character/${character.no}/style`, admin, { name: 'x' }, PNG);
    expect(stray.status).toBe(400);
  });

  it('adds an item (multipart file, product, name, path), links an existing one, unlinks and deletes', async () => {
    const { style } = await outfit('아이템 시험');
    const other = await outfit('아이템 시험 2');
    const fields = {
      name: '카멜 코트',
      product: String(coat.no),
      path: 'https://shop.example.com/camel',
      match: 'exact',
    };
    const added = await formPost(t, `/api/admin/fashion/${style.no}/item`, admin, fields, PNG);
    expect(added.body).toEqual({
      no: expect.any(Number) as number,
      name: '카멜 코트',
      pic: expect.stringMatching(/^\/uploads\/item\//) as string,
      product: coat.no,
      style: style.no,
      path: 'https://shop.example.com/camel',
      match: 'exact',
    });
    const itemNo = (added.body as { no: number }).no;
    const plain = await formPost(
      t,
      `/api/admin/fashion/${style.no}/item`,
      admin,
      { name: '머플러', product: '', path: '' },
      PNG,
    );
    expect(plain.body).toMatchObject({ product: null, path: null, match: 'similar' });
    for (const [bad, message] of [
      [{ name: '' }, MSG.adminFashion.itemNameRequired],
      [{ name: '코트', path: 'javascript:alert(1)' }, MSG.adminFashion.pathInvalid],
      [{ name: '코트', product: '999999' }, MSG.adminFashion.productMissing],
    ] as const) {
      const res = await formPost(t, `/api/admin/fashion/${style.no}/item`, admin, bad, PNG);
      expect(res, JSON.stringify(bad)).toMatchObject({ status: 400, body: { message } });
    }
    expect(
      (await formPost(t, `/api/admin/fashion/${style.no}/item`, admin, { name: '코트', product: 'x' }, PNG)).status,
    ).toBe(400);
    expect((await formPost(t, '/api/admin/fashion/999999/item', admin, { name: '코트' }, PNG)).status).toBe(404);

    const linked = await t.rest('POST', `/api/admin/fashion/${other.style.no}/item/${itemNo}`, { token: admin });
    expect(linked.body).toMatchObject({ no: itemNo, style: other.style.no, product: coat.no });
    const twice = await t.rest('POST', `/api/admin/fashion/${other.style.no}/item/${itemNo}`, { token: admin });
    expect(twice).toMatchObject({ status: 409, body: { message: MSG.adminFashion.alreadyLinked } });

    const unlinked = await t.rest('DELETE', `/api/admin/item/${other.style.no}/${itemNo}`, { token: admin });
    expect(unlinked).toMatchObject({ status: 200, body: { isSuccess: true } });
    expect(await t.em().count(StyleItem, { item: itemNo })).toBe(1);
    expect((await t.rest('DELETE', `/api/admin/item/${other.style.no}/${itemNo}`, { token: admin })).status).toBe(404);

    const deleted = await t.rest('DELETE', `/api/admin/item/${itemNo}`, { token: admin });
    expect(deleted).toMatchObject({ status: 200, body: { isSuccess: true } });
    expect(await t.em().count(Item, { no: itemNo })).toBe(0);
    const styleGone = await t.rest('DELETE', `/api/admin/style/${other.style.no}`, { token: admin });
    expect(styleGone).toMatchObject({ status: 200, body: { isSuccess: true } });
    expect(await t.em().count(Style, { no: other.style.no })).toBe(0);
    expect((await t.rest('DELETE', `/api/admin/style/${other.style.no}`, { token: admin })).status).toBe(404);
  });

  it('lists registered items as §3 describes them (10 a page unless asked, up to 60) and completes names', async () => {
    const a = await outfit('목록 시험 A');
    const b = await outfit('목록 시험 B');
    await t.rest('POST', `/api/admin/fashion/${b.style.no}/item/${a.item.no}`, { token: admin });
    const page = await t.rest('GET', '/api/admin/item?page=0&size=60', { token: admin });
    const body = page.body as { content: Record<string, unknown>[]; totalPages: number; number: number };
    expect(body).toMatchObject({ totalPages: 1, number: 0 });
    const row = body.content.find((i) => i.no === a.item.no)!;
    expect(row).toEqual({
      no: a.item.no,
      name: '아이템',
      pic: a.item.pic,
      path: null,
      match: 'similar',
      productNo: coat.no,
      productName: '울 코트',
      styleInfos: [
        {
          no: a.style.no,
          style: { pic: a.style.pic },
          showTitle: '목록 시험 A',
          actorInfo: { no: a.character.no, actor: '목록 시험 A 배우' },
        },
        {
          no: b.style.no,
          style: { pic: b.style.pic },
          showTitle: '목록 시험 B',
          actorInfo: { no: b.character.no, actor: '목록 시험 B 배우' },
        },
      ],
    });
    const em = t.em();
    for (let i = 0; i < 11; i++) em.create(Item, { name: `목록 셔츠 ${i}`, pic: '/uploads/item/x.png' });
    await em.flush();
    const first = (await t.rest('GET', '/api/admin/item', { token: admin })).body as { content: { name: string }[] };
    expect(first.content).toHaveLength(10);
    expect(first.content[0]!.name).toBe('목록 셔츠 10');
    expect((await t.rest('GET', '/api/admin/item?size=61', { token: admin })).status).toBe(400);
    expect((await t.rest('GET', '/api/admin/item?page=x', { token: admin })).status).toBe(400);

    const byQuery = await t.rest('GET', `/api/admin/item/autocomplete?term=${encodeURIComponent('목록 셔츠')}`, {
      token: admin,
    });
    expect(byQuery.body).toHaveLength(10);
    const byPath = await t.rest('GET', `/api/admin/item/autocomplete/${encodeURIComponent('셔츠 1')}`, {
      token: admin,
    });
    expect((byPath.body as { name: string }[]).map((i) => i.name).sort()).toEqual(['목록 셔츠 1', '목록 셔츠 10']);
    expect((await t.rest('GET', '/api/admin/item/autocomplete', { token: admin })).body).toEqual([]);
  });

  it('refuses a member (403) and a visitor (401) on every shim, changing nothing', async () => {
    const { character, style, item } = await outfit('권한 시험');
    const calls: [string, string][] = [
      ['GET', `/api/admin/fashion/character/${character.no}/style`],
      ['GET', `/api/admin/fashion/character/${character.no}/item`],
      ['POST', `/api/admin/fashion/${style.no}/item/${item.no}`],
      ['DELETE', `/api/admin/item/${style.no}/${item.no}`],
      ['DELETE', `/api/admin/item/${item.no}`],
      ['DELETE', `/api/admin/style/${style.no}`],
      ['GET', '/api/admin/item?page=0&size=6'],
      ['GET', '/api/admin/item/autocomplete?term=a'],
      ['GET', '/api/admin/item/autocomplete/a'],
    ];
    for (const [method, path] of calls) {
      expect((await t.rest(method, path, { token: member })).status, path).toBe(403);
      expect((await t.rest(method, path)).status, path).toBe(401);
    }
    for (const [path, fields] of [
      [`/api/admin/fashion/character/${character.no}/style`, {}],
      [`/api/admin/fashion/${style.no}/item`, { name: '코트' }],
    ] as const) {
      expect((await formPost(t, path, member, fields, PNG)).status).toBe(403);
      expect((await formPost(t, path, null, fields, PNG)).status).toBe(401);
    }
    expect(await t.em().count(Style, { character: character.no })).toBe(1);
    expect(await t.em().count(StyleItem, { style: style.no, item: item.no })).toBe(1);
  });
});
