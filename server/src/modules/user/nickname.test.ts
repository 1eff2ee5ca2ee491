import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages.js';
import { startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const AVAILABLE = 'query ($nickname: String!) { nicknameAvailable(nickname: $nickname) }';
const check = (nickname: string, token?: string) =>
  t.rest('GET', `/api/nickname/check/${encodeURIComponent(nickname)}`, token ? { token } : {});

describe('nickname check', () => {
  it('tells whether another member uses a nickname; my own counts as free', async () => {
    const me = await t.member({ nickname: '내닉네임' });
    await t.member({ nickname: '남의닉네임' });
    expect((await check('남의닉네임', me.token)).body).toEqual({ exists: true });
    expect((await check(' 남의닉네임 ', me.token)).body).toEqual({ exists: true });
    expect((await check('내닉네임', me.token)).body).toEqual({ exists: false });
    expect((await check('빈닉네임', me.token)).body).toEqual({ exists: false });
    const gql = async (nickname: string) =>
      (await t.gql<{ nicknameAvailable: boolean }>(AVAILABLE, { nickname }, me.token)).data?.nicknameAvailable;
    expect(await gql('남의닉네임')).toBe(false);
    expect(await gql('내닉네임')).toBe(true);
    expect(await gql('빈닉네임')).toBe(true);
  });

  it('refuses visitors, blank and over-long nicknames', async () => {
    const { token } = await t.member();
    expect((await check('누구')).status).toBe(401);
    expect((await t.gql(AVAILABLE, { nickname: '누구' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await check('가'.repeat(11), token)).toMatchObject({
      status: 400,
      body: { message: MSG.profile.nicknameTooLong },
    });
    expect((await check(' ', token)).status).toBe(400);
    expect((await check('a\u0000b', token)).status).toBe(400);
    // A broken percent-encoding in the path.
    expect((await t.rest('GET', '/api/nickname/check/%E0%A4%A', { token })).status).toBe(400);
    const blank = await t.gql(AVAILABLE, { nickname: '  ' }, token);
    expect(blank.errors?.[0]).toMatchObject({
      message: MSG.profile.nicknameRequired,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const long = await t.gql(AVAILABLE, { nickname: '가'.repeat(11) }, token);
    expect(long.errors?.[0]?.message).toBe(MSG.profile.nicknameTooLong);
  });

  it('is limited like the other existence checks: 60 a minute per address', async () => {
    const { token } = await t.member();
    // The earlier tests of this file used some of the minute already; use up the rest.
    let status = 200;
    for (let i = 0; i < 60 && status === 200; i++) status = (await check(`이름${i}`, token)).status;
    expect(status).toBe(429);
    expect((await t.gql(AVAILABLE, { nickname: '또이름' }, token)).errors?.[0]?.extensions?.code).toBe(
      'TOO_MANY_REQUESTS',
    );
  });
});
