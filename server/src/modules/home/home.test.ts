import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct, makeReview, makeShows } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { Post } from '../community/post.entity.js';
import { Popup } from '../promotion/popup.entity.js';
import type { Show } from '../show/show.entity.js';

let t: TestApp;
let shows: Show[];
beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  shows = await makeShows(em, 3, { characters: 2, styles: 2, items: 2 });
  em.create(Popup, { pic: '/uploads/demo/p1.svg', path: '/user/shop/productlist' });
  em.create(Popup, { pic: '/uploads/demo/p2.svg', path: '/user/main/sub/1', isShow: false });
  await em.flush();
});
afterAll(() => t.close());

describe('home', () => {
  it('shows only the popups switched on', async () => {
    const gql = await t.gql<{ popups: { path: string }[] }>('query { popups { no pic path } }');
    expect(gql.data!.popups.map((p) => p.path)).toEqual(['/user/shop/productlist']);
    const rest = await t.rest('GET', '/api/main/popup');
    expect(rest.body).toEqual([
      { no: expect.any(Number), pic: '/uploads/demo/p1.svg', path: '/user/shop/productlist' },
    ]);
  });

  it('builds a random scene whose character, outfit and items belong together', async () => {
    const q = `query ($showNo: Int) { randomScene(showNo: $showNo) {
      show { no } characters { no } character { no show { no } styles { no } } style { no items { no } } items { no product { no } } } }`;
    for (let i = 0; i < 5; i++) {
      const res = await t.gql<{
        randomScene: {
          show: { no: number };
          characters: { no: number }[];
          character: { no: number; show: { no: number }; styles: { no: number }[] };
          style: { no: number; items: { no: number }[] };
          items: { no: number }[];
        };
      }>(q, {});
      const s = res.data!.randomScene;
      expect(s.character.show.no).toBe(s.show.no);
      expect(s.characters.map((c) => c.no)).toContain(s.character.no);
      expect(s.character.styles.map((st) => st.no)).toContain(s.style.no);
      expect(s.items.map((it) => it.no)).toEqual(s.style.items.map((it) => it.no));
    }
    const fixed = await t.gql<{ randomScene: { show: { no: number } } }>(q, { showNo: shows[2]!.no });
    expect(fixed.data!.randomScene.show.no).toBe(shows[2]!.no);
    expect((await t.gql(q, { showNo: 999999 })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('answers forRandom with the number of shows and random/{n} with the n-th show', async () => {
    const count = (await t.rest('GET', '/api/main/forRandom')).body as number;
    expect(count).toBe(3);
    const res = await t.rest('GET', '/api/main/random/2');
    const body = res.body as {
      show: { no: number };
      names: string[];
      character: { no: number; showNo: number };
      style: { characterNo: number };
      items: { productNo: number }[];
    };
    expect(body.show.no).toBe(shows[1]!.no);
    expect(body.names).toHaveLength(2);
    expect(body.character.showNo).toBe(shows[1]!.no);
    expect(body.style.characterNo).toBe(body.character.no);
    expect(body.items).toHaveLength(2);
    expect((await t.rest('GET', '/api/main/random/4')).status).toBe(404);
    expect((await t.rest('GET', '/api/main/random/0')).status).toBe(404);
  });

  it('answers /api/main/sub/{no} with the flat show detail in a fixed number of statements', async () => {
    const res = await t.rest('GET', `/api/main/sub/${shows[0]!.no}`);
    const body = res.body as {
      show: { title: string };
      characters: unknown[];
      styles: { characterNo: number }[];
      styleItems: { styleNo: number; itemNo: number }[];
      items: { no: number; productNo: number; path: string | null }[];
    };
    expect(body.show.title).toBe(shows[0]!.title);
    expect(body.characters).toHaveLength(2);
    expect(body.styles).toHaveLength(4);
    expect(body.styleItems).toHaveLength(8);
    expect(body.items).toHaveLength(8);
    expect(body.items.every((i) => typeof i.productNo === 'number')).toBe(true);
    expect(res.statements).toBeLessThanOrEqual(4);
    expect((await t.rest('GET', '/api/main/sub/999999')).status).toBe(404);
  });

  it('lists the newest reviews and the most liked visible posts', async () => {
    const em = t.em();
    const { user } = await t.member({ nickname: '홈테스터' });
    const product = await makeProduct(em);
    for (let i = 0; i < 3; i++)
      await makeReview(em, product, user, { contents: `최신 ${i}`, date: new Date(Date.UTC(2026, 0, 1 + i)) });
    em.create(Post, { user, pic: '/a.png', likesCount: 10 });
    em.create(Post, { user, pic: '/b.png', likesCount: 50, deleted: true });
    em.create(Post, { user, pic: '/c.png', likesCount: 40, reportsCount: 6 });
    em.create(Post, { user, pic: '/d.png', likesCount: 20 });
    await em.flush();

    const gql = await t.gql<{
      latestReviews: { contents: string; userNickname: string }[];
      popularPosts: { pic: string; userNickname: string }[];
    }>('query { latestReviews(limit: 2) { contents userNickname } popularPosts { pic userNickname } }');
    expect(gql.data!.latestReviews).toEqual([
      { contents: '최신 2', userNickname: '홈테스터' },
      { contents: '최신 1', userNickname: '홈테스터' },
    ]);
    expect(gql.data!.popularPosts.map((p) => p.pic)).toEqual(['/d.png', '/a.png']);
    // The reviews with their products' fields, one statement.
    const withProducts = await t.gql<{ latestReviews: { product: { name: string; discountedPrice: number } }[] }>(
      'query { latestReviews(limit: 2) { no product { name discountedPrice } } }',
    );
    expect(withProducts.data!.latestReviews.map((r) => r.product.name)).toEqual([product.name, product.name]);
    expect(withProducts.statements).toBe(1);
    expect((await t.gql('query { latestReviews(limit: 500) { no } }')).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );

    const reviews = (await t.rest('GET', '/api/main/showNewReview')).body as { contents: string }[];
    expect(reviews[0]!.contents).toBe('최신 2');
    const best = (await t.rest('GET', '/api/main/showStyleBest')).body as { pic: string; userNickname: string }[];
    expect(best.map((p) => p.pic)).toEqual(['/d.png', '/a.png']);
    expect(best[0]!.userNickname).toBe('홈테스터');
    const showData = (await t.rest('GET', '/api/main/showData')).body as { no: number }[];
    expect(showData[0]!.no).toBe(shows[2]!.no);
  });
  it('reads a scene in three statements, however many outfits its character has', async () => {
    const [big] = await makeShows(t.em(), 1, { characters: 3, styles: 6, items: 4 });
    const q = `query ($showNo: Int) { randomScene(showNo: $showNo) {
      show { no } characters { no } character { no } style { no items { no } } items { no product { no name } } } }`;
    const res = await t.gql<{ randomScene: { style: { items: unknown[] }; items: { product: { name: string } }[] } }>(
      q,
      { showNo: big!.no },
    );
    expect(res.data!.randomScene.style.items).toHaveLength(4);
    expect(res.data!.randomScene.items.every((i) => i.product.name.length > 0)).toBe(true);
    // The show, its characters, and the chosen outfit with its items and their products.
    expect(res.statements).toBe(3);
  });
});
