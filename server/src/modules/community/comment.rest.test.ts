import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { makePost } from '../../test/posts.js';
import { Comment } from './comment.entity.js';
import { Post } from './post.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const countsOf = async (postNo: number) => ({
  commentsCount: (await t.em().findOneOrFail(Post, { no: postNo })).commentsCount,
  rows: await t.em().count(Comment, { post: postNo }),
});

describe('comment shims', () => {
  it('writes a comment and a reply as the caller, in the documented shape', async () => {
    const { user } = await t.member();
    const me = await t.member({ nickname: '쓰는사람' });
    const post = await makePost(t.em(), user);
    const comment = (body: object, token = me.token) => t.rest('POST', '/api/posts/comment', { token, body });
    const top = await comment({ postNo: post.no, userNo: me.user.no, parentCommentNo: null, content: ' 좋아요 ' });
    expect(top.status).toBe(200);
    expect(top.body).toMatchObject({
      postNo: post.no,
      userNo: me.user.no,
      userNickname: '쓰는사람',
      content: '좋아요',
      parentCommentNo: null,
      likesCount: 0,
      replies: [],
    });
    const topNo = (top.body as { no: number }).no;
    const reply = await comment({ postNo: post.no, parentCommentNo: topNo, content: '답글' });
    expect(reply.body).toMatchObject({ parentCommentNo: topNo, content: '답글' });
    expect(await countsOf(post.no)).toEqual({ commentsCount: 2, rows: 2 });
  });

  it('refuses writing as another member, bad input, and a missing post', async () => {
    const { user } = await t.member();
    const me = await t.member();
    const other = await t.member();
    const post = await makePost(t.em(), user);
    const comment = (body: object, token?: string) => t.rest('POST', '/api/posts/comment', { token, body });
    expect((await comment({ postNo: post.no, userNo: other.user.no, content: '대신' }, me.token)).status).toBe(403);
    expect((await comment({ postNo: post.no, content: '손님' })).status).toBe(401);
    const blank = await comment({ postNo: post.no, content: '   ' }, me.token);
    expect(blank).toMatchObject({ status: 400, body: { message: MSG.comment.contentRequired } });
    const long = await comment({ postNo: post.no, content: '가'.repeat(101) }, me.token);
    expect(long).toMatchObject({ status: 400, body: { message: MSG.comment.contentTooLong } });
    expect((await comment({ postNo: post.no, content: 'x', extra: true }, me.token)).status).toBe(400);
    expect((await comment({ postNo: 'one', content: 'x' }, me.token)).status).toBe(400);
    expect((await comment({ postNo: 999999, content: '없는 글' }, me.token)).status).toBe(404);
    expect(await countsOf(post.no)).toEqual({ commentsCount: 0, rows: 0 });
  });

  it("deletes the caller's own comment with its replies; another member gets 403, the admin may", async () => {
    const { user } = await t.member();
    const me = await t.member();
    const other = await t.member();
    const admin = await t.member({ role: Role.ADMIN });
    const post = await makePost(t.em(), user);
    const write = async (content: string, parentCommentNo: number | null = null) => {
      const res = await t.rest('POST', '/api/posts/comment', {
        token: me.token,
        body: { postNo: post.no, content, parentCommentNo },
      });
      return (res.body as { no: number }).no;
    };
    const top = await write('댓글');
    await write('답글', top);
    const second = await write('두 번째');
    expect((await t.rest('DELETE', `/api/posts/comment/${top}`, { token: other.token })).status).toBe(403);
    expect((await t.rest('DELETE', `/api/posts/comment/${top}`)).status).toBe(401);
    expect((await t.rest('DELETE', `/api/posts/comment/${top}`, { token: me.token })).body).toEqual({ result: true });
    expect(await countsOf(post.no)).toEqual({ commentsCount: 1, rows: 1 });
    expect((await t.rest('DELETE', `/api/posts/comment/${top}`, { token: me.token })).status).toBe(404);
    const byAdmin = await t.rest('DELETE', `/api/posts/comment/${second}`, { token: admin.token });
    expect(byAdmin.body).toEqual({ result: true });
    expect(await countsOf(post.no)).toEqual({ commentsCount: 0, rows: 0 });
  });
});
