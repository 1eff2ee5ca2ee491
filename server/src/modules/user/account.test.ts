import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { startFakeProviders } from '../../test/fake-provider.js';
import { giveCoupon, makeProduct, makeReview } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { Order } from '../order/order.entity.js';
import { User } from './user.entity.js';

let t: TestApp;
let providers: Awaited<ReturnType<typeof startFakeProviders>>;
beforeAll(async () => {
  providers = await startFakeProviders();
  t = await startTestApp({
    KAKAO_API_URL: providers.url,
    KAKAO_ADMIN_KEY: 'test-admin-key',
    NAVER_AUTH_URL: providers.url,
    NAVER_CLIENT_ID: 'naver-id',
    NAVER_CLIENT_SECRET: 'naver-secret',
  });
});
afterAll(async () => {
  await t.close();
  await providers.close();
});

const UPDATE = 'mutation ($input: AccountInput!) { updateMyAccount(input: $input) { name tel zipcode address } }';
const base = { tel: '010-9999-8888', zipcode: '04524', address: '서울특별시 중구 세종대로 110 3층' };
const LOGIN = 'mutation ($id: String!, $pwd: String!) { login(id: $id, pwd: $pwd) { token } }';

describe('profile edit', () => {
  it('saves address and phone, keeps the email, and changes the password with the current one', async () => {
    const { user, token } = await t.member({ id: 'editme', pwd: 'old12!@', name: '홍길동' });
    const res = await t.gql(
      UPDATE,
      {
        input: {
          ...base,
          name: '홍길동',
          currentPassword: 'old12!@',
          newPassword: 'new34#$',
          newPasswordConfirm: 'new34#$',
        },
      },
      token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ updateMyAccount: { name: '홍길동', ...base } });
    expect((await t.gql(LOGIN, { id: 'editme', pwd: 'new34#$' })).errors).toBeUndefined();
    expect((await t.gql(LOGIN, { id: 'editme', pwd: 'old12!@' })).errors?.[0]?.message).toBe(MSG.auth.loginFailed);
    expect((await t.em().findOneOrFail(User, { no: user.no })).email).toBe(user.email);
  });

  it.each([
    [{ tel: '' }, MSG.account.telRequired],
    [{ tel: 'abc' }, MSG.account.telInvalid],
    [{ zipcode: '' }, MSG.account.addressRequired],
    [{ address: '' }, MSG.account.addressRequired],
    [{ newPassword: 'abc12!' }, MSG.account.passwordConfirmRequired],
    [{ newPasswordConfirm: 'abc12!' }, MSG.account.passwordRequired],
    [{ newPassword: 'abcdef', newPasswordConfirm: 'abcdef' }, MSG.auth.passwordRule],
    [{ newPassword: 'abc12!', newPasswordConfirm: 'abc12@' }, MSG.auth.passwordMismatch],
    [
      { newPassword: 'abc12!', newPasswordConfirm: 'abc12!', currentPassword: 'wrong1!' },
      MSG.account.currentPasswordWrong,
    ],
    [{ name: '다른이름' }, MSG.account.nameLocked],
  ])('refuses %o with its message and changes nothing', async (over, message) => {
    const { user, token } = await t.member({ pwd: 'old12!@', name: '김원래' });
    const res = await t.gql(UPDATE, { input: { ...base, name: '김원래', ...over } }, token);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    const after = await t.em().findOneOrFail(User, { no: user.no });
    expect(after.tel).toBe('010-1234-5678');
  });

  it('lets a member without a name set it once, and refuses password changes for social accounts', async () => {
    const em = t.em();
    const social = em.create(User, { idK: '12345', email: 'kakao@example.com', nickname: '카카오' });
    await em.flush();
    const token = (await import('../../context/token.js')).signToken(t.config, {
      no: social.no,
      ver: social.tokenVersion,
    });
    expect((await t.gql(UPDATE, { input: { ...base } }, token)).errors?.[0]?.message).toBe(MSG.account.nameRequired);
    const named = await t.gql<{ updateMyAccount: { name: string } }>(
      UPDATE,
      { input: { ...base, name: '새이름' } },
      token,
    );
    expect(named.data!.updateMyAccount.name).toBe('새이름');
    const pwd = await t.gql(UPDATE, { input: { ...base, newPassword: 'abc12!', newPasswordConfirm: 'abc12!' } }, token);
    expect(pwd.errors?.[0]?.message).toBe(MSG.account.passwordChangeNotAllowed);
  });

  it('serves the REST shims to the member only', async () => {
    const { user, token } = await t.member({ pwd: 'old12!@', name: '레스트' });
    const other = await t.member();
    const got = await t.rest('GET', `/api/user/update/${user.no}`, { token });
    expect(got.body).toMatchObject({ no: user.no, email: user.email, name: '레스트', accountType: 'OWN' });
    expect((await t.rest('GET', `/api/user/update/${user.no}`, { token: other.token })).status).toBe(403);
    const put = await t.rest('PUT', `/api/user/update/${user.no}`, {
      token,
      body: { ...base, name: '레스트', pwd: 'new12!@', pwd_chk: 'new12!@', currentPwd: 'old12!@' },
    });
    expect(put).toMatchObject({ status: 200, body: { result: true, message: MSG.account.updated } });
    expect((await t.rest('PUT', `/api/user/update/${user.no}`, { token: other.token, body: base })).status).toBe(403);
    // The password change ended the old token; the member signs in again with the new password.
    expect((await t.rest('GET', `/api/user/update/${user.no}`, { token })).status).toBe(401);
    const login = await t.rest('POST', '/api/user/auth/login', { body: { id: user.id, pwd: 'new12!@' } });
    const { token: fresh } = login.body as { token: string };
    const valid = await t.rest('POST', '/api/user/validate-password', {
      token: fresh,
      body: { no: user.no, pwd: 'new12!@' },
    });
    expect(valid.body).toEqual({ isValid: true });
    expect(
      (await t.rest('POST', '/api/user/validate-password', { token: fresh, body: { no: user.no, pwd: 'nope' } })).body,
    ).toEqual({ isValid: false });
    expect(
      (await t.rest('POST', '/api/user/validate-password', { token: other.token, body: { no: user.no, pwd: 'x' } }))
        .status,
    ).toBe(403);
  });
});

