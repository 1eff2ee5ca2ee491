import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeComment } from '../../test/comments.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { makePost } from '../../test/posts.js';
import { CommentLike } from './comment-like.entity.js';
import { Comment } from './comment.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SET_LIKE =
  'mutation ($no: Int!, $liked: Boolean!) { setCommentLike(commentNo: $no, liked: $liked) { commentNo liked likesCount } }';

const countsOf = async (no: number) => {
  const em = t.em();
  const comment = await em.findOneOrFail(Comment, { no });
  return { likesCount: comment.likesCount, rows: await em.count(CommentLike, { comment: no }) };
};

async function aComment() {
  const { user, token } = await t.member();
  const post = await makePost(t.em(), user);
  return { post, comment: await writeComment(t, token, post.no) };
}

describe('comment likes', () => {
  it('keeps the count equal to the rows under 20 concurrent likes and unlikes', async () => {
    const { comment } = await aComment();
    const members = await Promise.all([1, 2, 3, 4].map(() => t.member()));
    const calls = Array.from({ length: 20 }, (_, i) => ({ token: members[i % 4]!.token, liked: i % 3 !== 2 }));
    const results = await Promise.all(calls.map((c) => t.gql(SET_LIKE, { no: comment.no, liked: c.liked }, c.token)));
    expect(results.every((r) => !r.errors)).toBe(true);
    const after = await countsOf(comment.no);
    expect(after.likesCount).toBe(after.rows);

    // Repeats by one member change the count once; unliking what was never liked never goes below zero.
    const one = members[0]!.token;
    await t.gql(SET_LIKE, { no: comment.no, liked: false }, one);
    const base = (await countsOf(comment.no)).likesCount;
    await Promise.all([1, 2, 3].map(() => t.gql(SET_LIKE, { no: comment.no, liked: true }, one)));
    expect(await countsOf(comment.no)).toEqual({ likesCount: base + 1, rows: base + 1 });
    await Promise.all([1, 2, 3].map(() => t.gql(SET_LIKE, { no: comment.no, liked: false }, one)));
    await t.gql(SET_LIKE, { no: comment.no, liked: false }, one);
    expect(await countsOf(comment.no)).toEqual({ likesCount: base, rows: base });
  });

  it('answers 404 for a missing comment or one on a trashed post, and refuses a visitor', async () => {
    const { user, token } = await t.member();
    const post = await makePost(t.em(), user);
    const comment = await writeComment(t, token, post.no);
    await t.gql('mutation ($no: Int!) { deletePost(no: $no) }', { no: post.no }, token);
    const code = async (no: number, tok?: string) =>
      (await t.gql(SET_LIKE, { no, liked: true }, tok)).errors?.[0]?.extensions?.code;
    expect(await code(comment.no, token)).toBe('NOT_FOUND');
    expect(await code(999999, token)).toBe('NOT_FOUND');
    expect(await code(comment.no)).toBe('UNAUTHENTICATED');
    expect(await countsOf(comment.no)).toEqual({ likesCount: 0, rows: 0 });
  });

  it('likes through the four commentlike shims and refuses naming another member', async () => {
    const { comment } = await aComment();
    const me = await t.member();
    const other = await t.member();
    const liked = await t.rest('POST', '/api/posts/commentlike', {
      token: me.token,
      body: { commentNo: comment.no, userNo: me.user.no },
    });
    expect(liked.body).toEqual({ commentNo: comment.no, liked: true, likesCount: 1 });
    const count = await t.rest('GET', `/api/posts/commentlike/${comment.no}`, { token: other.token });
    expect(count.body).toEqual({ commentNo: comment.no, likesCount: 1 });
    const check = (no: number, token = me.token) =>
      t.rest('GET', `/api/posts/commentlike/check/${comment.no}/${no}`, { token });
    expect((await check(me.user.no)).body).toEqual({ result: true });
    expect((await check(me.user.no, other.token)).status).toBe(403);
    const forOther = { token: me.token, body: { commentNo: comment.no, userNo: other.user.no } };
    expect((await t.rest('POST', '/api/posts/commentlike', forOther)).status).toBe(403);
    const bad = { token: me.token, body: { commentNo: comment.no, extra: 1 } };
    expect((await t.rest('POST', '/api/posts/commentlike', bad)).status).toBe(400);
    expect((await t.rest('POST', '/api/posts/commentlike', { body: { commentNo: comment.no } })).status).toBe(401);
    const theirs = `/api/posts/commentlike/${comment.no}/${other.user.no}`;
    expect((await t.rest('DELETE', theirs, { token: me.token })).status).toBe(403);
    expect(await countsOf(comment.no)).toEqual({ likesCount: 1, rows: 1 });
    const unliked = await t.rest('DELETE', `/api/posts/commentlike/${comment.no}/${me.user.no}`, { token: me.token });
    expect(unliked.body).toEqual({ commentNo: comment.no, liked: false, likesCount: 0 });
    expect((await check(me.user.no)).body).toEqual({ result: false });
    expect((await t.rest('GET', '/api/posts/commentlike/999999', { token: me.token })).status).toBe(404);
  });
});
