import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { Post } from './post.entity.js';
import { buy, follow, makePost, PNG, postMultipart } from '../../test/posts.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type PageBody = { totalElements: number; content: { no: number; preview: string; userNickname: string }[] };

describe('post shims', () => {
  it('writes with a picture and edits through the multipart shims, answering isSuccess and message', async () => {
    const { user, token } = await t.member({ nickname: '쓰는이' });
    const other = await t.member();
    const product = await buy(t.em(), user);
    const dto = { userNo: user.no, content: '새 글', productNo: product.no };
    const written = await postMultipart(t, 'POST', '/api/posts/detail', token, dto, PNG);
    expect(written).toMatchObject({ status: 200, body: { isSuccess: true, message: MSG.post.saved } });
    const no = written.body.no as number;
    const detail = await t.rest('GET', `/api/posts/detail/${no}?page=0&size=5`, { token: other.token });
    expect(detail.body).toMatchObject({
      no,
      userNo: user.no,
      userNickname: '쓰는이',
      content: '새 글',
      pic: expect.stringMatching(/^\/uploads\/post\//),
      product: { no: product.no, name: product.name },
      likesCount: 0,
      liked: false,
      reported: false,
      hiddenByReports: false,
    });
    const pic = (detail.body as { pic: string }).pic;
    const edited = await postMultipart(t, 'PUT', '/api/posts/detail', token, { no, userNo: user.no, content: '고침' });
    expect(edited.body).toMatchObject({ isSuccess: true, message: MSG.post.updated });
    expect(await t.em().findOneOrFail(Post, { no })).toMatchObject({ content: '고침', pic, product: null });
    const newPic = await postMultipart(t, 'PUT', '/api/posts/detail', token, { no, content: '사진 교체' }, PNG);
    expect(newPic).toMatchObject({ status: 400, body: { message: MSG.post.picLocked } });
    expect(await t.em().findOneOrFail(Post, { no })).toMatchObject({ content: '고침', pic });

    expect((await postMultipart(t, 'PUT', '/api/posts/detail', other.token, { no, content: '남의 글' })).status).toBe(
      403,
    );
    expect((await postMultipart(t, 'POST', '/api/posts/detail', other.token, dto, PNG)).status).toBe(403);
    const missing = await postMultipart(t, 'POST', '/api/posts/detail', token, { content: '사진 없음' });
    expect(missing).toMatchObject({ status: 400, body: { message: MSG.post.picRequired } });
    const long = await postMultipart(t, 'POST', '/api/posts/detail', token, { content: '가'.repeat(501) }, PNG);
    expect(long).toMatchObject({ status: 400, body: { message: MSG.post.contentTooLong } });
    const text = await postMultipart(t, 'POST', '/api/posts/detail', token, { content: 'x' }, Buffer.from('text'));
    expect(text).toMatchObject({ status: 400, body: { message: MSG.upload.badType } });
    const notBought = await postMultipart(
      t,
      'POST',
      '/api/posts/detail',
      other.token,
      { content: 'x', productNo: product.no },
      PNG,
    );
    expect(notBought).toMatchObject({ status: 400, body: { message: MSG.post.productNotBought } });

    const products = await t.rest('GET', `/api/posts/product/${user.no}`, { token });
    expect(products.body).toMatchObject([{ no: product.no, name: product.name }]);
    expect((await t.rest('GET', `/api/posts/product/${user.no}`, { token: other.token })).status).toBe(403);
  });

  it('lists own posts and the trash, and moves posts through soft delete, restore and permanent delete', async () => {
    const { user, token } = await t.member();
    const other = await t.member();
    const posts = [];
    for (let i = 0; i < 6; i++) posts.push(await makePost(t.em(), user, { content: `${i}`.repeat(80) }));
    const list = await t.rest('GET', `/api/posts/list/${user.no}?page=0`, { token });
    const page = list.body as PageBody;
    expect(page.totalElements).toBe(6);
    expect(page.content).toHaveLength(5);
    expect(page.content[0]!.preview).toHaveLength(50);
    expect((await t.rest('GET', `/api/posts/list/${user.no}`, { token: other.token })).status).toBe(403);

    const no = posts[0]!.no;
    expect((await t.rest('DELETE', `/api/posts/soft-delete/${no}`, { token: other.token })).status).toBe(403);
    expect((await t.rest('DELETE', `/api/posts/soft-delete/${no}`, { token })).body).toEqual({ result: true });
    const trash = await t.rest('GET', `/api/posts/deleted/${user.no}`, { token });
    expect((trash.body as PageBody).content.map((p) => p.no)).toEqual([no]);
    expect((await t.rest('GET', `/api/posts/deleted/${user.no}`, { token: other.token })).status).toBe(403);
    expect((await t.rest('PUT', `/api/posts/restore/${no}`, { token: other.token })).status).toBe(403);
    expect((await t.rest('PUT', `/api/posts/restore/${no}`, { token })).body).toMatchObject({ no, deleted: false });
    await t.rest('DELETE', `/api/posts/soft-delete/${no}`, { token });
    expect((await t.rest('DELETE', `/api/posts/permanent-delete/${no}`, { token: other.token })).status).toBe(403);
    expect((await t.rest('DELETE', `/api/posts/permanent-delete/${no}`, { token })).body).toEqual({ result: true });
    expect((await t.rest('GET', `/api/posts/detail/${no}`, { token })).status).toBe(404);
  });

  it('serves the feeds at /posts/latest, /posts/popular and followOrPopular', async () => {
    const me = await t.member();
    const followed = await t.member({ nickname: '팔로잉' });
    const stranger = await t.member();
    await follow(t.em(), me.user, followed.user);
    const liked = await makePost(t.em(), followed.user, { likesCount: 1000, content: '가'.repeat(120) });
    const newest = await makePost(t.em(), stranger.user, { likesCount: 0 });
    await makePost(t.em(), stranger.user, { reportsCount: 6, likesCount: 2000 });

    const latest = await t.rest('GET', '/posts/latest?page=0&size=10', { token: me.token });
    expect(latest.status).toBe(200);
    expect((latest.body as PageBody).content[0]!.no).toBe(newest.no);
    const popular = await t.rest('GET', '/posts/popular', { token: me.token });
    const first = (popular.body as PageBody).content[0]!;
    expect(first).toMatchObject({ no: liked.no, userNickname: '팔로잉', preview: '가'.repeat(100) });
    // The viewer, then the page with its total and authors (the JSON carries only the product's number).
    expect(popular.statements).toBe(2);
    expect((await t.rest('GET', '/posts/latest')).status).toBe(401);

    const following = await t.rest('GET', `/api/posts/followOrPopular/${me.user.no}?order=popular`, {
      token: me.token,
    });
    expect((following.body as PageBody).content.map((p) => p.no)).toEqual([liked.no]);
    const other = await t.rest('GET', `/api/posts/followOrPopular/${me.user.no}`, { token: stranger.token });
    expect(other.status).toBe(403);
    // The documented order names and a Spring sort, which is accepted and unused; no other order, no scope.
    const sorted = await t.rest('GET', `/api/posts/followOrPopular/${me.user.no}?order=latest&sort=no,desc`, {
      token: me.token,
    });
    expect((sorted.body as PageBody).content.map((p) => p.no)).toEqual([liked.no]);
    for (const query of ['order=newest', 'scope=ALL']) {
      const res = await t.rest('GET', `/api/posts/followOrPopular/${me.user.no}?${query}`, { token: me.token });
      expect(res.status, query).toBe(400);
    }
  });
});
