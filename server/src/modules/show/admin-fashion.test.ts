import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ItemMatch, Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { makeProduct } from '../../test/fixtures.js';
import { gqlFile, makeCharacter, makeShow } from '../../test/fashion.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { PNG } from '../../test/posts.js';
import { Alert } from '../alert/alert.entity.js';
import { AuditEntry, AuditSubject } from '../audit/audit-entry.entity.js';
import type { Product } from '../catalog/product.entity.js';
import { Scrap } from '../member/scrap.entity.js';
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
  coat = await makeProduct(t.em(), { name: '트렌치 코트' });
});
afterAll(() => t?.close());

const EDITOR = /* GraphQL */ `
  query ($no: Int!) {
    adminCharacter(no: $no) {
      no
      actorName
      name
      pic
      show {
        no
        title
      }
      styles {
        no
        pic
        items {
          no
          name
          pic
          path
          match
          product {
            no
            name
          }
        }
      }
    }
  }
`;
const ITEMS = /* GraphQL */ `
  query ($page: Int, $size: Int, $term: String) {
    adminItems(page: $page, size: $size, term: $term) {
      totalElements
      size
      content {
        no
        name
        match
        product {
          no
          name
        }
        styles {
          no
          pic
          character {
            no
            actorName
            show {
              title
            }
          }
        }
      }
    }
  }
`;
const ITEM_AUTOCOMPLETE = 'query ($term: String!) { itemAutocomplete(term: $term) { no name } }';
const ADD_STYLE =
  'mutation ($characterNo: Int!, $file: Upload!) { addStyle(characterNo: $characterNo, file: $file) { no pic } }';
const ADD_ITEM = /* GraphQL */ `
  mutation ($styleNo: Int!, $input: ItemInput!, $file: Upload!) {
    addItem(styleNo: $styleNo, input: $input, file: $file) {
      no
      name
      pic
      path
      match
      product {
        no
      }
      styles {
        no
      }
    }
  }
`;
const UPDATE_ITEM = /* GraphQL */ `
  mutation ($no: Int!, $input: ItemUpdateInput!, $file: Upload) {
    updateItem(no: $no, input: $input, file: $file) {
      no
      name
      pic
      path
      match
      product {
        no
      }
    }
  }
`;
const LINK =
  'mutation ($styleNo: Int!, $itemNo: Int!) { linkItem(styleNo: $styleNo, itemNo: $itemNo) { no items { no } } }';
const UNLINK =
  'mutation ($styleNo: Int!, $itemNo: Int!) { unlinkItem(styleNo: $styleNo, itemNo: $itemNo) { no items { no } } }';

const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

/** A show with one character and one style holding one item of the coat. */
async function outfit(title: string) {
  const em = t.em();
  const show = makeShow(em, title);
  const made = makeCharacter(em, show, [[coat]]);
  await em.flush();
  return { show, character: made.character, style: made.styles[0]! };
}

