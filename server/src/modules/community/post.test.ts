import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState, Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { Post } from './post.entity.js';
import { buy, follow, gqlUpload, makePost, PNG } from '../../test/posts.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const WRITE =
  'mutation ($input: PostInput!, $image: Upload) { writePost(input: $input, image: $image) { no content pic userNo product { no } } }';
const UPDATE =
  'mutation ($no: Int!, $input: PostInput!, $image: Upload) { updatePost(no: $no, input: $input, image: $image) { no content pic product { no } } }';
type Written = { writePost: { no: number; pic: string; product: { no: number } | null } };

describe('writing posts', () => {
  it('writes a post with an image and a bought product, and edits it keeping the image, which cannot change', async () => {
    const { user, token } = await t.member();
    const product = await buy(t.em(), user);
    const res = await gqlUpload<Written>(
      t,
      token,
      WRITE,
      { input: { content: '오늘의 룩', productNo: product.no } },
      PNG,
    );
    expect(res.errors).toBeUndefined();
    const { no, pic } = res.data!.writePost;
    expect(pic).toMatch(/^\/uploads\/post\/.+\.png$/);
    expect(res.data!.writePost.product).toEqual({ no: product.no });

    const edited = await gqlUpload<{ updatePost: { pic: string; content: string; product: null } }>(
      t,
      token,
      UPDATE,
      { no, input: { content: '수정한 룩' } },
      null,
    );
    expect(edited.data!.updatePost).toMatchObject({ content: '수정한 룩', pic, product: null });
    const replaced = await gqlUpload(t, token, UPDATE, { no, input: { content: '사진도 바꿈' } }, PNG);
    expect(replaced.errors?.[0]).toMatchObject({
      message: MSG.post.picLocked,
      extensions: { code: 'BAD_USER_INPUT', field: 'pic' },
    });
    expect(await t.em().findOneOrFail(Post, { no })).toMatchObject({ content: '수정한 룩', pic });
  });

  it.each([
    ['a missing image', { content: '사진 없음' }, null, MSG.post.picRequired],
    ['text over 500 characters', { content: '가'.repeat(501) }, PNG, MSG.post.contentTooLong],
    ['a file that is not an image', { content: '파일' }, Buffer.from('not an image'), MSG.upload.badType],
  ])('refuses %s with its message', async (_name, input, file, message) => {
    const { user, token } = await t.member();
    const res = await gqlUpload(t, token, WRITE, { input }, file);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await t.em().count(Post, { user: user.no })).toBe(0);
  });

  it('refuses a product the member did not buy (or whose order was cancelled)', async () => {
    const { user, token } = await t.member();
    const other = await t.member();
    const theirs = await buy(t.em(), other.user);
    const cancelled = await buy(t.em(), user, OrderState.CANCELLED);
    for (const productNo of [theirs.no, cancelled.no]) {
      const res = await gqlUpload(t, token, WRITE, { input: { content: '남의 상품', productNo } }, PNG);
      expect(res.errors?.[0]).toMatchObject({ message: MSG.post.productNotBought });
    }
    const bought = await t.gql<{ purchasedProducts: { no: number }[] }>('{ purchasedProducts { no } }', {}, token);
    expect(bought.data!.purchasedProducts).toEqual([]);
  });

  it("refuses a visitor, and editing or deleting another member's post", async () => {
    const { user } = await t.member();
    const other = await t.member();
    const post = await makePost(t.em(), user);
    expect((await t.gql('{ feed { totalPages } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const edit = await gqlUpload(t, other.token, UPDATE, { no: post.no, input: { content: '남의 글' } }, null);
    expect(edit.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const del = await t.gql('mutation ($no: Int!) { deletePost(no: $no) }', { no: post.no }, other.token);
    expect(del.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.em().findOneOrFail(Post, { no: post.no })).deleted).toBe(false);
  });
});

describe('trash', () => {
  it('moves own posts to the trash, restores them, and deletes them for good; only the owner', async () => {
    const { user, token } = await t.member();
    const other = await t.member();
    const post = await makePost(t.em(), user, { content: '가'.repeat(80) });
    const mutate = (m: string, tok = token) => t.gql(`mutation ($no: Int!) { ${m} }`, { no: post.no }, tok);
    expect((await mutate('purgePost(no: $no)')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await mutate('deletePost(no: $no)')).data).toEqual({ deletePost: true });
    const lists = await t.gql<{ myPosts: { totalElements: number }; trashedPosts: { content: { preview: string }[] } }>(
      '{ myPosts { totalElements } trashedPosts { content { preview(length: 50) } } }',
      {},
      token,
    );
    expect(lists.data!.myPosts.totalElements).toBe(0);
    expect(lists.data!.trashedPosts.content[0]!.preview).toHaveLength(50);
    expect(
      (await t.gql('query ($no: Int!) { post(no: $no) { no } }', { no: post.no }, other.token)).errors?.[0]?.extensions
        ?.code,
    ).toBe('NOT_FOUND');
    expect((await mutate('restorePost(no: $no) { no }', other.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await mutate('restorePost(no: $no) { deleted }')).data).toEqual({ restorePost: { deleted: false } });
    await mutate('deletePost(no: $no)');
    expect((await mutate('purgePost(no: $no)', other.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await mutate('purgePost(no: $no)')).data).toEqual({ purgePost: true });
    expect(await t.em().count(Post, { no: post.no })).toBe(0);
  });

  it("lets the admin delete any post and announces it for the author's warning", async () => {
    const { user } = await t.member();
    const admin = await t.member({ role: Role.ADMIN });
    const post = await makePost(t.em(), user);
    const seen: unknown[] = [];
    t.app.services.events.on('post.removedByAdmin', (e) => void seen.push(e));
    const res = await t.gql('mutation ($no: Int!) { deletePost(no: $no) }', { no: post.no }, admin.token);
    expect(res.data).toEqual({ deletePost: true });
    expect(seen).toEqual([{ postNo: post.no, userNo: user.no }]);
    const restore = await t.gql('mutation ($no: Int!) { restorePost(no: $no) { no } }', { no: post.no }, admin.token);
    expect(restore.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

const FEED = `query ($scope: FeedScope, $order: FeedOrder, $page: Int) {
  feed(scope: $scope, order: $order, page: $page) {
    totalElements totalPages content {
      no userNo userNickname userPic preview pic likesCount likedByMe reportedByMe hiddenByReports
      product { no name price discountedPrice }
    }
  }
}`;
type Feed = { feed: { totalElements: number; content: { no: number; preview: string; likedByMe: boolean }[] } };

describe('the feed', () => {
  it('shows all or followed posts, latest or popular, never deleted or over-reported ones, in fixed statements', async () => {
    // Its own database: the feed of all posts is global. Without the response cache: the statements it counts are
    // those of the uncached read.
    const own = await startTestApp({ RESPONSE_CACHE: 'off' });
    try {
      const em = own.em();
      const me = await own.member();
      const followed = await own.member();
      const stranger = await own.member();
      await follow(em, me.user, followed.user);
      const product = await buy(em, followed.user);
      const day = (d: number) => new Date(Date.UTC(2026, 0, d));
      const a = await makePost(em, followed.user, { date: day(1), likesCount: 9, content: '나'.repeat(150), product });
      const b = await makePost(em, stranger.user, { date: day(2), likesCount: 3 });
      const c = await makePost(em, followed.user, { date: day(3), likesCount: 3 });
      await makePost(em, followed.user, { date: day(4), deleted: true });
      await makePost(em, stranger.user, { date: day(5), reportsCount: 6 });
      const edge = await makePost(em, stranger.user, { date: day(6), reportsCount: 5 });

      const feed = async (vars: Record<string, unknown>) => {
        const res = await own.gql<Feed>(FEED, vars, me.token);
        expect(res.errors).toBeUndefined();
        return res;
      };
      const nos = async (vars: Record<string, unknown>) => (await feed(vars)).data!.feed.content.map((p) => p.no);
      expect(await nos({})).toEqual([edge.no, c.no, b.no, a.no]);
      expect(await nos({ order: 'POPULAR' })).toEqual([a.no, c.no, b.no, edge.no]);
      expect(await nos({ scope: 'FOLLOWING' })).toEqual([c.no, a.no]);
      expect(await nos({ scope: 'FOLLOWING', order: 'POPULAR' })).toEqual([a.no, c.no]);
      const first = (await feed({ order: 'POPULAR' })).data!.feed.content[0]!;
      expect(first.preview).toBe('나'.repeat(100));

      // The statements stay the same whether the page holds 4 or 10 posts, with products and likes.
      const small = (await feed({})).statements;
      for (let i = 0; i < 12; i++) {
        const p = await makePost(em, (i % 2 ? followed : stranger).user, { product: i % 3 ? product : null });
        await own.gql(
          'mutation ($no: Int!) { setPostLike(postNo: $no, liked: true) { liked } }',
          { no: p.no },
          me.token,
        );
      }
      const full = await feed({});
      expect(full.data!.feed.content).toHaveLength(10);
      expect(full.data!.feed.content.every((p) => p.likedByMe)).toBe(true);
      expect(full.statements).toBe(small);
      // The viewer, the page with its total and authors, products, my likes, my reports.
      expect(full.statements).toBe(5);
    } finally {
      await own.close();
    }
  });

  it('answers a detail with product card, likes and the over-report flag in fixed statements', async () => {
    const { user, token } = await t.member({ nickname: '작성자' });
    const reader = await t.member();
    const product = await buy(t.em(), user);
    const post = await makePost(t.em(), user, { product, reportsCount: 6, likesCount: 0 });
    const DETAIL = `query ($no: Int!) { post(no: $no) {
      no userNickname userPic date pic content likesCount likedByMe reportsCount reportedByMe hiddenByReports hiddenNotice
      author { no } product { no name pic price discountRate discountedPrice }
    } }`;
    const res = await t.gql<{ post: Record<string, unknown> }>(DETAIL, { no: post.no }, reader.token);
    expect(res.data!.post).toMatchObject({
      userNickname: '작성자',
      likedByMe: false,
      reportsCount: 6,
      hiddenByReports: true,
      hiddenNotice: MSG.post.handledByAdmin,
      product: { no: product.no },
    });
    // The viewer, the post, its author, its product, my like, my report.
    expect(res.statements).toBe(6);
    const mine = await t.gql<{ post: { hiddenNotice: null } }>(
      DETAIL,
      { no: (await makePost(t.em(), user)).no },
      token,
    );
    expect(mine.data!.post).toMatchObject({ hiddenByReports: false, hiddenNotice: null, product: null });
  });
});
