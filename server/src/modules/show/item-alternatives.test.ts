import { ALTERNATIVES_DEFAULT, ALTERNATIVES_MAX, ONE_SIZE } from '@scene-shop/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ColorFamily, ItemMatch, ProductCategory } from '../../common/enums.js';
import { addOptions, makeProduct } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { Product } from '../catalog/product.entity.js';
import { Character } from './character.entity.js';
import { Item } from './item.entity.js';
import { Show } from './show.entity.js';
import { Style } from './style.entity.js';

let t: TestApp;
const navyTop = { category: ProductCategory.TOP, colorFamily: ColorFamily.NAVY };
/** Items by what their product is, all in one style of one show. */
const items: Record<'soldOut' | 'ended' | 'buyable' | 'none' | 'noFamily', Item> = {} as never;
/** The in-stock navy tops, best seller first. */
let navyBest: Product[];
let blueBest: Product;

const ITEM = /* GraphQL */ `
  query Alternatives($no: Int!, $limit: Int) {
    character(no: $no) {
      styles {
        items {
          no
          match
          product {
            no
          }
          alternatives(limit: $limit) {
            no
            name
            stock
            available
            colorFamily
          }
        }
      }
    }
  }
`;

interface AltItem {
  no: number;
  match: 'EXACT' | 'SIMILAR';
  product: { no: number } | null;
  alternatives: { no: number; stock: number; available: boolean; colorFamily: string | null }[];
}
interface AltData {
  character: { styles: { items: AltItem[] }[] };
}

/** The character wearing every item. */
let wearer: Character;

async function alternativesByItem(limit?: number): Promise<Map<number, AltItem>> {
  const res = await t.gql<AltData>(ITEM, { no: wearer.no, ...(limit === undefined ? {} : { limit }) });
  expect(res.errors).toBeUndefined();
  const all = res.data!.character.styles.flatMap((s) => s.items);
  return new Map(all.map((i) => [i.no, i]));
}

const person = (em: EntityManager, show: Show, name: string) =>
  em.create(Character, { show, actorName: '배우', name: `${name} 역` });
const style = (em: EntityManager, character: Character) =>
  em.create(Style, { character, pic: '/uploads/demo/style.svg' });

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  // Candidates: the navy tops that can be bought, with a tie on sales decided by the number.
  const best = await makeProduct(em, { ...navyTop, name: '네이비 셔츠 1위', salesCount: 50 });
  const tieLow = await makeProduct(em, { ...navyTop, name: '네이비 셔츠 공동 2위 (먼저)', salesCount: 30 });
  const tieHigh = await makeProduct(em, { ...navyTop, name: '네이비 셔츠 공동 2위 (나중)', salesCount: 30 });
  const fourth = await makeProduct(em, { ...navyTop, name: '네이비 셔츠 4위', salesCount: 5 });
  navyBest = [best, tieLow, tieHigh, fourth];
  // Never offered: sold out, no longer sold, another family, another category.
  await makeProduct(em, { ...navyTop, name: '품절 네이비 셔츠', salesCount: 900, stock: 0 });
  await makeProduct(em, { ...navyTop, name: '판매 종료 네이비 셔츠', salesCount: 900, available: false });
  blueBest = await makeProduct(em, { ...navyTop, colorFamily: ColorFamily.BLUE, name: '블루 셔츠', salesCount: 800 });
  await makeProduct(em, { category: ProductCategory.BOTTOM, colorFamily: ColorFamily.NAVY, salesCount: 700 });

  const soldOut = await makeProduct(em, { ...navyTop, name: '드라마 속 네이비 셔츠', stock: 0, salesCount: 1000 });
  const ended = await makeProduct(em, { ...navyTop, name: '단종된 네이비 셔츠', available: false });
  const noFamily = await makeProduct(em, { category: ProductCategory.TOP, stock: 0, name: '색 미지정 셔츠' });
  wearer = person(em, em.create(Show, { title: '대체 상품 드라마' }), '주인공');
  const outfit = style(em, wearer);
  const item = (name: string, product: Product | null, match: ItemMatch = ItemMatch.SIMILAR) => {
    const made = em.create(Item, { name, pic: '/uploads/demo/item.svg', product, match });
    outfit.items.add(made);
    return made;
  };
  items.soldOut = item('품절 셔츠', soldOut, ItemMatch.EXACT);
  items.ended = item('단종 셔츠', ended);
  items.buyable = item('살 수 있는 셔츠', best, ItemMatch.EXACT);
  items.none = item('상품 없는 셔츠', null);
  items.noFamily = item('색 미지정 셔츠', noFamily);
  await em.flush();
});
afterAll(() => t?.close());

