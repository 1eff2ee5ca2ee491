import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { follow, makePost, PNG } from '../../test/posts.js';
import { User } from '../user/user.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The original client's profile form: the JSON part `userDto` and the file part `profileImage`. */
async function putProfile(userNo: number, token: string | undefined, dto: object, image?: Buffer) {
  const form = new FormData();
  form.set('userDto', new Blob([JSON.stringify(dto)], { type: 'application/json' }));
  if (image) form.set('profileImage', new Blob([image], { type: 'image/png' }), 'me.png');
  const res = await fetch(`${t.url}/api/posts/user/${userNo}`, {
    method: 'PUT',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const PRIVATE = ['email', 'tel', 'address', 'zipcode', 'name', 'id', 'pwd'];

describe('profile shims', () => {
  it('shows a profile with counts and its grid of 20, without private fields', async () => {
    const owner = await t.member({ nickname: '그리드' });
    const me = await t.member();
    for (let i = 0; i < 22; i++) await makePost(t.em(), owner.user, { content: `${i}`.repeat(60) });
    await makePost(t.em(), owner.user, { deleted: true });
    await follow(t.em(), me.user, owner.user);
    const res = await t.rest('GET', `/api/posts/user/${owner.user.no}`, { token: me.token });
    expect(res.status).toBe(200);
    const body = res.body as Record<string, unknown> & { posts: { totalElements: number; content: object[] } };
    expect(body).toMatchObject({
      no: owner.user.no,
      nickname: '그리드',
      withdrawn: false,
      followerCount: 1,
      followeeCount: 0,
      postCount: 22,
      followedByMe: true,
      isMe: false,
      idK: null,
      idN: null,
    });
    expect(body.posts.totalElements).toBe(22);
    expect(body.posts.content).toHaveLength(20);
    expect(body.posts.content[0]).toMatchObject({ userNickname: '그리드', preview: '21'.repeat(25) });
    for (const key of PRIVATE) expect(body).not.toHaveProperty(key);
    const page2 = await t.rest('GET', `/api/posts/user/${owner.user.no}?page=1&size=20`, { token: me.token });
    expect((page2.body as typeof body).posts.content).toHaveLength(2);

    expect((await t.rest('GET', `/api/posts/user/${owner.user.no}`)).status).toBe(401);
    expect((await t.rest('GET', '/api/posts/user/999999', { token: me.token })).status).toBe(404);
    expect((await t.rest('GET', `/api/posts/user/${owner.user.no}?size=500`, { token: me.token })).status).toBe(400);
  });

  it('answers the social link ids the withdrawal unlinks to the member and the admin, null to others', async () => {
    const owner = await t.member();
    const admin = await t.member({ role: Role.ADMIN });
    const other = await t.member();
    const em = t.em();
    const row = await em.findOneOrFail(User, { no: owner.user.no });
    Object.assign(row, { idK: 'kakao-profile-1', idN: 'naver-profile-1' });
    await em.flush();
    const linksFor = async (token: string) => {
      const res = await t.rest('GET', `/api/posts/user/${owner.user.no}`, { token });
      const { idK, idN } = res.body as { idK: unknown; idN: unknown };
      return { status: res.status, idK, idN, statements: res.statements };
    };
    const own = await linksFor(owner.token);
    expect(own).toMatchObject({ status: 200, idK: 'kakao-profile-1', idN: 'naver-profile-1' });
    expect(await linksFor(admin.token)).toMatchObject({ idK: 'kakao-profile-1', idN: 'naver-profile-1' });
    // Asked right after the owner (a kept answer would show): someone else gets none, and no statement reads them.
    const others = await linksFor(other.token);
    expect(others).toMatchObject({ status: 200, idK: null, idN: null, statements: own.statements - 1 });
  });

  it('edits only my own profile, with the nickname and bio rules and a checked picture', async () => {
    const me = await t.member();
    const other = await t.member({ nickname: '선점한이름' });
    const saved = await putProfile(me.user.no, me.token, { nickname: ' 새이름 ', bio: '소개글' }, PNG);
    expect(saved).toMatchObject({
      status: 200,
      body: { isSuccess: true, message: MSG.profile.updated, nickname: '새이름', bio: '소개글', isMe: true },
    });
    expect(saved.body.pic).toMatch(/^\/uploads\/profile\/.+\.png$/);

    const stored = () => t.em().findOneOrFail(User, { no: me.user.no });
    const before = await stored();
    const refused = [
      [other.user.no, me.token, { nickname: '남의것' }, 403, MSG.auth.forbidden],
      [me.user.no, undefined, { nickname: '손님' }, 401, MSG.auth.loginRequired],
      [me.user.no, me.token, { nickname: '가'.repeat(11) }, 400, MSG.profile.nicknameTooLong],
      [me.user.no, me.token, { bio: '가'.repeat(31) }, 400, MSG.profile.bioTooLong],
      [me.user.no, me.token, { nickname: '선점한이름' }, 409, MSG.profile.nicknameTaken],
      [me.user.no, me.token, { nickname: '이름', role: 'ADMIN' }, 400, MSG.common.unknownField('role')],
    ] as const;
    for (const [no, token, dto, status, message] of refused) {
      expect(await putProfile(no, token, dto), JSON.stringify(dto)).toMatchObject({ status, body: { message } });
    }
    const notImage = await putProfile(me.user.no, me.token, { nickname: '바꿈' }, Buffer.from('<svg/>'));
    expect(notImage).toMatchObject({ status: 400, body: { message: MSG.upload.badType } });
    expect(await stored()).toMatchObject({ nickname: before.nickname, bio: before.bio, pic: before.pic });
    expect((await t.em().findOneOrFail(User, { no: other.user.no })).nickname).toBe('선점한이름');
  });
});
