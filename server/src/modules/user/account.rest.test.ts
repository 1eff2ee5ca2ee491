import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { signToken } from '../../context/token.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { User } from './user.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Shown = Record<string, unknown>;
const path = (no: number) => `/api/user/update/${no}`;
const stored = (no: number) => t.em().findOneOrFail(User, { no }, { populate: ['pwd'] });
const signIn = async (id: string, pwd: string) =>
  (await t.rest('POST', '/api/user/auth/login', { body: { id, pwd } })).status;

/** The spec's profile form: what GET /api/user/update answered, as the form read it. */
async function readForm(no: number, token: string): Promise<Shown> {
  const got = await t.rest('GET', path(no), { token });
  expect(got.status).toBe(200);
  return got.body as Shown;
}

describe('PUT /api/user/update/{userNo} as the spec’s client sends it', () => {
  it('takes back exactly what the GET answered and changes nothing', async () => {
    const { user, token } = await t.member({ pwd: 'old12!@', name: '그대로' });
    const before = await stored(user.no);
    const form = await readForm(user.no, token);
    const put = await t.rest('PUT', path(user.no), { token, body: form });
    expect(put).toMatchObject({ status: 200, body: { result: true, message: MSG.account.updated, user: form } });
    const after = await stored(user.no);
    expect(after).toMatchObject({ tel: before.tel, address: before.address, pwd: before.pwd, tokenVersion: 0 });
  });

  it('saves the member’s edits with the whole User shape; empty pwd and pwd_chk keep the password', async () => {
    const { user, token } = await t.member({ pwd: 'old12!@', name: '수정' });
    const form = await readForm(user.no, token);
    const body = {
      ...form,
      pwd: '',
      pwd_chk: '',
      tel: '010-2222-3333',
      zipcode: '04524',
      address: '서울특별시 중구 세종대로 110 3층',
      addr_end: '3층',
    };
    const put = await t.rest('PUT', path(user.no), { token, body });
    expect(put).toMatchObject({ status: 200, body: { result: true, user: { tel: '010-2222-3333' } } });
    expect(await stored(user.no)).toMatchObject({ zipcode: '04524', address: '서울특별시 중구 세종대로 110 3층' });
    expect(await signIn(user.id!, 'old12!@')).toBe(200);

    // A body whose address does not carry the detail yet gets it joined with one space (§5).
    const unjoined = { ...form, address: '부산광역시 해운대구 센텀로 1', addr_end: ' 101호 ' };
    expect((await t.rest('PUT', path(user.no), { token, body: unjoined })).status).toBe(200);
    expect((await stored(user.no)).address).toBe('부산광역시 해운대구 센텀로 1 101호');
  });

  it('changes the password with pwd, pwd_chk and the current one', async () => {
    const { user, token } = await t.member({ pwd: 'old12!@', name: '비번' });
    const form = await readForm(user.no, token);
    const body = { ...form, pwd: 'new34#$', pwd_chk: 'new34#$', currentPwd: 'old12!@' };
    expect((await t.rest('PUT', path(user.no), { token, body })).status).toBe(200);
    expect(await signIn(user.id!, 'new34#$')).toBe(200);
  });

  it('changes the password with pwd and pwd_chk alone once validate-password confirmed the current one, once', async () => {
    const { user, token } = await t.member({ pwd: 'old12!@', name: '확인' });
    const form = await readForm(user.no, token);
    const body = { ...form, pwd: 'new34#$', pwd_chk: 'new34#$' };
    const unproved = await t.rest('PUT', path(user.no), { token, body });
    expect(unproved).toMatchObject({ status: 400, body: { message: MSG.account.currentPasswordWrong } });

    const wrong = await t.rest('POST', '/api/user/validate-password', { token, body: { no: user.no, pwd: 'nope1!' } });
    expect(wrong.body).toEqual({ isValid: false });
    expect((await t.rest('PUT', path(user.no), { token, body })).status).toBe(400);

    const check = await t.rest('POST', '/api/user/validate-password', { token, body: { no: user.no, pwd: 'old12!@' } });
    expect(check.body).toEqual({ isValid: true });
    expect((await t.rest('PUT', path(user.no), { token, body })).status).toBe(200);
    expect(await signIn(user.id!, 'new34#$')).toBe(200);

    // The confirmation is used up: the next change needs a confirmation of its own (with the new token).
    const again = signToken(t.config, { no: user.no, ver: (await stored(user.no)).tokenVersion });
    const next = { ...form, pwd: 'third5%^', pwd_chk: 'third5%^' };
    expect((await t.rest('PUT', path(user.no), { token: again, body: next })).status).toBe(400);
  });

  it('does not take a confirmation older than ten minutes', async () => {
    const { user, token } = await t.member({ pwd: 'old12!@', name: '지난확인' });
    const form = await readForm(user.no, token);
    await t.em().nativeUpdate(User, { no: user.no }, { passwordCheckedAt: new Date(Date.now() - 11 * 60_000) });
    const body = { ...form, pwd: 'new34#$', pwd_chk: 'new34#$' };
    expect((await t.rest('PUT', path(user.no), { token, body })).status).toBe(400);
    expect(await signIn(user.id!, 'old12!@')).toBe(200);
  });

  it('takes back a social account’s fields as read (blank for none) and lets it set its name once', async () => {
    const em = t.em();
    const social = em.create(User, { idK: '77001', email: 'kakao-contract@example.com', nickname: '카톡' });
    Object.assign(social, { tel: '010-5555-6666', zipcode: '06236', address: '서울' });
    await em.flush();
    const token = signToken(t.config, { no: social.no, ver: social.tokenVersion });
    const form = await readForm(social.no, token);
    expect(form).toMatchObject({ id: null, idK: '77001', idN: null, name: null, accountType: 'KAKAO' });
    const body = { ...form, id: '', idN: '', name: '새이름', pwd: '', pwd_chk: '' };
    expect((await t.rest('PUT', path(social.no), { token, body })).status).toBe(200);
    expect(await stored(social.no)).toMatchObject({ name: '새이름', idK: '77001', id: null });
  });

  it.each([
    ['no', 999],
    ['id', 'someoneelse'],
    ['email', 'other@example.com'],
    ['idK', '12345'],
    ['idN', 'naver-1'],
    ['accountType', 'KAKAO'],
  ])('refuses a changed %s, naming it, and changes nothing', async (field, value) => {
    const { user, token } = await t.member({ name: '잠금' });
    const form = await readForm(user.no, token);
    const put = await t.rest('PUT', path(user.no), { token, body: { ...form, tel: '010-0000-0001', [field]: value } });
    expect(put).toMatchObject({
      status: 400,
      body: { message: MSG.account.fieldLocked(field), field, key: 'account.fieldLocked', args: [field] },
    });
    expect((await stored(user.no)).tel).toBe(form.tel);
  });

  it.each([
    [{ role: 'ADMIN' }, 'role', MSG.common.unknownField('role')],
    [{ tel: '' }, 'tel', MSG.account.telRequired],
    [{ address: ' ' }, 'address', MSG.account.addressRequired],
    [{ pwd: 'abc12!' }, 'pwd_chk', MSG.account.passwordConfirmRequired],
    [{ pwd_chk: 'abc12!' }, 'pwd', MSG.account.passwordRequired],
    [{ pwd: 'abc12!', pwd_chk: 'abc12@' }, 'pwd_chk', MSG.auth.passwordMismatch],
    [{ idK: 7 }, 'idK', MSG.common.badInput],
  ])('refuses %o with a 400 naming %s', async (over, field, message) => {
    const { user, token } = await t.member({ name: '검사' });
    const form = await readForm(user.no, token);
    const put = await t.rest('PUT', path(user.no), { token, body: { ...form, ...over } });
    expect(put).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', message, field } });
  });

  it('is the member’s own: 401 for a visitor, 403 for another member and for the admin', async () => {
    const { user, token } = await t.member({ name: '주인' });
    const other = await t.member();
    const admin = await t.member({ role: Role.ADMIN });
    const form = await readForm(user.no, token);
    expect((await t.rest('PUT', path(user.no), { body: form })).status).toBe(401);
    expect((await t.rest('PUT', path(user.no), { token: other.token, body: form })).status).toBe(403);
    expect((await t.rest('PUT', path(user.no), { token: admin.token, body: form })).status).toBe(403);
  });
});