describe('character editor (admin-console §2 Character editor)', () => {
  it('loads a character by number with its show, styles, items and products; null when missing', async () => {
    const { show, character, style } = await outfit('편집기 작품');
    const res = await t.gql<{
      adminCharacter: { show: { title: string }; styles: { no: number; items: { product: { name: string } }[] }[] };
    }>(EDITOR, { no: character.no }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data!.adminCharacter.show).toEqual({ no: show.no, title: '편집기 작품' });
    expect(res.data!.adminCharacter.styles.map((s) => s.no)).toEqual([style.no]);
    expect(res.data!.adminCharacter.styles[0]!.items[0]!.product.name).toBe('트렌치 코트');
    expect((await t.gql(EDITOR, { no: 999_999 }, admin)).data).toEqual({ adminCharacter: null });
  });

  it('reads in a fixed number of statements however many styles and items', async () => {
    const em = t.em();
    const show = makeShow(em, '통계 작품');
    const small = makeCharacter(em, show, [[coat]]).character;
    const products = [coat, await makeProduct(em), await makeProduct(em), await makeProduct(em)];
    const large = makeCharacter(em, show, [products, products, [null, null], []]).character;
    await em.flush();
    const one = await t.gql(EDITOR, { no: small.no }, admin);
    const many = await t.gql<{ adminCharacter: { styles: { items: unknown[] }[] } }>(EDITOR, { no: large.no }, admin);
    expect(many.data!.adminCharacter.styles.map((s) => s.items.length)).toEqual([4, 4, 2, 0]);
    // the viewer + one read of the character joined with its show, styles, items and products
    expect(many.statements).toBe(one.statements);
    expect(many.statements).toBe(2);
  });

  it("adds a style; the character's scrappers get an alert once it is committed", async () => {
    const { character } = await outfit('스타일 추가 작품');
    const fan = await t.member();
    const em = t.em();
    em.create(Scrap, { user: fan.user.no, character: character.no });
    await em.flush();
    const res = await gqlFile<{ addStyle: { no: number; pic: string } }>(
      t,
      admin,
      ADD_STYLE,
      { characterNo: character.no },
      PNG,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.addStyle.pic).toMatch(/^\/uploads\/style\//);
    const alert = await t.em().findOneOrFail(Alert, { user: fan.user.no, eventKey: `style:${res.data!.addStyle.no}` });
    expect(alert.path).toBe(`/user/main/sub/${character.show.no}?character=${character.no}`);
    const audit = await t
      .em()
      .findOneOrFail(AuditEntry, { subject: AuditSubject.STYLE, subjectNo: res.data!.addStyle.no });
    expect(audit).toMatchObject({ action: 'create', after: { characterNo: character.no } });
    const missing = await gqlFile(t, admin, ADD_STYLE, { characterNo: 999_999 }, PNG);
    expect(codeOf(missing)).toBe('NOT_FOUND');
    expect(codeOf(await gqlFile(t, admin, ADD_STYLE, { characterNo: character.no }, null))).toBe('BAD_USER_INPUT');
    const notImage = await gqlFile(t, admin, ADD_STYLE, { characterNo: character.no }, Buffer.from('<svg/>'));
    expect(notImage.errors?.[0]?.message).toBe(MSG.upload.badType);
  });

  it('adds an item to a style: picture, name, external path, linked product, exact or similar', async () => {
    const { style } = await outfit('아이템 추가 작품');
    const input = {
      name: '베이지 트렌치',
      path: 'https://shop.example.com/coat?id=1',
      productNo: coat.no,
      match: 'EXACT',
    };
    const res = await gqlFile<{ addItem: { no: number; pic: string; styles: { no: number }[] } }>(
      t,
      admin,
      ADD_ITEM,
      { styleNo: style.no, input },
      PNG,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.addItem).toMatchObject({
      name: '베이지 트렌치',
      path: input.path,
      match: 'EXACT',
      product: { no: coat.no },
      styles: [{ no: style.no }],
    });
    expect(res.data!.addItem.pic).toMatch(/^\/uploads\/item\//);
    const plain = await gqlFile<{ addItem: { match: string; product: null; path: null } }>(
      t,
      admin,
      ADD_ITEM,
      { styleNo: style.no, input: { name: '무지 셔츠' } },
      PNG,
    );
    expect(plain.data!.addItem).toMatchObject({ match: 'SIMILAR', product: null, path: null });
    const audit = await t
      .em()
      .findOneOrFail(AuditEntry, { subject: AuditSubject.ITEM, subjectNo: res.data!.addItem.no });
    expect(audit.after).toMatchObject({
      name: '베이지 트렌치',
      productNo: coat.no,
      match: ItemMatch.EXACT,
      styleNo: style.no,
    });
  });

  it('refuses a bad item: no name, a path that is not http(s), a missing product or style, no file', async () => {
    const { style } = await outfit('아이템 검사 작품');
    const before = await t.em().count(Item, {});
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, MSG.adminFashion.itemNameRequired],
      [{ name: '가'.repeat(101) }, MSG.adminFashion.itemNameTooLong],
      [{ name: '셔츠', path: 'javascript:alert(1)' }, MSG.adminFashion.pathInvalid],
      [{ name: '셔츠', path: '/relative' }, MSG.adminFashion.pathInvalid],
      [{ name: '셔츠', path: `https://example.com/${'a'.repeat(500)}` }, MSG.adminFashion.pathInvalid],
      [{ name: '셔츠', path: 'https://example.com/a\u0000b' }, MSG.adminFashion.pathInvalid],
      [{ name: '셔츠', productNo: 999_999 }, MSG.adminFashion.productMissing],
      [{ name: 'a\u0000b' }, MSG.common.badInput],
    ];
    for (const [input, message] of cases) {
      const res = await gqlFile(t, admin, ADD_ITEM, { styleNo: style.no, input }, PNG);
      expect(res.errors?.[0]?.message, JSON.stringify(input)).toBe(message);
    }
    expect(codeOf(await gqlFile(t, admin, ADD_ITEM, { styleNo: 999_999, input: { name: '셔츠' } }, PNG))).toBe(
      'NOT_FOUND',
    );
    const noFile = await gqlFile(t, admin, ADD_ITEM, { styleNo: style.no, input: { name: '셔츠' } }, null);
    expect(codeOf(noFile)).toBe('BAD_USER_INPUT');
    expect(await t.em().count(Item, {})).toBe(before);
  });

  it('edits an item: absent fields stay, null clears, a new picture replaces the old file', async () => {
    const { style } = await outfit('아이템 수정 작품');
    const added = await gqlFile<{ addItem: { no: number; pic: string } }>(
      t,
      admin,
      ADD_ITEM,
      { styleNo: style.no, input: { name: '코트', path: 'https://a.example/1', productNo: coat.no } },
      PNG,
    );
    const { no, pic } = added.data!.addItem;
    const renamed = await t.gql<{ updateItem: Record<string, unknown> }>(
      UPDATE_ITEM,
      { no, input: { name: '롱 코트', match: 'EXACT' } },
      admin,
    );
    expect(renamed.data!.updateItem).toMatchObject({
      name: '롱 코트',
      match: 'EXACT',
      path: 'https://a.example/1',
      product: { no: coat.no },
    });
    const cleared = await t.gql<{ updateItem: Record<string, unknown> }>(
      UPDATE_ITEM,
      { no, input: { path: null, productNo: null } },
      admin,
    );
    expect(cleared.data!.updateItem).toMatchObject({ name: '롱 코트', path: null, product: null });
    const repictured = await gqlFile<{ updateItem: { pic: string } }>(t, admin, UPDATE_ITEM, { no, input: {} }, PNG);
    expect(repictured.data!.updateItem.pic).not.toBe(pic);
    expect((await fetch(`${t.url}${pic}`)).status).toBe(404);
    expect((await fetch(`${t.url}${repictured.data!.updateItem.pic}`)).status).toBe(200);
    const audits = await t.em().find(AuditEntry, { subject: AuditSubject.ITEM, subjectNo: no, action: 'update' });
    expect(audits.map((a) => Object.keys(a.after ?? {}).sort())).toEqual([
      ['match', 'name'],
      ['path', 'productNo'],
      ['pic'],
    ]);
    expect((await t.gql(UPDATE_ITEM, { no, input: { path: 'ftp://x' } }, admin)).errors?.[0]?.message).toBe(
      MSG.adminFashion.pathInvalid,
    );
    expect((await t.gql(UPDATE_ITEM, { no, input: { productNo: 999_999 } }, admin)).errors?.[0]?.message).toBe(
      MSG.adminFashion.productMissing,
    );
    expect(codeOf(await t.gql(UPDATE_ITEM, { no: 999_999, input: { name: 'x' } }, admin))).toBe('NOT_FOUND');
  });

  it('links an existing item to another style once (409 the second time) and unlinks it', async () => {
    const first = await outfit('연결 작품 1');
    const second = await outfit('연결 작품 2');
    const [item] = await t.em().find(Item, { styles: first.style.no });
    const linked = await t.gql<{ linkItem: { items: { no: number }[] } }>(
      LINK,
      { styleNo: second.style.no, itemNo: item!.no },
      admin,
    );
    expect(linked.errors).toBeUndefined();
    expect(linked.data!.linkItem.items.map((i) => i.no)).toContain(item!.no);
    const twice = await t.gql(LINK, { styleNo: second.style.no, itemNo: item!.no }, admin);
    expect(twice.errors?.[0]).toMatchObject({
      message: MSG.adminFashion.alreadyLinked,
      extensions: { code: 'CONFLICT' },
    });
    expect(codeOf(await t.gql(LINK, { styleNo: second.style.no, itemNo: 999_999 }, admin))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(LINK, { styleNo: 999_999, itemNo: item!.no }, admin))).toBe('NOT_FOUND');

    const unlinked = await t.gql<{ unlinkItem: { items: { no: number }[] } }>(
      UNLINK,
      { styleNo: second.style.no, itemNo: item!.no },
      admin,
    );
    expect(unlinked.data!.unlinkItem.items.map((i) => i.no)).not.toContain(item!.no);
    expect(await t.em().count(StyleItem, { item: item!.no })).toBe(1);
    const again = await t.gql(UNLINK, { styleNo: second.style.no, itemNo: item!.no }, admin);
    expect(again.errors?.[0]).toMatchObject({ message: MSG.adminFashion.notLinked, extensions: { code: 'NOT_FOUND' } });
    const actions = (await t.em().find(AuditEntry, { subject: AuditSubject.ITEM, subjectNo: item!.no })).map(
      (a) => a.action,
    );
    expect(actions).toEqual(['link', 'unlink']);
    // An item left in no style stays registered, to be linked again.
    await t.gql(UNLINK, { styleNo: first.style.no, itemNo: item!.no }, admin);
    expect(await t.em().count(Item, { no: item!.no })).toBe(1);
    expect(await t.em().count(Style, { no: first.style.no })).toBe(1);
  });
});