describe('Item.alternatives', () => {
  it('offers in-stock products of the category and colour family, best sellers first, for a sold-out product', async () => {
    const found = await alternativesByItem();
    const soldOut = found.get(items.soldOut.no)!;
    expect(soldOut.match).toBe('EXACT');
    expect(soldOut.alternatives.map((p) => p.no)).toEqual(navyBest.slice(0, ALTERNATIVES_DEFAULT).map((p) => p.no));
    for (const p of soldOut.alternatives) expect(p).toMatchObject({ available: true, colorFamily: 'NAVY' });
    expect(soldOut.alternatives.every((p) => p.stock > 0)).toBe(true);
  });

  it('offers them for a product no longer sold, never the product itself', async () => {
    const ended = (await alternativesByItem(ALTERNATIVES_MAX)).get(items.ended.no)!;
    expect(ended.match).toBe('SIMILAR');
    expect(ended.alternatives.map((p) => p.no)).toEqual(navyBest.map((p) => p.no));
  });

  it('offers nothing while the product can be bought, nor for an item without a product', async () => {
    const found = await alternativesByItem();
    expect(found.get(items.buyable.no)!.alternatives).toEqual([]);
    expect(found.get(items.none.no)!).toMatchObject({ product: null, alternatives: [] });
  });

  it('goes by the category alone when the product has no colour family', async () => {
    const noFamily = (await alternativesByItem(1)).get(items.noFamily.no)!;
    expect(noFamily.alternatives.map((p) => p.no)).toEqual([blueBest.no]);
  });

  it('refuses a limit outside 1..10', async () => {
    for (const limit of [0, -1, ALTERNATIVES_MAX + 1]) {
      const res = await t.gql(ITEM, { no: wearer.no, limit });
      expect(res.errors?.[0]?.extensions?.code, String(limit)).toBe('BAD_USER_INPUT');
    }
  });

  it('is open to visitors and members alike', async () => {
    const { token } = await t.member();
    const res = await t.gql<AltData>(ITEM, { no: wearer.no }, token);
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
  });

  it('answers null for a character that does not exist', async () => {
    const res = await t.gql<AltData>(ITEM, { no: 987_654 });
    expect(res.errors).toBeUndefined();
    expect(res.data!.character).toBeNull();
  });
});

