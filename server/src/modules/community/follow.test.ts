import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../common/events.js';
import { MSG } from '../../common/messages.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { follow } from '../../test/posts.js';
import { User } from '../user/user.entity.js';
import { Follow } from './follow.entity.js';

let t: TestApp;
const created: DomainEvents['follow.created'][] = [];
beforeAll(async () => {
  t = await startTestApp();
  t.app.services.events.on('follow.created', (e) => void created.push(e));
});
afterAll(() => t.close());

const SET_FOLLOW = `mutation ($userNo: Int!, $following: Boolean!) {
  setFollow(userNo: $userNo, following: $following) {
    followee { no followedByMe followerCount }
    follower { no followeeCount }
  }
}`;
type SetFollow = {
  setFollow: {
    followee: { no: number; followedByMe: boolean; followerCount: number };
    follower: { no: number; followeeCount: number };
  };
};
const LIST = `query ($userNo: Int!, $kind: FollowKind!, $page: Int) {
  followList(userNo: $userNo, kind: $kind, page: $page) {
    totalElements totalPages size content { no nickname pic withdrawn followedByMe }
  }
}`;
type Member = { no: number; nickname: string; pic: string | null; withdrawn: boolean; followedByMe: boolean };
type List = { followList: { totalElements: number; totalPages: number; size: number; content: Member[] } };

const rows = (followeeNo: number) => t.em().count(Follow, { followee: followeeNo });
const eventsFor = (followeeNo: number) => created.filter((e) => e.followeeNo === followeeNo);