describe('registered items (admin-console §2 Show management)', () => {
  it('lists newest first, 6 a page, with the styles, characters and shows each item is in', async () => {
    const { style } = await outfit('목록 작품 A');
    const other = await outfit('목록 작품 B');
    const [shared] = await t.em().find(Item, { styles: style.no });
    await t.gql(LINK, { styleNo: other.style.no, itemNo: shared!.no }, admin);
    const res = await t.gql<{
      adminItems: { size: number; content: { no: number; styles: { character: { show: { title: string } } }[] }[] };
    }>(ITEMS, {}, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data!.adminItems.size).toBe(6);
    const nos = res.data!.adminItems.content.map((i) => i.no);
    expect(nos).toEqual([...nos].sort((a, b) => b - a));
    const row = res.data!.adminItems.content.find((i) => i.no === shared!.no)!;
    expect(row.styles.map((s) => s.character.show.title)).toEqual(['목록 작품 A', '목록 작품 B']);
    expect(codeOf(await t.gql(ITEMS, { size: 61 }, admin))).toBe('BAD_USER_INPUT');
  });

  it('reads a page in a fixed number of statements however many items and styles', async () => {
    const em = t.em();
    for (let i = 0; i < 4; i++) makeCharacter(em, makeShow(em, `목록 통계 ${i}`), [[coat, coat], [coat]]);
    await em.flush();
    const one = await t.gql(ITEMS, { size: 1 }, admin);
    const many = await t.gql<{ adminItems: { content: unknown[] } }>(ITEMS, { size: 12 }, admin);
    expect(many.data!.adminItems.content).toHaveLength(12);
    // the viewer + page + count + styles (with the links) + characters + shows + products
    expect(many.statements).toBe(one.statements);
    expect(many.statements).toBe(7);
  });

  it('narrows by name and completes up to 10 names; a blank term reads nothing', async () => {
    const { style } = await outfit('자동완성 작품');
    for (let i = 0; i < 11; i++)
      await gqlFile(t, admin, ADD_ITEM, { styleNo: style.no, input: { name: `체크 셔츠 ${i}` } }, PNG);
    const page = await t.gql<{ adminItems: { totalElements: number } }>(ITEMS, { term: '체크 셔츠' }, admin);
    expect(page.data!.adminItems.totalElements).toBe(11);
    const names = await t.gql<{ itemAutocomplete: { name: string }[] }>(ITEM_AUTOCOMPLETE, { term: '체크' }, admin);
    expect(names.data!.itemAutocomplete).toHaveLength(10);
    expect((await t.gql(ITEM_AUTOCOMPLETE, { term: ' ' }, admin)).data).toEqual({ itemAutocomplete: [] });
    expect((await t.gql(ITEM_AUTOCOMPLETE, { term: '100%' }, admin)).data).toEqual({ itemAutocomplete: [] });
    for (const [query, variables] of [
      [ITEMS, { term: 'a\u0000b' }],
      [ITEM_AUTOCOMPLETE, { term: 'a\u0000b' }],
      [ITEM_AUTOCOMPLETE, { term: 'x'.repeat(51) }],
    ] as const)
      expect(codeOf(await t.gql(query, variables, admin)), JSON.stringify(variables)).toBe('BAD_USER_INPUT');
  });
});

