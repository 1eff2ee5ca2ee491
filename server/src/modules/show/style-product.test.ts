import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../common/enums.js';
import { makeProduct } from '../../test/fixtures.js';
import { gqlFile, makeCharacter, makeShow } from '../../test/fashion.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { PNG } from '../../test/posts.js';
import { Product } from '../catalog/product.entity.js';
import type { Item } from './item.entity.js';
import { styleProductDrift } from './style-product.js';
import type { Style } from './style.entity.js';

/*
 * style_product, the products each style links to, kept by triggers: after every kind of change to items, styles,
 * characters and shows it equals a recomputation from them.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.member({ role: Role.ADMIN })).token;
});
afterAll(() => t?.close());

const ok = (res: { errors?: unknown[] }) => expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
const mutate = async (query: string, variables: Record<string, unknown>) => ok(await t.gql(query, variables, admin));
const LINK = 'mutation ($styleNo: Int!, $itemNo: Int!) { linkItem(styleNo: $styleNo, itemNo: $itemNo) { no } }';
const UNLINK = 'mutation ($styleNo: Int!, $itemNo: Int!) { unlinkItem(styleNo: $styleNo, itemNo: $itemNo) { no } }';
const UPDATE_ITEM = 'mutation ($no: Int!, $input: ItemUpdateInput!) { updateItem(no: $no, input: $input) { no } }';
const ADD_ITEM = `mutation ($styleNo: Int!, $input: ItemInput!, $file: Upload!) {
  addItem(styleNo: $styleNo, input: $input, file: $file) { no } }`;

/** A show: its lead wears the coat twice (two items) and a hat, and the coat again; a friend wears a bag. */
async function wardrobe(title: string) {
  const em = t.em();
  const [coat, hat, bag] = [await makeProduct(em), await makeProduct(em), await makeProduct(em)];
  const show = makeShow(em, title);
  const lead = makeCharacter(em, show, [[coat, coat, hat], [coat]]);
  const friend = makeCharacter(em, show, [[bag]]);
  await em.flush();
  const items = lead.styles[0]!.items.getItems();
  return { show, lead, friend, coat, hat, bag, items };
}

const links = (styleNo: number) =>
  t
    .em()
    .execute<{ product_no: number }[]>('select product_no from style_product where style_no = ? order by 1', [styleNo]);

describe('the style-product links', () => {
  it('follow items added, linked, unlinked, given another product or none', async () => {
    const w = await wardrobe('링크 작품 1');
    const [coatItem, secondCoat, hatItem] = w.items as [Item, Item, Item];
    const [first, second] = w.lead.styles as [Style, Style];
    expect(await links(first.no)).toEqual([{ product_no: w.coat.no }, { product_no: w.hat.no }]);

    // One of two items of the coat leaves: the coat stays linked; both gone: it is not.
    await mutate(UNLINK, { styleNo: first.no, itemNo: coatItem.no });
    expect(await styleProductDrift(t.em())).toEqual([]);
    expect((await links(first.no)).map((l) => l.product_no)).toContain(w.coat.no);
    await mutate(UNLINK, { styleNo: first.no, itemNo: secondCoat.no });
    expect((await links(first.no)).map((l) => l.product_no)).toEqual([w.hat.no]);

    await mutate(LINK, { styleNo: second.no, itemNo: hatItem.no });
    await mutate(UPDATE_ITEM, { no: hatItem.no, input: { productNo: w.bag.no } });
    expect(await links(second.no)).toEqual(
      [{ product_no: w.coat.no }, { product_no: w.bag.no }].sort((a, b) => a.product_no - b.product_no),
    );
    await mutate(UPDATE_ITEM, { no: hatItem.no, input: { productNo: null } });
    const added = await gqlFile(
      t,
      admin,
      ADD_ITEM,
      { styleNo: first.no, input: { name: '새 모자', productNo: w.hat.no, match: 'SIMILAR' } },
      PNG,
    );
    ok(added);
    expect(await links(first.no)).toEqual([{ product_no: w.hat.no }]);
    expect(await styleProductDrift(t.em())).toEqual([]);
  });

  it('follow deletions of items, styles, characters, shows and products', async () => {
    const w = await wardrobe('링크 작품 2');
    await mutate('mutation ($no: Int!) { deleteItem(no: $no) }', { no: w.items[2]!.no });
    expect(await styleProductDrift(t.em())).toEqual([]);
    await mutate('mutation ($no: Int!) { deleteStyle(no: $no) }', { no: w.lead.styles[1]!.no });
    await mutate('mutation ($no: Int!) { deleteCharacter(no: $no) }', { no: w.friend.character.no });
    expect(await styleProductDrift(t.em())).toEqual([]);
    await t.em().nativeDelete(Product, { no: w.coat.no });
    expect(await links(w.lead.styles[0]!.no)).toEqual([]);
    await mutate('mutation ($no: Int!) { deleteShow(no: $no) }', { no: w.show.no });
    expect(await styleProductDrift(t.em())).toEqual([]);
  });

  it('follow a style moved to another character and a character moved to another show', async () => {
    const w = await wardrobe('링크 작품 3');
    const other = await wardrobe('링크 작품 4');
    const em = t.em();
    await em.execute('update style set character_no = ? where no = ?', [other.lead.character.no, w.lead.styles[0]!.no]);
    await em.execute('update "character" set show_no = ? where no = ?', [other.show.no, w.friend.character.no]);
    expect(await styleProductDrift(em)).toEqual([]);
    const [moved] = await em.execute<{ show_no: number }[]>('select show_no from style_product where style_no = ?', [
      w.friend.styles[0]!.no,
    ]);
    expect(moved!.show_no).toBe(other.show.no);
  });

  it('stay right when two admins take the last two items of a product out of a style at once', async () => {
    const w = await wardrobe('링크 작품 5');
    const style = w.lead.styles[0]!.no;
    await Promise.all(w.items.slice(0, 2).map((item) => mutate(UNLINK, { styleNo: style, itemNo: item.no })));
    expect(await styleProductDrift(t.em())).toEqual([]);
    expect(await links(style)).toEqual([{ product_no: w.hat.no }]);
  });
});
