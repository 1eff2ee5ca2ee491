import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let seq = 0;
const freshEmail = () => `mail${++seq}-${Date.now()}@example.com`;
const codeIn = async (email: string) => /\b(\d{6})\b/.exec((await smtp.lastTo(email)).text ?? '')![1]!;
const send = (email: string) => t.rest('POST', '/api/user/auth/send-verification-code', { body: { email } });
const verify = (email: string, code: string) => t.rest('POST', '/api/user/auth/verify-code', { body: { email, code } });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const registration = (email: string, id: string) => ({
  id,
  pwd: 'abcd12!',
  name: '김신입',
  email,
  tel: '010-1234-5678',
  zipcode: '06236',
  address: '서울특별시 강남구 테헤란로 1 101호',
});

/** The whole mailed-code flow: the code is read out of the message the SMTP server received. */
async function verified(email: string): Promise<string> {
  expect((await send(email)).body).toEqual({ code: 'SENT', message: MSG.auth.codeSent });
  const res = await verify(email, await codeIn(email));
  expect(res.body).toMatchObject({ status: 'VERIFIED', message: MSG.auth.codeVerified });
  return (res.body as { verification: string }).verification;
}

describe('mailed verification codes', () => {
  it('mails a Korean message with a 6-digit code, stores only its hash, and verifies it once', async () => {
    const email = freshEmail();
    await send(email);
    const mail = await smtp.lastTo(email);
    expect(mail.subject).toBe(MSG.mail.verification('000000').subject);
    expect(mail.html).toContain(await codeIn(email));
    const [row] = await t
      .em()
      .getConnection()
      .execute('select code_hash from email_verification where email = ?', [email]);
    expect(row.code_hash).not.toContain(await codeIn(email));

    const code = await codeIn(email);
    expect(await verify(email, wrong(code))).toMatchObject({
      status: 400,
      body: { status: 'MISMATCH', message: MSG.auth.codeMismatch },
    });
    expect((await verify(email, code)).status).toBe(200);
    expect(await verify(email, code)).toMatchObject({
      status: 400,
      body: { status: 'FAILED', message: MSG.auth.codeFailed },
    });
  });

  it('allows five tries, then fails even the right code', async () => {
    const email = freshEmail();
    await send(email);
    const code = await codeIn(email);
    const tries = await Promise.all(Array.from({ length: 8 }, () => verify(email, wrong(code))));
    expect(tries.filter((r) => (r.body as { status: string }).status === 'MISMATCH')).toHaveLength(5);
    expect((await verify(email, code)).body).toMatchObject({ status: 'FAILED' });
  });

  it('fails an expired code and refuses a code replaced by a newer one', async () => {
    const email = freshEmail();
    await send(email);
    const first = await codeIn(email);
    await t.em().getConnection().execute(`update email_verification set expires_at = now() - interval '1 second'`);
    expect((await verify(email, first)).body).toMatchObject({ status: 'FAILED' });

    smtp.messages.length = 0;
    await send(email);
    const second = await codeIn(email);
    smtp.messages.length = 0;
    await send(email);
    const third = await codeIn(email);
    // Only the newest code counts: the replaced one is just a wrong code now.
    if (second !== third) expect((await verify(email, second)).body).toMatchObject({ status: 'MISMATCH' });
    expect((await verify(email, third)).body).toMatchObject({ status: 'VERIFIED' });
  });

  it('limits sending per email (5 an hour) and refuses a malformed email', async () => {
    const email = freshEmail();
    for (let i = 0; i < 5; i++) expect((await send(email)).status).toBe(200);
    const sixth = await send(email);
    expect(sixth.status).toBe(429);
    const bad = await send('not-an-email');
    expect(bad).toMatchObject({ status: 400, body: { message: MSG.auth.emailInvalid } });
    expect((await t.rest('POST', '/api/user/auth/send-verification-code', { body: { email, x: 1 } })).status).toBe(400);
  });

  it('answers the GraphQL fields the same way', async () => {
    const email = freshEmail();
    const sent = await t.gql('mutation ($e: String!) { sendVerificationCode(email: $e) }', { e: email });
    expect(sent.data).toEqual({ sendVerificationCode: true });
    const code = await codeIn(email);
    const VERIFY =
      'mutation ($e: String!, $c: String!) { verifyEmailCode(email: $e, code: $c) { status message verification } }';
    const bad = await t.gql(VERIFY, { e: email, c: wrong(code) });
    expect(bad.data).toEqual({
      verifyEmailCode: { status: 'MISMATCH', message: MSG.auth.codeMismatch, verification: null },
    });
    const ok = await t.gql<{ verifyEmailCode: { verification: string } }>(VERIFY, { e: email, c: code });
    expect(ok.data!.verifyEmailCode.verification).toEqual(expect.any(String));
  });
});