describe('who may', () => {
  it('refuses a member (403) and a visitor (401) on every field, changing nothing', async () => {
    const { character, style } = await outfit('권한 작품');
    const [item] = await t.em().find(Item, { styles: style.no });
    const calls: [string, Record<string, unknown>][] = [
      [EDITOR, { no: character.no }],
      [ITEMS, {}],
      [ITEM_AUTOCOMPLETE, { term: '아이템' }],
      [UPDATE_ITEM, { no: item!.no, input: { name: '바뀜' } }],
      [LINK, { styleNo: style.no, itemNo: item!.no }],
      [UNLINK, { styleNo: style.no, itemNo: item!.no }],
      ['mutation ($no: Int!) { deleteStyle(no: $no) }', { no: style.no }],
      ['mutation ($no: Int!) { deleteItem(no: $no) }', { no: item!.no }],
    ];
    for (const [query, variables] of calls) {
      expect(codeOf(await t.gql(query, variables, member)), query).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(query, variables)), query).toBe('UNAUTHENTICATED');
    }
    for (const [query, variables] of [
      [ADD_STYLE, { characterNo: character.no }],
      [ADD_ITEM, { styleNo: style.no, input: { name: '셔츠' } }],
    ] as const) {
      expect(codeOf(await gqlFile(t, member, query, variables, PNG))).toBe('FORBIDDEN');
      expect((await gqlFile(t, null, query, variables, PNG)).status).toBe(401);
    }
    expect(await t.em().count(Style, { character: character.no })).toBe(1);
    expect(await t.em().findOneOrFail(Item, { no: item!.no })).toMatchObject({ name: '아이템' });
    expect(await t.em().count(StyleItem, { style: style.no })).toBe(1);
  });
});
