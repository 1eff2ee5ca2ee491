import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { follow, makePost } from '../../test/posts.js';
import { User } from '../user/user.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PROFILE = `query ($no: Int!, $page: Int) {
  profile(userNo: $no) {
    no nickname bio pic withdrawn followerCount followeeCount postCount followedByMe isMe
  }
  profilePosts(userNo: $no, page: $page) {
    totalElements totalPages size content { no pic preview(length: 50) likesCount commentsCount }
  }
}`;
type ProfileData = {
  profile: Record<string, unknown> & { postCount: number; followerCount: number };
  profilePosts: { totalElements: number; totalPages: number; size: number; content: { no: number }[] };
};

describe('profiles', () => {
  it('shows public fields, counts and a grid of visible posts, newest first, in fixed statements', async () => {
    const owner = await t.member({ nickname: '프로필주인' });
    const me = await t.member();
    await t.em().nativeUpdate(User, { no: owner.user.no }, { bio: '안녕하세요', pic: '/uploads/profile/a.png' });
    const day = (d: number) => new Date(Date.UTC(2026, 0, d));
    const older = await makePost(t.em(), owner.user, { date: day(1) });
    const newer = await makePost(t.em(), owner.user, { date: day(2) });
    await makePost(t.em(), owner.user, { deleted: true });
    await makePost(t.em(), owner.user, { reportsCount: 6 });
    await follow(t.em(), me.user, owner.user);

    const small = await t.gql<ProfileData>(PROFILE, { no: owner.user.no }, me.token);
    expect(small.errors).toBeUndefined();
    expect(small.data!.profile).toEqual({
      no: owner.user.no,
      nickname: '프로필주인',
      bio: '안녕하세요',
      pic: '/uploads/profile/a.png',
      withdrawn: false,
      followerCount: 1,
      followeeCount: 0,
      postCount: 2,
      followedByMe: true,
      isMe: false,
    });
    expect(small.data!.profilePosts.content.map((p) => p.no)).toEqual([newer.no, older.no]);

    // Many more posts, followers and followees: the same statements.
    for (let i = 0; i < 25; i++) await makePost(t.em(), owner.user, { date: day(3 + i) });
    for (let i = 0; i < 6; i++) {
      const other = await t.member();
      await follow(t.em(), other.user, owner.user);
      await follow(t.em(), owner.user, other.user);
    }
    const full = await t.gql<ProfileData>(PROFILE, { no: owner.user.no }, me.token);
    expect(full.data!.profile).toMatchObject({ followerCount: 7, followeeCount: 6, postCount: 27 });
    expect(full.data!.profilePosts).toMatchObject({ totalElements: 27, totalPages: 2, size: 20 });
    expect(full.data!.profilePosts.content).toHaveLength(20);
    expect(full.statements).toBe(small.statements);
    // The viewer, the profile with its counts, the grid's rows and its count.
    expect(full.statements).toBe(4);
    const mine = await t.gql<ProfileData>(PROFILE, { no: me.user.no }, me.token);
    expect(mine.data!.profile).toMatchObject({ isMe: true, followedByMe: false, followeeCount: 1 });
  });

  it('answers a withdrawn member as withdrawn, without personal fields or posts', async () => {
    const gone = await t.member();
    const me = await t.member();
    await makePost(t.em(), gone.user);
    await t
      .em()
      .nativeUpdate(User, { no: gone.user.no }, { withdrawnAt: new Date(), nickname: null, bio: '남은 소개' });
    const res = await t.gql<ProfileData>(PROFILE, { no: gone.user.no }, me.token);
    expect(res.data!.profile).toMatchObject({
      nickname: MSG.profile.withdrawnMember,
      withdrawn: true,
      bio: null,
      pic: null,
      postCount: 0,
      followerCount: 0,
    });
    expect(res.data!.profilePosts.totalElements).toBe(0);
  });

  it('never offers private fields, refuses visitors and answers 404 for an unknown member', async () => {
    const { user, token } = await t.member();
    const leak = await t.gql('query ($no: Int!) { profile(userNo: $no) { email } }', { no: user.no }, token);
    expect(leak.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const missing = await t.gql(PROFILE, { no: 999_999 }, token);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(PROFILE, { no: user.no })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
