import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('a shop with nothing in it yet', () => {
  it('answers every storefront field with an empty result rather than an error', async () => {
    const res = await t.gql(`query {
      popups { no } randomScene { show { no } } latestReviews { no } popularPosts { no }
      shows { totalPages totalElements content { no } }
      products(sort: RATING, excludeSoldOut: true) { totalPages totalElements content { no } }
      productReviews(productNo: 1) { totalPages content { no } }
      notices { totalPages content { no } }
    }`);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      popups: [],
      randomScene: null,
      latestReviews: [],
      popularPosts: [],
      shows: { totalPages: 0, totalElements: 0, content: [] },
      products: { totalPages: 0, totalElements: 0, content: [] },
      productReviews: { totalPages: 0, content: [] },
      notices: { totalPages: 0, content: [] },
    });
  });

  it('answers the shims with empty lists and zero counts', async () => {
    const get = async (path: string) => (await t.rest('GET', path)).body;
    expect(await get('/api/main/popup')).toEqual([]);
    expect(await get('/api/main/showData')).toEqual([]);
    expect(await get('/api/main/showNewReview')).toEqual([]);
    expect(await get('/api/main/showStyleBest')).toEqual([]);
    expect(await get('/api/main/forRandom')).toBe(0);
    expect((await t.rest('GET', '/api/main/random/1')).status).toBe(404);
    expect(await get('/api/main/showDataAll')).toMatchObject({ content: [], totalPages: 0 });
    expect(await get('/api/list')).toMatchObject({ content: [], totalPages: 0 });
    expect(await get('/api/user/notice')).toMatchObject({ content: [], totalPages: 0 });
    expect(await get('/api/admin/product/1/reviews')).toMatchObject({ content: [], totalPages: 0 });
  });

  it('gives a new member empty my-page lists', async () => {
    const { user, token } = await t.member();
    const res = await t.gql(
      'query { myOrders { totalElements } myReviews { totalElements } myCoupons { totalElements } myScraps { totalElements } usableCoupons { no } myAlerts { totalElements } hasUnreadAlerts canWithdraw }',
      {},
      token,
    );
    expect(res.data).toEqual({
      myOrders: { totalElements: 0 },
      myReviews: { totalElements: 0 },
      myCoupons: { totalElements: 0 },
      myScraps: { totalElements: 0 },
      usableCoupons: [],
      myAlerts: { totalElements: 0 },
      hasUnreadAlerts: false,
      canWithdraw: true,
    });
    const orders = await t.rest('GET', `/api/order/orderlist/${user.no}`, { token });
    expect(orders.body).toMatchObject({ orderList: [], productList: [], totalPages: 0 });
    expect((await t.rest('GET', `/api/mypage/review/${user.no}`, { token })).body).toMatchObject({
      reviews: { content: [], totalPages: 0 },
    });
  });
});
