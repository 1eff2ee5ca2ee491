import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages.js';
import { startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ UPLOAD_MAX_BYTES: String(64 * 1024) });
});
afterAll(() => t.close());

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const MUTATION =
  'mutation ($input: ProfileInput!, $image: Upload) { updateMyProfile(input: $input, image: $image) { no nickname bio pic } }';

/** The GraphQL multipart request spec, as apollo-upload-client sends it. */
async function upload(
  token: string | undefined,
  input: object,
  file: { data: Buffer; name: string; type: string } | null,
) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: MUTATION, variables: { input, image: null } }));
  form.set('map', JSON.stringify(file ? { 0: ['variables.image'] } : {}));
  if (file) form.set('0', new Blob([file.data], { type: file.type }), file.name);
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  return (await res.json()) as {
    data?: { updateMyProfile: { pic: string; nickname: string } };
    errors?: { message: string; extensions: { code: string } }[];
  };
}

describe('profile upload', () => {
  it('stores an uploaded image and serves it back under /uploads/', async () => {
    const { token } = await t.member();
    const res = await upload(
      token,
      { nickname: '업로더', bio: '안녕하세요' },
      { data: PNG, name: 'me.png', type: 'image/png' },
    );
    expect(res.errors).toBeUndefined();
    const pic = res.data!.updateMyProfile.pic;
    expect(pic).toMatch(/^\/uploads\/profile\/[0-9a-f-]+\.png$/);
    const served = await fetch(`${t.url}${pic}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses a file that is not an image, whatever it claims, and changes nothing', async () => {
    const { token, user } = await t.member();
    const res = await upload(
      token,
      { nickname: '바꿀이름' },
      { data: Buffer.from('<script>alert(1)</script>'), name: 'x.png', type: 'image/png' },
    );
    expect(res.errors?.[0]).toMatchObject({ message: MSG.upload.badType, extensions: { code: 'BAD_USER_INPUT' } });
    const after = await t.em().findOneOrFail('User', { no: user.no });
    expect(after).toMatchObject({ nickname: user.nickname, pic: null });
  });

  it('refuses a file over the size limit', async () => {
    const { token } = await t.member();
    const big = Buffer.concat([PNG, Buffer.alloc(70 * 1024)]);
    const res = await upload(token, {}, { data: big, name: 'big.png', type: 'image/png' });
    expect(res.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('checks nickname length and uniqueness', async () => {
    const { user: taken } = await t.member();
    const { token } = await t.member();
    const long = await upload(token, { nickname: '열한글자가넘는닉네임이다' }, null);
    expect(long.errors?.[0]?.message).toBe(MSG.profile.nicknameTooLong);
    const longBio = await upload(token, { bio: '가'.repeat(31) }, null);
    expect(longBio.errors?.[0]?.message).toBe(MSG.profile.bioTooLong);
    const dupe = await upload(token, { nickname: taken.nickname }, null);
    expect(dupe.errors?.[0]).toMatchObject({ message: MSG.profile.nicknameTaken, extensions: { code: 'CONFLICT' } });
  });

  it('needs a signed-in member', async () => {
    const res = await upload(undefined, { nickname: '손님' }, null);
    expect(res.errors?.[0]).toMatchObject({ message: MSG.auth.loginRequired, extensions: { code: 'UNAUTHENTICATED' } });
  });
});