describe('registration needs a verified email', () => {
  const REGISTER = 'mutation ($input: RegisterInput!) { register(input: $input) { no id } }';

  it('refuses an unverified email sent straight to the API, over REST and GraphQL, and creates nothing', async () => {
    const email = freshEmail();
    const rest = await t.rest('POST', '/api/user/auth/register', { body: registration(email, 'unverif1') });
    expect(rest).toMatchObject({ status: 400, body: { message: MSG.auth.emailUnverified, field: 'email' } });
    const gql = await t.gql(REGISTER, { input: registration(email, 'unverif1') });
    expect(gql.errors?.[0]?.message).toBe(MSG.auth.emailUnverified);
    await send(email); // sent but not verified
    expect((await t.rest('POST', '/api/user/auth/register', { body: registration(email, 'unverif1') })).status).toBe(
      400,
    );
    expect(await t.em().count('User', { id: 'unverif1' })).toBe(0);
  });

  it('registers after the code, uses the verification up, then signs in', async () => {
    const email = freshEmail();
    await verified(email);
    const res = await t.rest('POST', '/api/user/auth/register', {
      body: { ...registration(email.toUpperCase(), 'newbie01'), pwd_chk: 'abcd12!' },
    });
    expect(res).toMatchObject({ status: 201, body: { success: true, user: { id: 'newbie01' } } });
    expect(await t.em().count('EmailVerification', { email })).toBe(0);
    const login = await t.rest('POST', '/api/user/auth/login', { body: { id: 'newbie01', pwd: 'abcd12!' } });
    expect(login.body).toMatchObject({ success: true, mustChangePassword: false });

    const again = await t.gql(REGISTER, { input: registration(email, 'newbie02') });
    expect(again.errors?.[0]).toMatchObject({ message: MSG.auth.emailTaken, extensions: { code: 'CONFLICT' } });
    const other = freshEmail();
    await verified(other);
    const sameId = await t.gql(REGISTER, { input: registration(other, 'newbie01') });
    expect(sameId.errors?.[0]).toMatchObject({ message: MSG.auth.idTaken, extensions: { code: 'CONFLICT' } });
  });

  it('refuses a confirmation that differs', async () => {
    const res = await t.rest('POST', '/api/user/auth/register', {
      body: { ...registration(freshEmail(), 'mismatch1'), pwd_chk: 'other12!' },
    });
    expect(res).toMatchObject({ status: 400, body: { message: MSG.auth.passwordMismatch } });
  });

  it("refuses 'abc' as a phone number over REST and GraphQL, with the key the client translates", async () => {
    const email = freshEmail();
    await verified(email);
    const rest = await t.rest('POST', '/api/user/auth/register', {
      body: { ...registration(email, 'badtel01'), tel: 'abc' },
    });
    expect(rest).toMatchObject({
      status: 400,
      body: { message: MSG.auth.telInvalid, key: 'auth.telInvalid', field: 'tel' },
    });
    const gql = await t.gql(REGISTER, { input: { ...registration(email, 'badtel01'), tel: 'abc' } });
    expect(gql.errors?.[0]).toMatchObject({
      message: MSG.auth.telInvalid,
      extensions: { code: 'BAD_USER_INPUT', key: 'auth.telInvalid' },
    });
    expect(await t.em().count('User', { id: 'badtel01' })).toBe(0);
  });
});