describe("Item.alternatives with the shopper's last chosen sizes", () => {
  const SIZED = /* GraphQL */ `
    query SizedAlternatives($no: Int!, $limit: Int, $sizes: [String!]) {
      character(no: $no) {
        styles {
          items {
            alternatives(limit: $limit, sizes: $sizes) {
              no
            }
          }
        }
      }
    }
  `;
  let shopper: Character;
  let bestWithoutM: Product;
  let lesserWithM: Product;
  let shoeIn260: Product;

  beforeAll(async () => {
    const em = t.em();
    const beige = { category: ProductCategory.OTHER, colorFamily: ColorFamily.BEIGE };
    bestWithoutM = await makeProduct(em, { ...beige, name: 'M 품절 베이지 1위', salesCount: 90 });
    lesserWithM = await makeProduct(em, { ...beige, name: 'M 있는 베이지 2위', salesCount: 10 });
    shoeIn260 = await makeProduct(em, { ...beige, name: '260 있는 베이지 3위', salesCount: 5 });
    await addOptions(em, bestWithoutM.no, [
      { size: 'M', stock: 0 },
      { size: 'L', stock: 3 },
    ]);
    await addOptions(em, lesserWithM.no, [{ size: 'M', stock: 2 }]);
    await addOptions(em, shoeIn260.no, [{ size: '260', stock: 1 }]);
    const gone = await makeProduct(em, { ...beige, name: '방송 속 베이지', stock: 0, salesCount: 999 });
    shopper = person(em, em.create(Show, { title: '사이즈 드라마' }), '손님');
    style(em, shopper).items.add(em.create(Item, { name: '베이지 옷', pic: '/uploads/demo/item.svg', product: gone }));
    await em.flush();
  });

  async function picked(sizes: string[] | undefined, limit = 1): Promise<number[]> {
    const res = await t.gql<{ character: { styles: { items: { alternatives: { no: number }[] }[] }[] } }>(SIZED, {
      no: shopper.no,
      limit,
      ...(sizes === undefined ? {} : { sizes }),
    });
    expect(res.errors).toBeUndefined();
    return res.data!.character.styles[0]!.items[0]!.alternatives.map((p) => p.no);
  }

  it('offers the best seller without sizes, and first the one with a chosen size in stock with them', async () => {
    expect(await picked(undefined)).toEqual([bestWithoutM.no]);
    expect(await picked([])).toEqual([bestWithoutM.no]);
    expect(await picked(['M'])).toEqual([lesserWithM.no]);
    expect(await picked(['260'], 3)).toEqual([shoeIn260.no, bestWithoutM.no, lesserWithM.no]);
    expect(await picked(['M', '260'], 3)).toEqual([lesserWithM.no, shoeIn260.no, bestWithoutM.no]);
    // A size nothing has in stock changes nothing.
    expect(await picked(['XS'], 3)).toEqual([bestWithoutM.no, lesserWithM.no, shoeIn260.no]);
  });

  it('refuses more than two sizes or a blank or long one', async () => {
    for (const sizes of [['S', 'M', '260'], [' '], ['x'.repeat(21)]]) {
      const res = await t.gql(SIZED, { no: shopper.no, sizes });
      expect(res.errors?.[0]?.extensions?.code, sizes.join()).toBe('BAD_USER_INPUT');
    }
  });
});

