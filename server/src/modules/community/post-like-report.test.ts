import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { PostLike } from './post-like.entity.js';
import { Post } from './post.entity.js';
import { makePost } from '../../test/posts.js';
import { Report } from './report.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SET_LIKE =
  'mutation ($no: Int!, $liked: Boolean!) { setPostLike(postNo: $no, liked: $liked) { postNo liked likesCount } }';
const REPORT =
  'mutation ($no: Int!, $category: ReportCategory!) { reportPost(postNo: $no, category: $category) { reportsCount hiddenByReports } }';

const countsOf = async (no: number) => {
  const em = t.em();
  const post = await em.findOneOrFail(Post, { no });
  return { likesCount: post.likesCount, rows: await em.count(PostLike, { post: no }) };
};

describe('likes', () => {
  it('keeps the count equal to the rows under 20 concurrent likes and unlikes by the same and different members', async () => {
    const { user } = await t.member();
    const post = await makePost(t.em(), user);
    const members = await Promise.all([1, 2, 3, 4].map(() => t.member()));
    const calls = Array.from({ length: 20 }, (_, i) => ({ token: members[i % 4]!.token, liked: i % 3 !== 2 }));
    const results = await Promise.all(calls.map((c) => t.gql(SET_LIKE, { no: post.no, liked: c.liked }, c.token)));
    expect(results.every((r) => !r.errors)).toBe(true);
    const after = await countsOf(post.no);
    expect(after.likesCount).toBe(after.rows);
    expect(after.likesCount).toBeGreaterThanOrEqual(0);

    // Repeats change nothing; unliking what was never liked never goes below zero.
    const one = members[0]!.token;
    await t.gql(SET_LIKE, { no: post.no, liked: false }, one);
    const base = (await countsOf(post.no)).likesCount;
    const twice = await Promise.all([1, 2, 3].map(() => t.gql(SET_LIKE, { no: post.no, liked: true }, one)));
    expect(twice.map((r) => (r.data as { setPostLike: { likesCount: number } }).setPostLike.likesCount)).toContain(
      base + 1,
    );
    expect(await countsOf(post.no)).toEqual({ likesCount: base + 1, rows: base + 1 });
    await Promise.all([1, 2, 3].map(() => t.gql(SET_LIKE, { no: post.no, liked: false }, one)));
    expect(await countsOf(post.no)).toEqual({ likesCount: base, rows: base });
  });

  it('likes through the shims and refuses naming another member', async () => {
    const { user } = await t.member();
    const me = await t.member();
    const other = await t.member();
    const post = await makePost(t.em(), user);
    const liked = await t.rest('POST', '/api/posts/postlike', {
      token: me.token,
      body: { postNo: post.no, userNo: me.user.no },
    });
    expect(liked.body).toEqual({ postNo: post.no, liked: true, likesCount: 1 });
    expect((await t.rest('GET', `/api/posts/postlike/${post.no}`, { token: me.token })).body).toEqual({
      postNo: post.no,
      likesCount: 1,
    });
    const check = (no: number, token = me.token) =>
      t.rest('GET', `/api/posts/postlike/check/${post.no}/${no}`, { token });
    expect((await check(me.user.no)).body).toEqual({ result: true });
    expect((await check(me.user.no, other.token)).status).toBe(403);
    const forOther = { token: me.token, body: { postNo: post.no, userNo: other.user.no } };
    expect((await t.rest('POST', '/api/posts/postlike', forOther)).status).toBe(403);
    expect(
      (await t.rest('DELETE', `/api/posts/postlike/${post.no}/${other.user.no}`, { token: me.token })).status,
    ).toBe(403);
    const unliked = await t.rest('DELETE', `/api/posts/postlike/${post.no}/${me.user.no}`, { token: me.token });
    expect(unliked.body).toEqual({ postNo: post.no, liked: false, likesCount: 0 });
    expect((await check(me.user.no)).body).toEqual({ result: false });
    expect((await t.rest('GET', '/api/posts/postlike/999999', { token: me.token })).status).toBe(404);
  });
});

describe('reports', () => {
  it('refuses reporting my own post and reporting twice', async () => {
    const { user, token } = await t.member();
    const other = await t.member();
    const post = await makePost(t.em(), user);
    const own = await t.gql(REPORT, { no: post.no, category: 'INSULT' }, token);
    expect(own.errors?.[0]).toMatchObject({ message: MSG.report.ownPost, extensions: { code: 'FORBIDDEN' } });
    const both = await Promise.all(
      [1, 2].map(() =>
        t.rest('POST', '/api/posts/report', {
          token: other.token,
          body: { postNo: post.no, userNo: other.user.no, category: '홍보' },
        }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body).toMatchObject({ message: MSG.report.already });
    expect((await t.em().findOneOrFail(Post, { no: post.no })).reportsCount).toBe(1);
    expect(await t.em().count(Report, { post: post.no })).toBe(1);
    const check = await t.rest('GET', `/api/posts/report/${other.user.no}/${post.no}`, { token: other.token });
    expect(check.body).toEqual({ result: true });
    expect((await t.rest('GET', `/api/posts/report/${other.user.no}/${post.no}`, { token })).status).toBe(403);
    const bad = { postNo: post.no, category: '기타' };
    expect((await t.rest('POST', '/api/posts/report', { token: other.token, body: bad })).status).toBe(400);
  });

  it('takes a post out of the feed at the sixth report', async () => {
    const { user } = await t.member();
    const post = await makePost(t.em(), user);
    const reporters = await Promise.all([1, 2, 3, 4, 5, 6].map(() => t.member()));
    const categories = ['INSULT', 'ADVERTISING', 'OBSCENE'];
    const inFeed = async (token: string) => {
      const res = await t.gql<{ feed: { content: { no: number }[] } }>(
        '{ feed(size: 100) { content { no } } }',
        {},
        token,
      );
      return res.data!.feed.content.some((p) => p.no === post.no);
    };
    for (const [i, r] of reporters.entries()) {
      const res = await t.gql<{ reportPost: { reportsCount: number; hiddenByReports: boolean } }>(
        REPORT,
        { no: post.no, category: categories[i % 3] },
        r.token,
      );
      expect(res.data!.reportPost).toEqual({ reportsCount: i + 1, hiddenByReports: i + 1 > 5 });
      expect(await inFeed(r.token)).toBe(i + 1 <= 5);
    }
    const stored = await t.em().find(Report, { post: post.no });
    expect(new Set(stored.map((r) => r.category))).toEqual(new Set(['욕설', '홍보', '선정성']));
  });
});