describe('following', () => {
  it('follows and unfollows, answering both sides, and announces only a new follow', async () => {
    const me = await t.member();
    const star = await t.member();
    const set = (following: boolean) => t.gql<SetFollow>(SET_FOLLOW, { userNo: star.user.no, following }, me.token);
    const first = await set(true);
    expect(first.data!.setFollow).toEqual({
      followee: { no: star.user.no, followedByMe: true, followerCount: 1 },
      follower: { no: me.user.no, followeeCount: 1 },
    });
    // The viewer; begin, the conditional insert, the event's outbox row, commit; the follow alert (the follower's
    // nickname, the insert), which the subscriber stores before the answer leaves, and the outbox row's delete; both
    // profiles.
    expect(first.statements).toBe(9);
    expect((await set(true)).data!.setFollow.followee.followerCount).toBe(1);
    expect(eventsFor(star.user.no)).toEqual([{ followerNo: me.user.no, followeeNo: star.user.no }]);
    const off = await set(false);
    expect(off.data!.setFollow).toMatchObject({ followee: { followedByMe: false, followerCount: 0 } });
    expect((await set(false)).errors).toBeUndefined();
    expect(await rows(star.user.no)).toBe(0);
  });

  it('keeps one row per pair and counts equal to rows under 20 concurrent follows and unfollows', async () => {
    const star = await t.member();
    const fans = await Promise.all([1, 2, 3, 4].map(() => t.member()));
    const calls = Array.from({ length: 20 }, (_, i) => ({ fan: fans[i % 4]!, following: i % 5 !== 4 }));
    const results = await Promise.all(
      calls.map((c) => t.gql<SetFollow>(SET_FOLLOW, { userNo: star.user.no, following: c.following }, c.fan.token)),
    );
    expect(results.every((r) => !r.errors)).toBe(true);
    const stored = await rows(star.user.no);
    const profile = await t.gql<{ profile: { followerCount: number } }>(
      'query ($no: Int!) { profile(userNo: $no) { followerCount } }',
      { no: star.user.no },
      star.token,
    );
    expect(profile.data!.profile.followerCount).toBe(stored);

    // One fan repeating the follow 20 times at once: one row, one alert event.
    const fan = await t.member();
    const before = eventsFor(star.user.no).length;
    const repeats = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.gql<SetFollow>(SET_FOLLOW, { userNo: star.user.no, following: true }, fan.token),
      ),
    );
    expect(repeats.every((r) => r.data?.setFollow.followee.followedByMe)).toBe(true);
    expect(await t.em().count(Follow, { followee: star.user.no, follower: fan.user.no })).toBe(1);
    expect(eventsFor(star.user.no).filter((e) => e.followerNo === fan.user.no)).toHaveLength(1);
    expect(eventsFor(star.user.no).length - before).toBe(1);
  });

  it('refuses following myself (400), a missing or withdrawn member (404), and visitors (401)', async () => {
    const me = await t.member();
    const gone = await t.member();
    await t.em().nativeUpdate(User, { no: gone.user.no }, { withdrawnAt: new Date(), nickname: null });
    const self = await t.gql(SET_FOLLOW, { userNo: me.user.no, following: true }, me.token);
    expect(self.errors?.[0]).toMatchObject({ message: MSG.follow.self, extensions: { code: 'BAD_USER_INPUT' } });
    for (const userNo of [gone.user.no, 999_999]) {
      const res = await t.gql(SET_FOLLOW, { userNo, following: true }, me.token);
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect(await t.em().count(Follow, { follower: me.user.no })).toBe(0);
    const visitor = await t.gql(SET_FOLLOW, { userNo: gone.user.no, following: true });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('follow lists', () => {
  it('pages 10 at a time, newest first, with the withdrawn label and my follows, in fixed statements', async () => {
    const owner = await t.member();
    const me = await t.member();
    const fans: { user: User; token: string }[] = [];
    for (let i = 0; i < 3; i++) fans.push(await t.member());
    for (const f of fans) await follow(t.em(), f.user, owner.user);
    await follow(t.em(), me.user, fans[0]!.user);
    const list = (page = 0) => t.gql<List>(LIST, { userNo: owner.user.no, kind: 'FOLLOWER', page }, me.token);
    const small = await list();
    expect(small.data!.followList.content.map((m) => m.no)).toEqual([
      fans[2]!.user.no,
      fans[1]!.user.no,
      fans[0]!.user.no,
    ]);
    expect(small.data!.followList.content[2]).toMatchObject({ nickname: fans[0]!.user.nickname, followedByMe: true });

    for (let i = 0; i < 12; i++) {
      const fan = await t.member();
      await follow(t.em(), fan.user, owner.user);
      if (i % 2) await follow(t.em(), me.user, fan.user);
    }
    const gone = fans[1]!.user.no;
    await t.em().nativeUpdate(User, { no: gone }, { withdrawnAt: new Date(), nickname: null, pic: null });
    const full = await list();
    expect(full.data!.followList).toMatchObject({ totalElements: 15, totalPages: 2, size: 10 });
    expect(full.data!.followList.content).toHaveLength(10);
    expect(full.statements).toBe(small.statements);
    // The viewer, the page with its members, the count, "followed by me".
    expect(full.statements).toBe(4);
    const last = (await list(1)).data!.followList.content;
    expect(last.find((m) => m.no === gone)).toMatchObject({ nickname: MSG.profile.withdrawnMember, withdrawn: true });

    const followees = await t.gql<List>(LIST, { userNo: me.user.no, kind: 'FOLLOWEE' }, owner.token);
    expect(followees.data!.followList.totalElements).toBe(7);
    expect(followees.data!.followList.content.every((m) => !m.followedByMe)).toBe(true);
  });

  it('lets the owner remove a follower, and refuses a visitor and bad sizes', async () => {
    const owner = await t.member();
    const fan = await t.member();
    await follow(t.em(), fan.user, owner.user);
    const REMOVE = 'mutation ($no: Int!) { removeFollower(userNo: $no) { no followerCount } }';
    const res = await t.gql(REMOVE, { no: fan.user.no }, owner.token);
    expect(res.data).toEqual({ removeFollower: { no: owner.user.no, followerCount: 0 } });
    expect(await rows(owner.user.no)).toBe(0);
    expect((await t.gql(REMOVE, { no: fan.user.no })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const big = await t.gql(
      'query ($no: Int!) { followList(userNo: $no, kind: FOLLOWER, size: 101) { totalPages } }',
      { no: owner.user.no },
      owner.token,
    );
    expect(big.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await t.gql(LIST, { userNo: owner.user.no, kind: 'FOLLOWER' })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
