import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { writeComment } from '../../test/comments.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { follow, makePost } from '../../test/posts.js';
import { collect, settle, waitFor, type Received, openedClients } from '../../test/ws.js';
import { Comment } from '../community/comment.entity.js';
import type { User } from '../user/user.entity.js';
import { Alert } from './alert.entity.js';

let t: TestApp;
const sockets = openedClients();
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await sockets.closeAll();
  await t.close();
});

type Live = Received<{ alertReceived: { content: string; category: string; path: string } }>;
const ALERTS = 'subscription { alertReceived { no content category path isRead } }';

/** A member listening to their live alerts. */
async function listener() {
  const member = await t.member();
  const client = await sockets.open(t.url, member.token);
  return { ...member, live: collect(client, ALERTS) as Live };
}

const stored = (user: User) => t.em().find(Alert, { user: user.no }, { orderBy: { no: 'asc' } });
const contents = async (user: User) => (await stored(user)).map((a) => a.content);
/** Live deliveries are awaited by the publishing request; a short pause shows that nothing else arrives. */
const quiet = () => new Promise((r) => setTimeout(r, 150));

describe('community alerts from events', () => {
  it("alerts a post's author of a comment, live and once, but never of their own comment", async () => {
    const author = await listener();
    const commenter = await listener();
    const post = await makePost(t.em(), author.user);
    await settle();
    await writeComment(t, commenter.token, post.no);
    await waitFor(() => author.live.got.length === 1);
    const nickname = commenter.user.nickname!;
    expect(author.live.got[0]!.data!.alertReceived).toMatchObject({
      content: MSG.communityAlert.commented(nickname),
      category: 'COMMUNITY',
      path: `/user/style/detail/${post.no}`,
    });
    await writeComment(t, author.token, post.no, '내 글에 내가');
    await quiet();
    expect(author.live.got).toHaveLength(1);
    expect(commenter.live.got).toHaveLength(0);
    expect(await contents(author.user)).toEqual([MSG.communityAlert.commented(nickname)]);
  });

  it('alerts the comment answered and the post, but one person only once per reply', async () => {
    const author = await listener();
    const b = await listener();
    const c = await listener();
    const post = await makePost(t.em(), author.user);
    await settle();
    const byB = await writeComment(t, b.token, post.no); // author: comment alert
    const byAuthor = await writeComment(t, author.token, post.no); // nobody
    await writeComment(t, c.token, post.no, 'C의 답글', byB.no); // B: reply alert, author: comment alert
    await writeComment(t, c.token, post.no, '작성자 댓글에 답글', byAuthor.no); // author: the reply alert only
    await writeComment(t, b.token, post.no, '내 댓글에 내가', byB.no); // author only, B nothing

    const [bNick, cNick] = [b.user.nickname!, c.user.nickname!];
    const toAuthor = [
      MSG.communityAlert.commented(bNick),
      MSG.communityAlert.commented(cNick),
      MSG.communityAlert.replied(cNick),
      MSG.communityAlert.commented(bNick),
    ];
    expect(await contents(author.user)).toEqual(toAuthor);
    expect(await contents(b.user)).toEqual([MSG.communityAlert.replied(cNick)]);
    await waitFor(() => author.live.got.length === 4 && b.live.got.length === 1);
    await quiet();
    expect(author.live.got.map((e) => e.data!.alertReceived.content)).toEqual(toAuthor);
    expect(b.live.got).toHaveLength(1);
    expect(c.live.got).toHaveLength(0);
  });

  it('alerts a followed member once per follow, and warns a member whose post the admin removed', async () => {
    const followee = await listener();
    const follower = await listener();
    await settle();
    await follow(t.em(), follower.user, followee.user);
    const event = { followerNo: follower.user.no, followeeNo: followee.user.no };
    await t.app.services.events.publish('follow.created', event);
    await t.app.services.events.publish('follow.created', event);
    await waitFor(() => followee.live.got.length === 1);
    expect(followee.live.got[0]!.data!.alertReceived).toMatchObject({
      content: MSG.communityAlert.followed(follower.user.nickname!),
      path: `/user/style/profile/${follower.user.no}`,
    });
    // No follow row, no alert: an event about a follow already undone alerts nobody.
    await t.app.services.events.publish('follow.created', { followerNo: followee.user.no, followeeNo: 999999 });

    const admin = await t.member({ role: Role.ADMIN });
    const post = await makePost(t.em(), followee.user);
    await t.gql('mutation ($no: Int!) { deletePost(no: $no) }', { no: post.no }, admin.token);
    await t.app.services.events.publish('post.removedByAdmin', { postNo: post.no, userNo: followee.user.no });
    await waitFor(() => followee.live.got.length === 2);
    await quiet();
    expect(followee.live.got[1]!.data!.alertReceived.content).toBe(MSG.communityAlert.postRemoved);
    expect(await contents(followee.user)).toHaveLength(2);
    expect(follower.live.got).toHaveLength(0);
  });
});

