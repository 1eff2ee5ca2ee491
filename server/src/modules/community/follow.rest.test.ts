import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../common/events.js';
import { MSG } from '../../common/messages.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { follow } from '../../test/posts.js';
import { Follow } from './follow.entity.js';

let t: TestApp;
const created: DomainEvents['follow.created'][] = [];
beforeAll(async () => {
  t = await startTestApp();
  t.app.services.events.on('follow.created', (e) => void created.push(e));
});
afterAll(() => t.close());

type Member = { no: number; nickname: string; pic: string | null; followedByMe?: boolean };
const pairs = (followeeNo: number, followerNo: number) =>
  t.em().count(Follow, { followee: followeeNo, follower: followerNo });

describe('follow shims', () => {
  it('follows with the caller as follower, once however often, and refuses myself, others and strangers', async () => {
    const me = await t.member();
    const star = await t.member();
    const other = await t.member();
    const body = { followeeNo: star.user.no, followerNo: me.user.no };
    const both = await Promise.all(
      [1, 2].map(() => t.rest('POST', '/api/posts/user/follow', { token: me.token, body })),
    );
    expect(both.map((r) => r.body)).toEqual([
      { result: true, followeeNo: star.user.no, followerCount: 1 },
      { result: true, followeeNo: star.user.no, followerCount: 1 },
    ]);
    expect(await pairs(star.user.no, me.user.no)).toBe(1);
    expect(created.filter((e) => e.followeeNo === star.user.no)).toEqual([
      { followerNo: me.user.no, followeeNo: star.user.no },
    ]);

    const post = (b: object, token = me.token) => t.rest('POST', '/api/posts/user/follow', { token, body: b });
    const forOther = await post({ followeeNo: star.user.no, followerNo: other.user.no });
    expect(forOther.status).toBe(403);
    expect(await pairs(star.user.no, other.user.no)).toBe(0);
    const self = await post({ followeeNo: me.user.no, followerNo: me.user.no });
    expect(self).toMatchObject({ status: 400, body: { message: MSG.follow.self } });
    expect((await post({ followeeNo: 999_999 })).status).toBe(404);
    expect((await post({ followeeNo: 'x' })).status).toBe(400);
    expect((await post({ followeeNo: star.user.no, extra: 1 })).status).toBe(400);
    expect((await t.rest('POST', '/api/posts/user/follow', { body })).status).toBe(401);

    const check = (a: number, b: number, token = other.token) =>
      t.rest('GET', `/api/posts/user/follow/${a}/${b}`, { token });
    expect((await check(star.user.no, me.user.no)).body).toEqual({ result: true });
    expect((await check(me.user.no, star.user.no)).body).toEqual({ result: false });
    expect((await t.rest('GET', `/api/posts/user/follow/${star.user.no}/${me.user.no}`)).status).toBe(401);
    expect((await check(0, me.user.no)).status).toBe(400);
  });

  it('ends a follow for the follower or the followee only', async () => {
    const fan = await t.member();
    const star = await t.member();
    const stranger = await t.member();
    await follow(t.em(), fan.user, star.user);
    const end = (token?: string) =>
      t.rest('DELETE', `/api/posts/user/follow/${star.user.no}/${fan.user.no}`, token ? { token } : {});
    expect((await end()).status).toBe(401);
    expect((await end(stranger.token)).status).toBe(403);
    expect(await pairs(star.user.no, fan.user.no)).toBe(1);
    // The follower unfollows.
    expect((await end(fan.token)).body).toEqual({ result: true });
    expect(await pairs(star.user.no, fan.user.no)).toBe(0);
    // The followee removes a follower; repeating it is harmless.
    await follow(t.em(), fan.user, star.user);
    expect((await end(star.token)).body).toEqual({ result: true });
    expect((await end(star.token)).status).toBe(200);
    expect(await pairs(star.user.no, fan.user.no)).toBe(0);
    // Someone else's follower cannot be removed by naming them.
    await follow(t.em(), fan.user, stranger.user);
    const theirs = await t.rest('DELETE', `/api/posts/user/follow/${stranger.user.no}/${fan.user.no}`, {
      token: star.token,
    });
    expect(theirs.status).toBe(403);
    expect(await pairs(stranger.user.no, fan.user.no)).toBe(1);
  });

  it('lists followees and followers, paged by 10 or together with counts', async () => {
    const owner = await t.member();
    const viewer = await t.member();
    const fans = [];
    for (let i = 0; i < 12; i++) {
      const fan = await t.member();
      await follow(t.em(), fan.user, owner.user);
      fans.push(fan);
    }
    await follow(t.em(), owner.user, fans[0]!.user);
    await follow(t.em(), viewer.user, fans[11]!.user);

    const followers = await t.rest('GET', `/api/posts/user/follow/follower/${owner.user.no}?page=0&size=10`, {
      token: viewer.token,
    });
    const page = followers.body as { totalElements: number; totalPages: number; content: Member[] };
    expect(page).toMatchObject({ totalElements: 12, totalPages: 2 });
    expect(page.content).toHaveLength(10);
    expect(page.content[0]).toEqual({
      no: fans[11]!.user.no,
      nickname: fans[11]!.user.nickname,
      pic: null,
      followedByMe: true,
    });
    const second = await t.rest('GET', `/api/posts/user/follow/follower/${owner.user.no}?page=1`, {
      token: viewer.token,
    });
    expect((second.body as { content: Member[] }).content).toHaveLength(2);
    const followees = await t.rest('GET', `/api/posts/user/follow/followee/${owner.user.no}`, { token: viewer.token });
    expect((followees.body as { content: Member[] }).content.map((m) => m.no)).toEqual([fans[0]!.user.no]);

    const overview = await t.rest('GET', `/api/posts/user/follow/${owner.user.no}`, { token: viewer.token });
    expect(overview.body).toMatchObject({ followeeCount: 1, followerCount: 12 });
    const lists = overview.body as { followeeList: Member[]; followerList: Member[] };
    expect(lists.followerList).toHaveLength(12);
    expect(lists.followeeList).toEqual([{ no: fans[0]!.user.no, nickname: fans[0]!.user.nickname, pic: null }]);

    expect((await t.rest('GET', `/api/posts/user/follow/follower/${owner.user.no}`)).status).toBe(401);
    expect((await t.rest('GET', `/api/posts/user/follow/${owner.user.no}`)).status).toBe(401);
    const tooBig = await t.rest('GET', `/api/posts/user/follow/followee/${owner.user.no}?size=101`, {
      token: viewer.token,
    });
    expect(tooBig.status).toBe(400);
    expect((await t.rest('GET', '/api/posts/user/follow/friends/1', { token: viewer.token })).status).toBe(400);
  });
});