describe("Item.alternatives for a product sold out in the shopper's size", () => {
  const WORN = /* GraphQL */ `
    query WornAlternatives($no: Int!, $sizes: [String!]) {
      character(no: $no) {
        styles {
          items {
            no
            product {
              no
              stock
            }
            alternatives(sizes: $sizes) {
              no
            }
          }
        }
      }
    }
  `;
  type Worn = {
    character: {
      styles: { items: { no: number; product: { no: number; stock: number }; alternatives: { no: number }[] }[] }[];
    };
  };
  const green = { category: ProductCategory.BOTTOM, colorFamily: ColorFamily.GREEN };
  let wearerInGreen: Character;
  let pants: Item;
  let oneSize: Item;
  let shoeSized: Item;
  let noM: Product;
  let withM: Product;

  beforeAll(async () => {
    const em = t.em();
    // Candidates: the best seller has no sizes at all, the next lacks M, the last has M.
    await makeProduct(em, { ...green, name: '사이즈 없는 그린 팬츠', salesCount: 90 });
    noM = await makeProduct(em, { ...green, name: 'M 없는 그린 팬츠', salesCount: 50 });
    withM = await makeProduct(em, { ...green, name: 'M 있는 그린 팬츠', salesCount: 10 });
    await addOptions(em, noM.no, [
      { size: 'M', stock: 0 },
      { size: 'L', stock: 3 },
    ]);
    await addOptions(em, withM.no, [{ size: 'M', stock: 4 }]);
    // Worn: on sale in S only; in one size; in shoe sizes (millimetres) only.
    const worn = await makeProduct(em, { ...green, name: '드라마 속 그린 팬츠', salesCount: 1 });
    await addOptions(em, worn.no, [
      { size: 'S', stock: 2 },
      { size: 'M', stock: 0 },
      { size: 'L', stock: 0 },
    ]);
    const free = await makeProduct(em, { ...green, name: '원사이즈 그린 팬츠', salesCount: 1 });
    await addOptions(em, free.no, [{ size: ONE_SIZE, stock: 5 }]);
    const shoes = await makeProduct(em, { ...green, name: '그린 덧신', salesCount: 1 });
    await addOptions(em, shoes.no, [{ size: '250', stock: 1 }]);
    wearerInGreen = person(em, em.create(Show, { title: '그린 드라마' }), '정원사');
    const outfit = style(em, wearerInGreen);
    const item = (name: string, product: Product) => {
      const made = em.create(Item, { name, pic: '/uploads/demo/item.svg', product, match: ItemMatch.EXACT });
      outfit.items.add(made);
      return made;
    };
    pants = item('그린 팬츠', worn);
    oneSize = item('원사이즈 팬츠', free);
    shoeSized = item('덧신', shoes);
    await em.flush();
  });

  async function offered(sizes?: string[]): Promise<Map<number, number[]>> {
    const res = await t.gql<Worn>(WORN, { no: wearerInGreen.no, ...(sizes === undefined ? {} : { sizes }) });
    expect(res.errors).toBeUndefined();
    const all = res.data!.character.styles.flatMap((s) => s.items);
    for (const i of all) expect(i.product.stock, 'the product can be bought').toBeGreaterThan(0);
    return new Map(all.map((i) => [i.no, i.alternatives.map((p) => p.no)]));
  }

  it('offers, beside the product, the similar ones that have the size in stock', async () => {
    expect((await offered(['M'])).get(pants.no)).toEqual([withM.no]);
    expect((await offered(['L', '260'])).get(pants.no)).toEqual([noM.no]);
  });

  it('offers nothing when the product has the size, or without a remembered size', async () => {
    expect((await offered(['S'])).get(pants.no)).toEqual([]);
    expect((await offered(['S', '260'])).get(pants.no)).toEqual([]);
    expect((await offered()).get(pants.no)).toEqual([]);
    expect((await offered([])).get(pants.no)).toEqual([]);
    // Nothing of the category has XS: the product stays the only offer.
    expect((await offered(['XS'])).get(pants.no)).toEqual([]);
  });

  it('goes by the size kinds the product is sold in', async () => {
    // One size: no kind; shoe sizes: a clothes size says nothing of them, a shoe size does.
    expect((await offered(['M'])).get(oneSize.no)).toEqual([]);
    expect((await offered(['M'])).get(shoeSized.no)).toEqual([]);
    expect((await offered(['M', '260'])).get(shoeSized.no)).toEqual([withM.no]);
    expect((await offered(['M', '250'])).get(shoeSized.no)).toEqual([]);
  });

  it('costs the same statements for one such item as for many', async () => {
    const em = t.em();
    const wardrobe = async (count: number) => {
      const character = person(em, em.create(Show, { title: `그린 옷장 ${count}` }), '손님');
      const outfit = style(em, character);
      for (let i = 0; i < count; i++) {
        const product = await makeProduct(em, { ...green, name: `M 품절 팬츠 ${i}`, salesCount: 0 });
        await addOptions(em, product.no, [
          { size: 'M', stock: 0 },
          { size: 'XL', stock: 1 },
        ]);
        outfit.items.add(em.create(Item, { name: `팬츠 ${i}`, pic: '/uploads/demo/item.svg', product }));
      }
      await em.flush();
      return character.no;
    };
    const one = await t.gql<Worn>(WORN, { no: await wardrobe(1), sizes: ['M'] });
    const many = await t.gql<Worn>(WORN, { no: await wardrobe(8), sizes: ['M'] });
    expect(many.errors).toBeUndefined();
    const manyItems = many.data!.character.styles.flatMap((s) => s.items);
    expect(manyItems).toHaveLength(8);
    for (const i of manyItems) expect(i.alternatives.map((p) => p.no)).toEqual([withM.no]);
    // character + styles + items (with the link and their products) + alternatives
    expect(many.statements).toBe(one.statements);
    expect(many.statements).toBe(4);
  });
});