describe('the old alert shims', () => {
  it('re-derive only what the caller did, never twice, and refuse fakes', async () => {
    const author = await t.member();
    const me = await t.member();
    const other = await t.member();
    const post = await makePost(t.em(), author.user);
    const mine = await writeComment(t, me.token, post.no);
    const call = (path: string, body: object, token = me.token) => t.rest('POST', path, { token, body });
    const onPost = `/api/alert/reply/post/${me.user.no}`;

    expect((await call(onPost, { commentNo: mine.no })).body).toEqual({ result: false });
    expect((await call(`/api/alert/reply/post/${other.user.no}`, { commentNo: mine.no })).status).toBe(403);
    expect((await call(`/api/alert/reply/post/${other.user.no}`, { commentNo: mine.no }, other.token)).status).toBe(
      404,
    );
    expect((await call(onPost, { commentNo: 999999 })).status).toBe(404);
    expect((await call(onPost, { commentNo: mine.no, userNo: author.user.no })).status).toBe(400);
    expect((await t.rest('POST', onPost, { body: { commentNo: mine.no } })).status).toBe(401);
    expect(await stored(author.user)).toHaveLength(1);

    // A comment stored without its event (a subscriber that never ran): the shim creates its alert once, however
    // many ask at the same time.
    const em = t.em();
    const silent = em.create(Comment, { post: post.no, user: me.user.no, content: '조용한 댓글' });
    await em.flush();
    const racing = await Promise.all([1, 2, 3, 4, 5].map(() => call(onPost, { commentNo: silent.no })));
    expect(racing.map((r) => r.body).filter((b) => (b as { result: boolean }).result)).toHaveLength(1);
    expect((await call(onPost, { commentNo: silent.no })).body).toEqual({ result: false });
    expect(await stored(author.user)).toHaveLength(2);

    // Deleting an alert does not let it be asked for again.
    const [first] = await stored(author.user);
    await t.gql('mutation ($no: Int!) { deleteAlert(no: $no) }', { no: first!.no }, author.token);
    expect((await call(onPost, { commentNo: mine.no })).body).toEqual({ result: false });
    const listed = await t.gql<{ myAlerts: { totalElements: number } }>(
      '{ myAlerts { totalElements } }',
      {},
      author.token,
    );
    expect(listed.data!.myAlerts.totalElements).toBe(1);
  });

  it('re-derive a reply alert only for a reply, and a follow alert only for a follow the caller holds', async () => {
    const author = await t.member();
    const me = await t.member();
    const post = await makePost(t.em(), author.user);
    const top = await writeComment(t, author.token, post.no);
    const reply = await writeComment(t, me.token, post.no, '답글', top.no);
    const recomment = `/api/alert/reply/recomment/${me.user.no}`;
    const call = (path: string, body: object) => t.rest('POST', path, { token: me.token, body });
    expect((await call(recomment, { commentNo: reply.no })).body).toEqual({ result: false });
    expect((await call(`/api/alert/reply/recomment/${author.user.no}`, { commentNo: reply.no })).status).toBe(403);
    expect((await call(recomment, { commentNo: top.no })).status).toBe(404);
    expect(await contents(author.user)).toEqual([MSG.communityAlert.replied(me.user.nickname!)]);

    const followPath = `/api/alert/follow/from/${me.user.no}`;
    expect((await call(followPath, { followeeNo: author.user.no })).status).toBe(404);
    await follow(t.em(), me.user, author.user);
    expect((await call(followPath, { followeeNo: author.user.no })).body).toEqual({ result: true });
    expect((await call(followPath, { followeeNo: author.user.no })).body).toEqual({ result: false });
    expect((await call(`/api/alert/follow/from/${author.user.no}`, { followeeNo: me.user.no })).status).toBe(403);
    expect((await call(followPath, { followeeNo: 'x' })).status).toBe(400);
    expect(await contents(author.user)).toHaveLength(2);
  });
});