describe('integrating an own id into a social account', () => {
  it('gives a Kakao account found by its verified email an id and password, and nothing else', async () => {
    const email = freshEmail();
    const { user } = await t.member({ email, name: '카카오' });
    await t.em().getConnection().execute(`update users set id = null, id_k = 'kakao-77' where no = ?`, [user.no]);
    const body = { ...registration(email, 'kakaoown1'), integrate: true };
    expect((await t.rest('POST', '/api/user/auth/register', { body })).status).toBe(400); // not verified yet
    await verified(email);
    const res = await t.rest('POST', '/api/user/auth/register', { body });
    expect(res).toMatchObject({ status: 201, body: { user: { no: user.no, id: 'kakaoown1' } } });
    const login = await t.gql<{ me: { accountType: string } }>(
      '{ me { accountType } }',
      {},
      await tokenOf('kakaoown1'),
    );
    expect(login.data!.me.accountType).toBe('INTEGRATED');

    const own = freshEmail();
    await t.member({ email: own });
    await verified(own);
    const refused = await t.gql('mutation ($i: RegisterInput!) { integrateOwnId(input: $i) { no } }', {
      i: registration(own, 'kakaoown2'),
    });
    expect(refused.errors?.[0]?.message).toBe(MSG.auth.integrationUnavailable);
  });
});

const tokenOf = async (id: string) =>
  ((await t.rest('POST', '/api/user/auth/login', { body: { id, pwd: 'abcd12!' } })).body as { token: string }).token;

describe('the email check is not a directory of members', () => {
  it('tells anyone whether an email is registered and how, and the details only to its verified owner', async () => {
    const email = freshEmail();
    const { token } = await t.member({ email, name: '박주인' });
    const check = (headers?: string) =>
      fetch(`${t.url}/api/user/emailCheck?email=${encodeURIComponent(email)}`, {
        headers: headers ? { 'x-email-verification': headers } : {},
      }).then((r) => r.json());
    expect(await check()).toEqual({
      exists: true,
      id_g: true,
      id_k: false,
      id_n: false,
      name: null,
      tel: null,
      zipcode: null,
      addrStart: null,
    });
    expect(await check(await verified(freshEmail()))).toMatchObject({ exists: true, name: null });
    expect(await check('forged.proof.value')).toMatchObject({ name: null });
    expect(await check(await verified(email))).toMatchObject({ exists: true, name: '박주인' });

    const asOwner = await t.gql<{ emailCheck: { name: string } }>(
      'query ($e: String!) { emailCheck(email: $e) { exists hasOwnId name } }',
      { e: email },
      token,
    );
    expect(asOwner.data!.emailCheck).toMatchObject({ exists: true, hasOwnId: true, name: '박주인' });
    const stranger = await t.gql('query ($e: String!) { emailCheck(email: $e) { name } }', { e: email });
    expect(stranger.data).toEqual({ emailCheck: { name: null } });
    const unknown = await t.rest('GET', `/api/user/emailCheck?email=${freshEmail()}`);
    expect(unknown.body).toMatchObject({ exists: false, id_g: false });
    expect((await t.rest('GET', '/api/user/emailCheck?email=bad')).status).toBe(400);
  });
});

