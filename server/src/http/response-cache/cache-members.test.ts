import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState, Role } from '../../common/enums.js';
import { User } from '../../modules/user/user.entity.js';
import { writeComment } from '../../test/comments.js';
import { makeProduct } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { changeOrderState, placeOrderAs } from '../../test/orders.js';
import { makePost } from '../../test/posts.js';
import { cached, freshAfter, gqlRead, shimRead, startAppWithAdmin, type Read } from '../../test/response-cache.js';

/** Members' reads at the front door: answered before the context, kept per session, never past a revoked token. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await startAppWithAdmin());
});
afterAll(() => t?.close());

const MY_ORDERS = '{ myOrders { content { no state price lines { quantity reviewable product { no name } } } } }';
const FEED = '{ feed(size: 50) { content { no content likesCount commentsCount likedByMe userNickname } } }';

/** A member's GraphQL POST as a browser sends it, with the raw answer. */
const post = (query: string, token: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify({ query }),
  });

const mutate = async (query: string, variables: Record<string, unknown>, token: string) => {
  const res = await t.gql(query, variables, token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
};

const errorCode = async (query: string, token: string) =>
  (await t.gql(query, {}, token)).errors?.[0]?.extensions?.code as string | undefined;

describe("a member's reads at the front door", () => {
  it('answers a repeated read with no statement, with the headers of the full path', async () => {
    const p = await makeProduct(t.em());
    const { user, token } = await t.member();
    await placeOrderAs(t, token, [[p, 1]]);
    for (const accept of ['application/json', 'application/graphql-response+json']) {
      const first = await post(MY_ORDERS, token, { accept });
      const body = await first.text();
      await cached(gqlRead(t, MY_ORDERS, token));
      const hit = await post(MY_ORDERS, token, { accept });
      expect(hit.headers.get('x-sql-statements')).toBe('0');
      expect(await hit.text()).toBe(body);
      for (const name of ['content-type', 'cache-control', 'etag']) {
        expect(hit.headers.get(name), name).toBe(first.headers.get(name));
      }
      expect(hit.headers.get('content-type')).toContain(accept);
      expect(hit.headers.get('cache-control')).toBe('no-store');
    }
    await cached(shimRead(t, `/api/order/orderlist/${user.no}`, token));
  });

  it("never gives one member's answer to another asking the same text", async () => {
    const p = await makeProduct(t.em());
    const a = await t.member();
    const b = await t.member();
    const aOrder = await placeOrderAs(t, a.token, [[p, 1]]);
    const bOrder = await placeOrderAs(t, b.token, [[p, 2]]);
    const author = await t.member();
    const liked = await makePost(t.em(), author.user, { content: '좋아요 확인' });
    await mutate('mutation ($no: Int!) { setPostLike(postNo: $no, liked: true) { liked } }', { no: liked.no }, a.token);

    const orderNos = (text: string) =>
      (JSON.parse(text) as { myOrders: { content: { no: number }[] } }).myOrders.content.map((o) => o.no);
    expect(orderNos(await cached(gqlRead(t, MY_ORDERS, a.token)))).toEqual([aOrder]);
    expect(orderNos(await cached(gqlRead(t, MY_ORDERS, b.token)))).toEqual([bOrder]);

    const mine = (text: string) =>
      (JSON.parse(text) as { feed: { content: { no: number; likedByMe: boolean }[] } }).feed;
    const aFeed = mine(await cached(gqlRead(t, FEED, a.token))).content.find((x) => x.no === liked.no);
    const bFeed = mine(await cached(gqlRead(t, FEED, b.token))).content.find((x) => x.no === liked.no);
    expect([aFeed?.likedByMe, bFeed?.likedByMe]).toEqual([true, false]);

    // A's kept shim answer is A's only: B is refused as on the full path, a visitor must sign in.
    const path = `/api/order/orderlist/${a.user.no}`;
    await cached(shimRead(t, path, a.token));
    expect((await t.rest('GET', path, { token: b.token })).status).toBe(403);
    expect((await t.rest('GET', path)).status).toBe(401);
    expect(await errorCode(MY_ORDERS, 'not-a-token')).toBe('UNAUTHENTICATED');
  });

  it("answers 304 to a member who has the ETag of a kept shim answer, never with another member's", async () => {
    const p = await makeProduct(t.em());
    const a = await t.member();
    const b = await t.member();
    await placeOrderAs(t, a.token, [[p, 1]]);
    const get = (member: { user: User; token: string }, etag?: string) =>
      fetch(`${t.url}/api/order/orderlist/${member.user.no}`, {
        headers: {
          authorization: `Bearer ${member.token}`,
          // As a browser revalidates (fetch would add `cache-control: no-cache`, which asks for the whole answer).
          ...(etag ? { 'if-none-match': etag, 'cache-control': 'max-age=0' } : {}),
        },
      });
    await cached(shimRead(t, `/api/order/orderlist/${a.user.no}`, a.token));
    const etag = (await get(a)).headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(a, etag);
    expect([again.status, again.headers.get('x-sql-statements'), await again.text()]).toEqual([304, '0', '']);
    await cached(shimRead(t, `/api/order/orderlist/${b.user.no}`, b.token));
    const other = await get(b, etag);
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
    // GraphQL answers come by POST, which HTTP never answers 304: the kept answer keeps its ETag all the same.
    await cached(gqlRead(t, MY_ORDERS, a.token));
    const first = await post(MY_ORDERS, a.token);
    expect(first.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect((await post(MY_ORDERS, a.token)).headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('looks the member up again once the users table moved, then answers at the door', async () => {
    const { token } = await t.member();
    const read = gqlRead(t, MY_ORDERS, token);
    const answer = await cached(read);
    await t.member();
    // The new member's row moved the table: the viewer is looked up (one statement) and the kept answer served.
    expect(await read()).toEqual({ text: answer, statements: 1 });
    await cached(read);
  });
});

describe("a member's token or role changed", () => {
  it('refuses a token from before a password change at once', async () => {
    const { user, token } = await t.member({ pwd: 'old12!@', name: '변경전' });
    const shim = `/api/order/orderlist/${user.no}`;
    await cached(gqlRead(t, MY_ORDERS, token));
    await cached(shimRead(t, shim, token));
    const input = {
      name: '변경전',
      tel: '010-1111-2222',
      zipcode: '04524',
      address: '서울특별시 중구 세종대로 110',
      currentPassword: 'old12!@',
      newPassword: 'new34#$',
      newPasswordConfirm: 'new34#$',
    };
    await mutate('mutation ($input: AccountInput!) { updateMyAccount(input: $input) { no } }', { input }, token);
    expect(await errorCode(MY_ORDERS, token)).toBe('UNAUTHENTICATED');
    expect((await t.rest('GET', shim, { token })).status).toBe(401);
  });

  it('refuses the token of a member who withdrew at once', async () => {
    const { user, token } = await t.member();
    await cached(gqlRead(t, MY_ORDERS, token));
    await mutate('mutation ($email: String!) { withdraw(email: $email) }', { email: user.email }, token);
    expect(await errorCode(MY_ORDERS, token)).toBe('UNAUTHENTICATED');
  });

  it('answers with the new role at once', async () => {
    const p = await makeProduct(t.em());
    const buyer = await t.member();
    const orderNo = await placeOrderAs(t, buyer.token, [[p, 1]]);
    const reader = await t.member({ role: Role.ADMIN });
    const order = `{ order(no: ${orderNo}) { no state } }`;
    await cached(gqlRead(t, order, reader.token));
    await t.em().nativeUpdate(User, { no: reader.user.no }, { role: Role.USER });
    expect(await errorCode(order, reader.token)).toBe('FORBIDDEN');
    await t.em().nativeUpdate(User, { no: reader.user.no }, { role: Role.ADMIN });
    expect((await gqlRead(t, order, reader.token)()).text).toContain(`"no":${orderNo}`);
  });
});

describe("a member's reads after a write", () => {
  it('my orders: a state change, a product rename and a review', async () => {
    const p = await makeProduct(t.em(), { name: '주문 상품' });
    const { user, token } = await t.member();
    const orderNo = await placeOrderAs(t, token, [[p, 1]]);
    const reads = (): Read[] => [gqlRead(t, MY_ORDERS, token), shimRead(t, `/api/order/orderlist/${user.no}`, token)];
    await freshAfter(reads(), () => changeOrderState(t, admin, orderNo, OrderState.SHIPPING), /SHIPPING|배송중/);
    await freshAfter(
      reads(),
      () => t.em().nativeUpdate('Product', { no: p.no }, { name: '새 상품 이름' }),
      /새 상품 이름/,
    );
    await changeOrderState(t, admin, orderNo, OrderState.DELIVERED);
    const line = await t.gql<{ order: { lines: { no: number }[] } }>(
      `{ order(no: ${orderNo}) { lines { no } } }`,
      {},
      token,
    );
    await freshAfter(
      [gqlRead(t, MY_ORDERS, token)],
      () =>
        mutate(
          'mutation ($no: Int!, $input: ReviewInput!) { writeReview(orderProductNo: $no, input: $input) { no } }',
          { no: line.data!.order.lines[0]!.no, input: { contents: '리뷰', score: 5 } },
          token,
        ),
      /"reviewable":false/,
    );
  });

  it("the feed: an edit, a deletion, the author's nickname and a follow", async () => {
    const author = await t.member();
    const reader = await t.member();
    const written = await makePost(t.em(), author.user, { content: '원래 본문' });
    const reads = (): Read[] => [gqlRead(t, FEED, reader.token), shimRead(t, '/posts/latest?size=50', reader.token)];
    await freshAfter(
      reads(),
      () =>
        mutate(
          'mutation ($no: Int!, $input: PostInput!) { updatePost(no: $no, input: $input) { no } }',
          { no: written.no, input: { content: '고친 본문' } },
          author.token,
        ),
      /고친 본문/,
    );
    await freshAfter(
      reads(),
      () =>
        mutate(
          'mutation ($input: ProfileInput!) { updateMyProfile(input: $input) { no } }',
          { input: { nickname: '바뀐작성자' } },
          author.token,
        ),
      /바뀐작성자/,
    );
    await freshAfter(reads(), () => writeComment(t, reader.token, written.no), /"commentsCount":1/);
    const following = gqlRead(t, '{ feed(size: 50, scope: FOLLOWING) { content { no } } }', reader.token);
    await freshAfter(
      [following],
      () =>
        mutate(
          'mutation ($no: Int!) { setFollow(userNo: $no, following: true) { followee { no } } }',
          { no: author.user.no },
          reader.token,
        ),
      new RegExp(`"no":${written.no}`),
    );
    const before = await cached(gqlRead(t, FEED, reader.token));
    expect(before).toContain('고친 본문');
    await mutate('mutation ($no: Int!) { deletePost(no: $no) }', { no: written.no }, author.token);
    for (const read of reads()) expect((await read()).text).not.toContain('고친 본문');
  });
});
