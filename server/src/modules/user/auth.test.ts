import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages.js';
import { startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LOGIN =
  'mutation ($id: String!, $pwd: String!) { login(id: $id, pwd: $pwd) { token user { no id nickname role } } }';
const ME = 'query { me { no id email role accountType } }';

const registration = (over: Record<string, string> = {}) => ({
  id: 'newbie01',
  pwd: 'abcd12!',
  name: '김신입',
  email: 'newbie01@example.com',
  tel: '010-1234-5678',
  zipcode: '06236',
  address: '서울특별시 강남구 테헤란로 1 101호',
  ...over,
});

describe('login and me', () => {
  it('logs in with own id and password; the token identifies the caller', async () => {
    const { user } = await t.member({ id: 'loginok', pwd: 'good12!@' });
    const res = await t.gql<{ login: { token: string; user: { no: number } } }>(LOGIN, {
      id: 'loginok',
      pwd: 'good12!@',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.login.user.no).toBe(user.no);
    const me = await t.gql<{ me: { no: number; email: string; accountType: string } }>(ME, {}, res.data!.login.token);
    expect(me.data!.me).toMatchObject({ no: user.no, email: user.email, accountType: 'OWN' });
  });

  it('refuses a wrong password and an unknown id with the same Korean message', async () => {
    await t.member({ id: 'loginbad', pwd: 'good12!@' });
    for (const vars of [
      { id: 'loginbad', pwd: 'wrong12!@' },
      { id: 'nobody', pwd: 'good12!@' },
    ]) {
      const res = await t.gql(LOGIN, vars);
      expect(res.errors?.[0]).toMatchObject({ message: MSG.auth.loginFailed, extensions: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('treats a missing, forged or expired token as a guest', async () => {
    const { user } = await t.member();
    const forged = jwt.sign({ sub: String(user.no), role: 'ADMIN' }, 'not-the-secret-not-the-secret');
    const expired = jwt.sign({ sub: String(user.no), role: 'USER' }, t.config.JWT_SECRET, { expiresIn: -10 });
    for (const token of [undefined, forged, expired, 'garbage']) {
      const me = await t.gql<{ me: unknown }>(ME, {}, token);
      expect(me.data!.me).toBeNull();
    }
  });

  it("shows another member's public profile but not their personal fields; the admin sees them", async () => {
    const { user: other } = await t.member();
    const { token } = await t.member();
    const { token: adminToken } = await t.member({ role: 'ADMIN' as never });
    const q = 'query ($no: Int!) { member(no: $no) { no nickname email tel name address zipcode accountType } }';
    const asMember = await t.gql<{ member: Record<string, unknown> }>(q, { no: other.no }, token);
    expect(asMember.errors).toBeUndefined();
    expect(asMember.data!.member).toMatchObject({
      no: other.no,
      nickname: other.nickname,
      email: null,
      name: null,
      accountType: null,
    });
    const asGuest = await t.gql<{ member: Record<string, unknown> }>(q, { no: other.no });
    expect(asGuest.data!.member).toMatchObject({ nickname: other.nickname, email: null });
    const asAdmin = await t.gql<{ member: Record<string, unknown> }>(q, { no: other.no }, adminToken);
    expect(asAdmin.data!.member).toMatchObject({ email: other.email, name: other.name, accountType: 'OWN' });
    expect((await t.gql<{ member: unknown }>(q, { no: 999999 })).data!.member).toBeNull();
  });
});

describe('roles', () => {
  it('takes the role from the database, not from the token', async () => {
    const { user } = await t.member();
    const claimsAdmin = jwt.sign({ sub: String(user.no), ver: 0, role: 'ADMIN' }, t.config.JWT_SECRET, {
      expiresIn: '1h',
    });
    const res = await t.gql(
      'mutation { sendAlert(input: { userNo: 1, category: ORDER, content: "x" }) { no } }',
      {},
      claimsAdmin,
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('register', () => {
  const REGISTER = 'mutation ($input: RegisterInput!) { register(input: $input) { no id } }';

  it.each([
    [{ id: 'ab' }, MSG.auth.idRule],
    [{ id: 'bad id!' }, MSG.auth.idRule],
    [{ pwd: 'abcd' }, MSG.auth.passwordRule],
    [{ pwd: '1234!' }, MSG.auth.passwordRule],
    [{ name: '' }, MSG.auth.nameRequired],
    [{ tel: '' }, MSG.auth.telRequired],
    [{ zipcode: '' }, MSG.auth.addressRequired],
    [{ address: '' }, MSG.auth.addressRequired],
  ])('refuses %o with its message and creates nothing', async (over, message) => {
    const input = registration({ id: 'valid99', email: 'valid99@example.com', ...over });
    const res = await t.gql(REGISTER, { input });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await t.em().count('User', { email: 'valid99@example.com' })).toBe(0);
  });
});

describe('REST shims', () => {
  it('POST /api/user/auth/login answers {success, user, token, message}', async () => {
    const { user } = await t.member({ id: 'restlogin', pwd: 'good12!@' });
    const ok = await t.rest('POST', '/api/user/auth/login', { body: { id: 'restlogin', pwd: 'good12!@' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, user: { no: user.no, id: 'restlogin' }, message: null });
    const token = (ok.body as { token: string }).token;
    const info = await t.rest('GET', '/api/user/info', { token });
    expect(info).toMatchObject({ status: 200, body: { userNo: user.no } });

    const bad = await t.rest('POST', '/api/user/auth/login', { body: { id: 'restlogin', pwd: 'nope' } });
    expect(bad).toMatchObject({ status: 401, body: { success: false, token: null, message: MSG.auth.loginFailed } });
    const malformed = await t.rest('POST', '/api/user/auth/login', { body: { id: 5 } });
    expect(malformed.status).toBe(400);
  });

  it('GET /api/user/info needs a token', async () => {
    const res = await t.rest('GET', '/api/user/info');
    expect(res).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED', message: MSG.auth.loginRequired } });
  });

  it('GET /api/user/auth/check?id tells whether an id is taken', async () => {
    await t.member({ id: 'takenid' });
    expect((await t.rest('GET', '/api/user/auth/check?id=takenid')).body).toEqual({ exists: true });
    expect((await t.rest('GET', '/api/user/auth/check?id=freeid99')).body).toEqual({ exists: false });
    expect((await t.rest('GET', '/api/user/auth/check')).status).toBe(400);
  });
});