describe('password reset', () => {
  const reset = (id: string, email: string) => t.rest('POST', '/api/password-reset', { body: { id, email } });
  const login = (id: string, pwd: string) => t.rest('POST', '/api/user/auth/login', { body: { id, pwd } });
  const tempIn = async (email: string) => /비밀번호는 (\S+) 입니다/.exec((await smtp.lastTo(email)).text ?? '')![1]!;

  it('mails a temporary password; the old one works until it is used, then the member must change it', async () => {
    const email = freshEmail();
    await t.member({ id: 'forgetful', email, pwd: 'old12!@#' });
    expect(await reset('forgetful', email)).toMatchObject({ status: 200, body: { message: MSG.auth.resetSent } });
    const temp = await tempIn(email);
    expect(temp).toMatch(/^(?=.*[A-Za-z])(?=.*\d)(?=.*[!@#$%^&*]).{12}$/);
    expect((await login('forgetful', 'old12!@#')).body).toMatchObject({ success: true, mustChangePassword: false });

    const withTemp = await login('forgetful', temp);
    expect(withTemp.body).toMatchObject({ success: true, mustChangePassword: true });
    expect((await login('forgetful', 'old12!@#')).status).toBe(401);
    const token = (withTemp.body as { token: string }).token;
    const me = await t.gql<{ me: { mustChangePassword: boolean } }>('{ me { mustChangePassword } }', {}, token);
    expect(me.data!.me.mustChangePassword).toBe(true);
    const changed = await t.gql(
      'mutation ($i: AccountInput!) { updateMyAccount(input: $i) { mustChangePassword } }',
      {
        i: {
          ...{ tel: '010-0000-0000', zipcode: '06236', address: '서울 강남구' },
          ...{ currentPassword: temp, newPassword: 'new12!@#', newPasswordConfirm: 'new12!@#' },
        },
      },
      token,
    );
    expect(changed.data).toEqual({ updateMyAccount: { mustChangePassword: false } });
  });

  it('refuses a wrong id or email with the one message, and an expired temporary password', async () => {
    const email = freshEmail();
    await t.member({ id: 'resetme2', email, pwd: 'old12!@#' });
    for (const [id, mail] of [
      ['nobody999', email],
      ['resetme2', freshEmail()],
    ] as const) {
      expect(await reset(id, mail)).toMatchObject({ status: 400, body: { message: MSG.auth.resetFailed } });
    }
    await reset('resetme2', email);
    const temp = await tempIn(email);
    await t.em().getConnection().execute(`update users set temp_pwd_expires_at = now() where id = 'resetme2'`);
    expect((await login('resetme2', temp)).status).toBe(401);
    expect((await login('resetme2', 'old12!@#')).status).toBe(200);
  });

  it('limits resets per id', async () => {
    const email = freshEmail();
    await t.member({ id: 'resetme3', email });
    for (let i = 0; i < 3; i++) expect((await reset('resetme3', email)).status).toBe(200);
    expect((await reset('resetme3', email)).status).toBe(429);
    expect((await t.rest('POST', '/api/password-reset', { body: { id: 'resetme3' } })).status).toBe(400);
  });
});

describe('without SMTP_URL', () => {
  it('keeps each message as a file only its owner can read, and says where in the log', async () => {
    const local = await startTestApp();
    try {
      const email = freshEmail();
      expect((await local.rest('POST', '/api/user/auth/send-verification-code', { body: { email } })).status).toBe(200);
      const dir = path.join(local.config.DATA_DIR, 'mail');
      const [file] = fs.readdirSync(dir);
      expect(file).toMatch(/\.eml$/);
      expect(fs.statSync(path.join(dir, file!)).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(path.join(dir, file!), 'utf8')).toContain(`To: ${email}`);
    } finally {
      await local.close();
    }
  });

  it('answers the spec’s failure when the mail server is down', async () => {
    const down = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const res = await down.rest('POST', '/api/user/auth/send-verification-code', { body: { email: freshEmail() } });
      expect(res).toMatchObject({ status: 503, body: { message: MSG.auth.codeSendFailed } });
    } finally {
      await down.close();
    }
  });
});
