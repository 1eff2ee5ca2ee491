import { RECENT_POSTS_DEFAULT, RECENT_POSTS_MAX } from '@scene-shop/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { makePost } from '../../test/posts.js';
import type { Product } from '../catalog/product.entity.js';
import { REPORT_THRESHOLD } from '../community/post.service.js';
import { Character } from './character.entity.js';
import { Item } from './item.entity.js';
import { Show } from './show.entity.js';
import { Style } from './style.entity.js';
import { WORN_IN_LIMIT } from './worn-in.loaders.js';

let t: TestApp;
let coat: Product;
let knit: Product;
let plain: Product;
let queen: Show;
let runner: Show;

const WORN_IN = /* GraphQL */ `
  query WornIn($no: Int!, $limit: Int) {
    product(no: $no) {
      wornIn {
        show {
          no
          title
        }
        character {
          no
          name
          actorName
          show {
            no
          }
        }
        style {
          no
          pic
        }
      }
      recentPosts(limit: $limit) {
        no
        content
        userNickname
      }
    }
  }
`;

interface WornInData {
  product: {
    wornIn: {
      show: { no: number; title: string };
      character: { no: number; show: { no: number } };
      style: { no: number };
    }[];
    recentPosts: { no: number; content: string; userNickname: string }[];
  };
}

/** A style of a new character of the show, made of these products' items (one item per product). */
function outfit(em: EntityManager, show: Show, ...products: Product[]): Style {
  const character = em.create(Character, { show, actorName: '배우', name: `인물 ${show.title} 역` });
  const style = em.create(Style, { character, pic: `/uploads/demo/style.svg` });
  for (const product of products) style.items.add(em.create(Item, { name: '아이템', pic: '/i.svg', product }));
  return style;
}

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  coat = await makeProduct(em, { name: '트렌치 코트' });
  knit = await makeProduct(em, { name: '버건디 니트' });
  plain = await makeProduct(em, { name: '무지 티셔츠' });
  queen = em.create(Show, { title: '눈물의 여왕' });
  runner = em.create(Show, { title: '선재 업고 튀어' });
  // The coat twice in one outfit (two items), once in another show: two outfits, not three.
  outfit(em, queen, coat, coat);
  outfit(em, runner, coat, knit);
  for (let i = 0; i < WORN_IN_LIMIT + 2; i++) outfit(em, queen, knit);
  await em.flush();
});
afterAll(() => t?.close());

describe('Product.wornIn', () => {
  it('lists each outfit once, with its show and character, newest show first', async () => {
    const res = await t.gql<WornInData>(WORN_IN, { no: coat.no });
    expect(res.errors).toBeUndefined();
    const worn = res.data!.product.wornIn;
    expect(worn.map((w) => w.show.title)).toEqual(['선재 업고 튀어', '눈물의 여왕']);
    for (const w of worn) expect(w.character.show.no).toBe(w.show.no);
    expect(new Set(worn.map((w) => w.style.no)).size).toBe(2);
  });

  it('caps the outfits of a product and answers [] for a product seen nowhere', async () => {
    const knitWorn = (await t.gql<WornInData>(WORN_IN, { no: knit.no })).data!.product.wornIn;
    expect(knitWorn).toHaveLength(WORN_IN_LIMIT);
    expect(knitWorn[0]!.show.no).toBe(runner.no);
    const none = await t.gql<WornInData>(WORN_IN, { no: plain.no });
    expect(none.data!.product).toEqual({ wornIn: [], recentPosts: [] });
  });
});

describe('Product.recentPosts', () => {
  it('gives the latest visible posts attaching the product, 4 by default, up to 10', async () => {
    const { user } = await t.member({ nickname: '코트러버' });
    const em = t.em();
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const visible = [];
    for (let i = 1; i <= 11; i++)
      visible.push(await makePost(em, user, { product: coat, content: `글 ${i}`, date: day(i) }));
    await makePost(em, user, { product: coat, content: '휴지통', date: day(20), deleted: true });
    await makePost(em, user, { product: coat, content: '신고됨', date: day(21), reportsCount: REPORT_THRESHOLD + 1 });
    const borderline = await makePost(em, user, { product: coat, date: day(22), reportsCount: REPORT_THRESHOLD });
    await makePost(em, user, { product: knit, content: '다른 상품', date: day(23) });

    const latest = (await t.gql<WornInData>(WORN_IN, { no: coat.no })).data!.product.recentPosts;
    expect(latest).toHaveLength(RECENT_POSTS_DEFAULT);
    expect(latest.map((p) => p.no)).toEqual([borderline.no, visible[10]!.no, visible[9]!.no, visible[8]!.no]);
    expect(latest[0]!.userNickname).toBe('코트러버');

    const most = (await t.gql<WornInData>(WORN_IN, { no: coat.no, limit: RECENT_POSTS_MAX })).data!.product;
    expect(most.recentPosts).toHaveLength(RECENT_POSTS_MAX);
    expect(most.recentPosts.map((p) => p.content)).not.toContain('휴지통');
    expect(most.recentPosts.map((p) => p.content)).not.toContain('신고됨');
  });

  it('refuses a limit outside 1..10', async () => {
    for (const limit of [0, -1, RECENT_POSTS_MAX + 1]) {
      const res = await t.gql(WORN_IN, { no: coat.no, limit });
      expect(res.errors?.[0]?.extensions?.code, String(limit)).toBe('BAD_USER_INPUT');
    }
  });
});

describe('batching', () => {
  const LIST = /* GraphQL */ `
    query List($size: Int!) {
      products(page: 0, size: $size) {
        content {
          no
          wornIn {
            show {
              title
            }
            character {
              name
            }
            style {
              pic
            }
          }
          recentPosts(limit: 3) {
            no
            userNickname
          }
        }
      }
    }
  `;

  it('costs the same statements for one product as for several', async () => {
    const em = t.em();
    const { user } = await t.member();
    const more = [];
    for (let i = 0; i < 4; i++) {
      const product = await makeProduct(em, { name: `묶음 상품 ${i}` });
      outfit(em, queen, product);
      await makePost(em, user, { product });
      more.push(product);
    }
    await em.flush();
    const one = await t.gql<{ products: { content: unknown[] } }>(LIST, { size: 1 });
    const many = await t.gql<{ products: { content: { wornIn: unknown[]; recentPosts: unknown[] }[] } }>(LIST, {
      size: 7,
    });
    expect(one.errors).toBeUndefined();
    expect(many.data!.products.content).toHaveLength(7);
    expect(many.data!.products.content.filter((p) => p.wornIn.length > 0).length).toBeGreaterThanOrEqual(4);
    // the page (rows with the kept total) + worn-in + recent posts + their authors
    expect(many.statements).toBe(one.statements);
    expect(many.statements).toBe(4);
  });

  it('is open to visitors', async () => {
    const res = await t.gql<WornInData>(WORN_IN, { no: coat.no });
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
  });
});
