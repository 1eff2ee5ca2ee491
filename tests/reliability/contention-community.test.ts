/**
 * Issue 15, suite 4 (community): 100 members like, follow and report at once on one post and its author, over
 * GraphQL and the REST shims, with unlikes, unfollows and repeated reports mixed in. The unit tests race 20
 * (post-like-report.test.ts, follow.test.ts); here every count must still equal its rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../server/src/common/messages.js';
import { Follow } from '../../server/src/modules/community/follow.entity.js';
import { PostLike } from '../../server/src/modules/community/post-like.entity.js';
import { Post } from '../../server/src/modules/community/post.entity.js';
import { Report } from '../../server/src/modules/community/report.entity.js';
import { startTestApp, type TestApp } from '../../server/src/test/harness.js';
import { makePost } from '../../server/src/test/posts.js';
import { insertMembers, type RaceMember } from './contention-members.js';

const MEMBERS = 100;
const SET_LIKE = 'mutation ($no: Int!, $liked: Boolean!) { setPostLike(postNo: $no, liked: $liked) { likesCount } }';
const SET_FOLLOW =
  'mutation ($userNo: Int!, $following: Boolean!) { setFollow(userNo: $userNo, following: $following) { followee { followerCount } } }';
const REPORT = 'mutation ($no: Int!) { reportPost(postNo: $no, category: ADVERTISING) { reportsCount } }';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

interface Outcome {
  call: string;
  member: number;
  /** null when it was done; otherwise the refusal's message. */
  refused: string | null;
  /** Anything but an answer or a refusal the call may get: a 5xx, an unexpected code. */
  wrong?: string;
}

/** Who does what: even members over GraphQL, odd ones over the shims; some undo at the same time or repeat. */
const unlikes = (i: number) => i % 3 === 0;
const unfollows = (i: number) => i % 4 === 0;
const reportsTwice = (i: number) => i % 10 === 0;

describe('contention in the community', () => {
  it('keeps likes, follows and reports equal to their rows under 100 members acting at once', async () => {
    const { user: author, token: authorToken } = await t.member();
    const post = await makePost(t.em(), author);
    const members = await insertMembers(t, MEMBERS);

    const like = (m: RaceMember, i: number, liked: boolean) =>
      i % 2 === 0
        ? viaGraphql(`${liked ? 'like' : 'unlike'}`, i, t.gql(SET_LIKE, { no: post.no, liked }, m.token))
        : viaRest(
            `${liked ? 'like' : 'unlike'}`,
            i,
            liked
              ? t.rest('POST', '/api/posts/postlike', { token: m.token, body: { postNo: post.no, userNo: m.no } })
              : t.rest('DELETE', `/api/posts/postlike/${post.no}/${m.no}`, { token: m.token }),
          );
    const follow = (m: RaceMember, i: number, following: boolean) =>
      i % 2 === 0
        ? viaGraphql('follow', i, t.gql(SET_FOLLOW, { userNo: author.no, following }, m.token))
        : viaRest(
            'follow',
            i,
            following
              ? t.rest('POST', '/api/posts/user/follow', { token: m.token, body: { followeeNo: author.no } })
              : t.rest('DELETE', `/api/posts/user/follow/${author.no}/${m.no}`, { token: m.token }),
          );
    const report = (m: RaceMember, i: number) =>
      i % 2 === 0
        ? viaGraphql('report', i, t.gql(REPORT, { no: post.no }, m.token))
        : viaRest(
            'report',
            i,
            t.rest('POST', '/api/posts/report', { token: m.token, body: { postNo: post.no, category: '홍보' } }),
          );

    const outcomes = await Promise.all(
      members.flatMap((m, i) => [
        like(m, i, true),
        ...(unlikes(i) ? [like(m, i, false)] : []),
        follow(m, i, true),
        ...(unfollows(i) ? [follow(m, i, false)] : []),
        report(m, i),
        ...(reportsTwice(i) ? [report(m, i)] : []),
      ]),
    );

    expect(outcomes.filter((o) => o.wrong).map((o) => `${o.call} by ${o.member}: ${o.wrong}`)).toEqual([]);
    // A repeated report is refused once and only once; nothing else is refused.
    const refused = outcomes.filter((o) => o.refused);
    expect(refused.every((o) => o.call === 'report' && o.refused === MSG.report.already)).toBe(true);
    expect(refused.map((o) => o.member).sort((a, b) => a - b)).toEqual(members.map((_, i) => i).filter(reportsTwice));

    const em = t.em();
    const stored = await em.findOneOrFail(Post, { no: post.no });
    const likeRows = await em.find(PostLike, { post: post.no });
    expect(stored.likesCount).toBe(likeRows.length);
    const likers = new Set(likeRows.map((r) => r.user.unwrap().no));
    expect(members.filter((m, i) => !unlikes(i) && !likers.has(m.no))).toEqual([]);

    expect(stored.reportsCount).toBe(MEMBERS);
    expect(await em.count(Report, { post: post.no })).toBe(MEMBERS);

    const followRows = await em.find(Follow, { followee: author.no });
    const followers = new Set(followRows.map((r) => r.follower.unwrap().no));
    expect(followers.size).toBe(followRows.length);
    expect(members.filter((m, i) => !unfollows(i) && !followers.has(m.no))).toEqual([]);

    // And what the pages show agrees.
    const shown = await t.gql<{ post: { likesCount: number }; profile: { followerCount: number } }>(
      'query ($no: Int!, $userNo: Int!) { post(no: $no) { likesCount } profile(userNo: $userNo) { followerCount } }',
      { no: post.no, userNo: author.no },
      authorToken,
    );
    expect(shown.data).toEqual({
      post: { likesCount: likeRows.length },
      profile: { followerCount: followRows.length },
    });
  });
});

async function viaGraphql(
  call: string,
  member: number,
  answer: Promise<{ status: number; errors?: { message: string; extensions?: { code?: string } }[] }>,
): Promise<Outcome> {
  const res = await answer;
  const error = res.errors?.[0];
  if (res.status !== 200) return { call, member, refused: null, wrong: `HTTP ${res.status}` };
  if (!error) return { call, member, refused: null };
  return error.extensions?.code === 'CONFLICT'
    ? { call, member, refused: error.message }
    : { call, member, refused: error.message, wrong: JSON.stringify(error) };
}

async function viaRest(
  call: string,
  member: number,
  answer: Promise<{ status: number; body: unknown }>,
): Promise<Outcome> {
  const res = await answer;
  if (res.status === 200) return { call, member, refused: null };
  const message = (res.body as { message?: string }).message ?? null;
  return res.status === 409
    ? { call, member, refused: message }
    : { call, member, refused: message, wrong: `${res.status} ${JSON.stringify(res.body)}` };
}