describe('withdrawal', () => {
  const WITHDRAW = 'mutation ($email: String!) { withdraw(email: $email) }';

  it('is blocked while an order is in progress and refuses a wrong email', async () => {
    const { user, token } = await t.member();
    const em = t.em();
    em.create(Order, { user: user.no, price: 1000, state: OrderState.SHIPPING });
    await em.flush();
    expect((await t.rest('GET', `/api/user/passwordCheck?no=${user.no}`, { token })).body).toBe(false);
    const blocked = await t.rest('PUT', '/api/user/mypage/delete', {
      token,
      body: { userNo: user.no, email: user.email },
    });
    expect(blocked).toMatchObject({ status: 409, body: { message: MSG.account.withdrawalBlocked } });
    const wrong = await t.gql(WITHDRAW, { email: 'someone@else.com' }, token);
    expect(wrong.errors?.[0]?.message).toBe(MSG.account.emailMismatch);
    expect((await t.em().findOneOrFail(User, { no: user.no })).withdrawnAt).toBeNull();
  });

  it('erases personal data, keeps orders and reviews signed as withdrawn, and ends the login', async () => {
    const { user, token } = await t.member({ id: 'leaver', pwd: 'bye12!@' });
    const em = t.em();
    const product = await makeProduct(em);
    const review = await makeReview(em, product, await em.findOneOrFail(User, { no: user.no }));
    await giveCoupon(em, await em.findOneOrFail(User, { no: user.no }), 10);
    expect((await t.rest('GET', `/api/user/passwordCheck?no=${user.no}`, { token })).body).toBe(true);
    const res = await t.rest('PUT', '/api/user/mypage/delete', {
      token,
      body: { userNo: user.no, email: user.email!.toUpperCase() },
    });
    expect(res).toMatchObject({ status: 200, body: { result: true, message: MSG.account.withdrawn } });
    const after = await t.em().findOneOrFail(User, { no: user.no });
    expect(after).toMatchObject({ id: null, name: null, email: null, tel: null, address: null, nickname: null });
    expect(after.withdrawnAt).toBeInstanceOf(Date);
    expect(await t.em().count(Order, { user: user.no })).toBe(1);
    expect(await t.em().count('CouponUser', { user: user.no })).toBe(0);
    const r = await t.gql<{ review: { userNickname: string } }>(
      'query ($no: Int!) { review(no: $no) { userNickname } }',
      { no: review.no },
    );
    expect(r.data!.review.userNickname).toBe(MSG.profile.withdrawnMember);
    expect((await t.gql(LOGIN, { id: 'leaver', pwd: 'bye12!@' })).errors?.[0]?.message).toBe(MSG.auth.loginFailed);
    expect((await t.gql<{ me: null }>('query { me { no } }', {}, token)).data!.me).toBeNull();
    // The token signed before leaving no longer opens anything.
    const scrap = await t.gql('mutation { scrapCharacter(characterNo: 1) { count } }', {}, token);
    expect(scrap.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.rest('GET', `/api/coupon/${user.no}`, { token })).status).toBe(401);
  });

  it('unlinks a Kakao-linked account through the provider endpoint', async () => {
    const em = t.em();
    const linked = em.create(User, { idK: '987654321', email: 'linked@example.com', nickname: '링크' });
    await em.flush();
    const token = (await import('../../context/token.js')).signToken(t.config, {
      no: linked.no,
      ver: linked.tokenVersion,
    });
    const before = providers.requests.length;
    const res = await t.gql(WITHDRAW, { email: 'linked@example.com' }, token);
    expect(res.errors).toBeUndefined();
    const call = providers.requests.slice(before).find((r) => r.path === '/v1/user/unlink');
    expect(call).toMatchObject({ method: 'POST', headers: { authorization: 'KakaoAK test-admin-key' } });
    expect(Object.fromEntries(new URLSearchParams(call!.body))).toEqual({
      target_id_type: 'user_id',
      target_id: '987654321',
    });
  });

  it('revokes a Naver token through the provider endpoint', async () => {
    const { token } = await t.member();
    const res = await t.rest('POST', '/api/naver/delete-token', {
      token,
      body: { naverTokenValue: 'naver-access-token' },
    });
    expect(res.body).toEqual({ result: true });
    const call = providers.requests.find((r) => r.path === '/oauth2.0/token');
    expect(Object.fromEntries(call!.query)).toMatchObject({
      grant_type: 'delete',
      client_id: 'naver-id',
      access_token: 'naver-access-token',
      service_provider: 'NAVER',
    });
    expect((await t.rest('POST', '/api/naver/delete-token', { body: { naverTokenValue: 'x' } })).status).toBe(401);
  });

  it("refuses another member's number", async () => {
    const { user: victim } = await t.member();
    const { token } = await t.member();
    expect(
      (await t.rest('PUT', '/api/user/mypage/delete', { token, body: { userNo: victim.no, email: victim.email } }))
        .status,
    ).toBe(403);
    expect((await t.rest('GET', `/api/user/passwordCheck?no=${victim.no}`, { token })).status).toBe(403);
  });
});