describe('the storefront show page', () => {
  const SHOW_PAGE = /* GraphQL */ `
    query ShowPage($no: Int!, $sizes: [String!]) {
      show(no: $no) {
        no
        title
        characters {
          no
          styles {
            no
            items {
              no
              match
              product {
                no
                name
                stock
                available
              }
              alternatives(sizes: $sizes) {
                no
                name
              }
            }
          }
        }
      }
    }
  `;

  /** A show of the given fan-out whose items alternate between a sold-out and a buyable product. */
  async function makeShow(title: string, characters: number, styles: number, perStyle: number): Promise<Show> {
    const em = t.em();
    const made = em.create(Show, { title });
    const shoes = { category: ProductCategory.SHOES, colorFamily: ColorFamily.BLACK };
    for (let c = 0; c < characters; c++) {
      const character = person(em, made, `인물 ${c}`);
      for (let s = 0; s < styles; s++) {
        const outfit = style(em, character);
        for (let i = 0; i < perStyle; i++) {
          const product = await makeProduct(em, { ...shoes, stock: i % 2 === 0 ? 0 : 4, salesCount: i });
          outfit.items.add(em.create(Item, { name: `구두 ${i}`, pic: '/uploads/demo/item.svg', product }));
        }
      }
    }
    await em.flush();
    return made;
  }

  it('costs the same statements for one item as for a whole wardrobe', async () => {
    const small = await makeShow('작은 드라마', 1, 1, 1);
    const large = await makeShow('큰 드라마', 3, 2, 4);
    type Page = { show: { characters: { styles: { items: { alternatives: unknown[] }[] }[] }[] } };
    // The shopper's sizes (one per kind) keep it one statement for the alternatives.
    const one = await t.gql<Page>(SHOW_PAGE, { no: small.no, sizes: ['M', '250'] });
    const many = await t.gql<Page>(SHOW_PAGE, { no: large.no, sizes: ['M', '250'] });
    expect(one.errors).toBeUndefined();
    expect(many.errors).toBeUndefined();
    const manyItems = many.data!.show.characters.flatMap((c) => c.styles.flatMap((s) => s.items));
    expect(manyItems).toHaveLength(24);
    expect(manyItems.filter((i) => i.alternatives.length > 0)).toHaveLength(12);
    expect(one.data!.show.characters[0]!.styles[0]!.items[0]!.alternatives.length).toBeGreaterThan(0);
    // show + characters + styles + items (with the link and their products) + alternatives
    expect(many.statements).toBe(one.statements);
    expect(many.statements).toBe(5);
  });

  it("costs the same statements for a character's wardrobe however large", async () => {
    const CHARACTER_PAGE = /* GraphQL */ `
      query CharacterPage($no: Int!) {
        character(no: $no) {
          no
          styles {
            no
            items {
              no
              product {
                no
                stock
              }
              alternatives(limit: 2) {
                no
                name
              }
            }
          }
        }
      }
    `;
    const firstCharacter = async (of: Show) =>
      (await t.em().findOneOrFail(Character, { show: of }, { orderBy: { no: 'asc' } })).no;
    const small = await firstCharacter(await makeShow('작은 인물 드라마', 1, 1, 1));
    const large = await firstCharacter(await makeShow('큰 인물 드라마', 1, 4, 5));
    type Page = { character: { styles: { items: { alternatives: unknown[] }[] }[] } };
    const one = await t.gql<Page>(CHARACTER_PAGE, { no: small });
    const many = await t.gql<Page>(CHARACTER_PAGE, { no: large });
    expect(one.errors).toBeUndefined();
    expect(many.errors).toBeUndefined();
    const manyItems = many.data!.character.styles.flatMap((s) => s.items);
    expect(manyItems).toHaveLength(20);
    expect(manyItems.filter((i) => i.alternatives.length === 2)).toHaveLength(12);
    // character + styles + items (with the link and their products) + alternatives
    expect(many.statements).toBe(one.statements);
    expect(many.statements).toBe(4);
  });
});
