import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState } from '../../common/enums.js';
import { Product } from '../../modules/catalog/product.entity.js';
import { Popup } from '../../modules/promotion/popup.entity.js';
import { writeComment } from '../../test/comments.js';
import { makeProduct, makeReview, makeShows } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { orderIn, placeOrderAs } from '../../test/orders.js';
import { makePost } from '../../test/posts.js';
import { cached, freshAfter, gqlRead, shimRead, startAppWithAdmin, type Read } from '../../test/response-cache.js';

/** After each kind of write, no reader sees the answer cached before it: GraphQL and the shims alike. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await startAppWithAdmin());
});
afterAll(() => t?.close());

const mutate = async (query: string, variables: Record<string, unknown>, token: string) => {
  const res = await t.gql(query, variables, token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
};
const UPDATE_PRODUCT = 'mutation ($no: Int!, $input: ProductInput!) { updateProduct(no: $no, input: $input) { no } }';

describe('the cache after a write', () => {
  it('an admin product edit: name, price and stock', async () => {
    const p = await makeProduct(t.em(), { name: '수정 전 이름', price: 12000, stock: 3 });
    const edit = { name: '수정 전 이름', price: 12000, contents: '설명', category: 'TOP', stock: 3, discountRate: 0 };
    const reads = (): Read[] => [
      gqlRead(t, `{ product(no: ${p.no}) { name price stock } }`),
      shimRead(t, `/api/list/product/${p.no}`),
      gqlRead(t, '{ products(size: 50) { content { no name price stock } } }'),
    ];
    await freshAfter(
      reads(),
      () => mutate(UPDATE_PRODUCT, { no: p.no, input: { ...edit, name: '수정 후 이름' } }, admin),
      /수정 후 이름/,
    );
    await freshAfter(
      reads(),
      () => mutate(UPDATE_PRODUCT, { no: p.no, input: { ...edit, name: '수정 후 이름', price: 34500 } }, admin),
      /34500/,
    );
    await freshAfter(
      reads(),
      () =>
        mutate(UPDATE_PRODUCT, { no: p.no, input: { ...edit, name: '수정 후 이름', price: 34500, stock: 987 } }, admin),
      /987/,
    );
  });

  it("an order and its cancel: the stock and the member's order history", async () => {
    const p = await makeProduct(t.em(), { stock: 50 });
    const { user, token } = await t.member();
    const stockReads = (): Read[] => [
      gqlRead(t, `{ product(no: ${p.no}) { stock } }`),
      shimRead(t, `/api/list/product/${p.no}`),
    ];
    const history = (): Read[] => [
      gqlRead(t, '{ myOrders { content { no state } } }', token),
      shimRead(t, `/api/order/orderlist/${user.no}`, token),
    ];
    let orderNo = 0;
    await freshAfter(stockReads(), async () => (orderNo = await placeOrderAs(t, token, [[p, 2]])), /"stock":48/);
    // The history was read before the order too: cached, then fresh with the new order.
    await t.gql('{ myOrders { content { no state } } }', {}, token);
    expect(JSON.stringify((await history()[0]!()).text)).toContain(String(orderNo));
    await freshAfter(
      history(),
      () => mutate('mutation ($no: Int!) { cancelOrder(no: $no) { no } }', { no: orderNo }, token),
      /CANCELLED|취소/,
    );
    expect((await stockReads()[0]!()).text).toContain('"stock":50');
  });

  it('a review: the product page and the latest reviews', async () => {
    const p = await makeProduct(t.em());
    const { token } = await t.member();
    const orderNo = await orderIn(t, token, admin, OrderState.DELIVERED, [[p, 1]]);
    const order = await t.gql<{ order: { lines: { no: number }[] } }>(
      `{ order(no: ${orderNo}) { lines { no } } }`,
      {},
      token,
    );
    const lineNo = order.data!.order.lines[0]!.no;
    await freshAfter(
      [
        gqlRead(
          t,
          `{ product(no: ${p.no}) { reviewCount score } productReviews(productNo: ${p.no}) { content { contents } } }`,
        ),
        gqlRead(t, '{ latestReviews { contents } }'),
        shimRead(t, '/api/main/showNewReview'),
        shimRead(t, `/api/admin/product/${p.no}/reviews`),
      ],
      () =>
        mutate(
          'mutation ($no: Int!, $input: ReviewInput!) { writeReview(orderProductNo: $no, input: $input) { no } }',
          { no: lineNo, input: { contents: '새 리뷰 내용', score: 4 } },
          token,
        ),
      /새 리뷰 내용/,
    );
  });

  it('a new post, a like and a comment: the feed and the popular posts', async () => {
    const author = await t.member();
    const reader = await t.member();
    const popular = '{ popularPosts(limit: 50) { no likesCount commentsCount content } }';
    const feed = '{ feed(size: 50) { content { no likesCount commentsCount content } } }';
    const reads = (): Read[] => [
      gqlRead(t, popular),
      gqlRead(t, feed, reader.token),
      shimRead(t, '/posts/latest?size=50', reader.token),
    ];
    let postNo = 0;
    await freshAfter(
      reads(),
      async () => (postNo = (await makePost(t.em(), author.user, { content: '새 글 본문' })).no),
      /새 글 본문/,
    );
    await freshAfter(
      reads(),
      () =>
        mutate(
          'mutation ($no: Int!) { setPostLike(postNo: $no, liked: true) { liked } }',
          { no: postNo },
          reader.token,
        ),
      /"likesCount":1/,
    );
    await freshAfter(reads(), () => writeComment(t, reader.token, postNo), /"commentsCount":1/);
  });

  it('a show, character and item edit: the show list and detail', async () => {
    const [show] = await makeShows(t.em(), 1);
    const character = show!.characters.getItems()[0]!;
    const detail = (): Read[] => [
      gqlRead(t, `{ show(no: ${show!.no}) { title characters { no name } } }`),
      shimRead(t, `/api/main/sub/${show!.no}`),
      shimRead(t, '/api/main/showDataAll'),
    ];
    const em = t.em();
    await freshAfter(
      detail(),
      async () => {
        await em.nativeUpdate('Show', { no: show!.no }, { title: '새 제목' });
      },
      /새 제목/,
    );
    const before = await detail()[0]!();
    expect(before.text).toContain(character.name);
    await mutate('mutation ($no: Int!) { deleteCharacter(no: $no) }', { no: character.no }, admin);
    for (const read of detail().slice(0, 2)) expect((await read()).text).not.toContain(character.name);
  });

  it('a popup shown or hidden', async () => {
    const em = t.em();
    const popup = em.create(Popup, { pic: '/uploads/popup/a.png', path: '/shop/팝업경로' });
    await em.flush();
    const reads = (): Read[] => [gqlRead(t, '{ popups { no path } }'), shimRead(t, '/api/main/popup')];
    const hide = () =>
      mutate('mutation ($no: Int!) { setPopupShown(no: $no, isShow: false) { no } }', { no: popup.no }, admin);
    for (const read of reads()) expect((await read()).text).toContain('팝업경로');
    await hide();
    for (const read of reads()) expect((await read()).text).not.toContain('팝업경로');
  });

  it("a scrap: the character's scrap count", async () => {
    const [show] = await makeShows(t.em(), 1);
    const character = show!.characters.getItems()[0]!;
    const { token } = await t.member();
    await freshAfter(
      [
        gqlRead(t, `{ character(no: ${character.no}) { scrapCount } }`),
        shimRead(t, `/api/main/scrap/count/${character.no}`),
      ],
      () =>
        mutate('mutation ($no: Int!) { scrapCharacter(characterNo: $no) { scrapped } }', { no: character.no }, token),
      /\b1\b/,
    );
  });

  it("a nickname change: the member's name on their reviews", async () => {
    const p = await makeProduct(t.em());
    const { user, token } = await t.member();
    await makeReview(t.em(), p, user, { contents: '닉네임 확인용' });
    await freshAfter(
      [gqlRead(t, '{ latestReviews(limit: 50) { contents userNickname } }'), shimRead(t, '/api/main/showNewReview')],
      () =>
        mutate(
          'mutation ($input: ProfileInput!) { updateMyProfile(input: $input) { no } }',
          { input: { nickname: '새닉네임' } },
          token,
        ),
      /새닉네임/,
    );
  });
});

describe("this instance's own writes", () => {
  /** Notifications of another session, committed first: the listener hears them before any later one. */
  const queueNotifications = (n: number) =>
    t
      .em()
      .getConnection()
      .execute(`select count(pg_notify('scene_shop_cache', 'queued ' || i)) from generate_series(1, ?) i`, [n]);

  it('are read back at once, however many notifications the listener has still to hear', async () => {
    const p = await makeProduct(t.em(), { name: '대기 전', price: 12000, stock: 3 });
    const edit = { price: 12000, contents: '설명', category: 'TOP', stock: 3, discountRate: 0 };
    const reads = [gqlRead(t, `{ product(no: ${p.no}) { name } }`), shimRead(t, `/api/list/product/${p.no}`)];
    for (const read of reads) await cached(read);
    await queueNotifications(50_000);
    await t.em().nativeUpdate(Product, { no: p.no }, { name: '대기 후' });
    for (const read of reads) expect((await read()).text).toContain('대기 후');

    for (const read of reads) await cached(read);
    await queueNotifications(50_000);
    await mutate(UPDATE_PRODUCT, { no: p.no, input: { ...edit, name: '요청 후' } }, admin);
    for (const read of reads) expect((await read()).text).toContain('요청 후');

    // A write in a transaction is heard once committed, even when a read caught up while it was open.
    for (const read of reads) await cached(read);
    await t.em().transactional(async (tem) => {
      await tem.nativeUpdate(Product, { no: p.no }, { name: '커밋 후' });
      for (const read of reads) expect((await read()).text).toContain('요청 후');
      await queueNotifications(50_000);
    });
    for (const read of reads) expect((await read()).text).toContain('커밋 후');
  });
});
