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

const SET = 'mutation ($l: String!) { setLanguage(language: $l) { no language } }';
const ME = '{ me { no language } }';

/** A call as the client makes it: with the chosen language in Accept-Language. */
async function post(path: string, body: unknown, acceptLanguage?: string) {
  const res = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

let seq = 0;
const freshEmail = () => `lang${++seq}-${Date.now()}@example.com`;

describe('the language kept on the account', () => {
  it('is set by the member and read back on me only', async () => {
    const { user, token } = await t.member();
    expect((await t.gql<{ me: { language: null } }>(ME, {}, token)).data!.me.language).toBeNull();
    const set = await t.gql(SET, { l: 'zh-CN' }, token);
    expect(set.errors).toBeUndefined();
    expect(set.data).toEqual({ setLanguage: { no: user.no, language: 'zh-CN' } });
    expect((await t.gql<{ me: { language: string } }>(ME, {}, token)).data!.me.language).toBe('zh-CN');
    await t.gql(SET, { l: 'de' }, token);
    expect((await t.gql<{ me: { language: string } }>(ME, {}, token)).data!.me.language).toBe('de');

    const other = await t.member();
    const q = 'query ($no: Int!) { member(no: $no) { no language } }';
    expect((await t.gql(q, { no: user.no }, other.token)).data).toEqual({ member: { no: user.no, language: null } });
  });

  it('refuses a visitor (401) and a language not offered (400, naming the field), changing nothing', async () => {
    const visitor = await t.gql(SET, { l: 'en' });
    expect(visitor.errors?.[0]).toMatchObject({
      message: MSG.auth.loginRequired,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const { token } = await t.member();
    for (const bad of ['fr', 'EN', 'zh', '', 'ko-KR']) {
      const res = await t.gql(SET, { l: bad }, token);
      expect(res.errors?.[0]).toMatchObject({
        message: MSG.common.badInput,
        extensions: { code: 'BAD_USER_INPUT', field: 'language', key: 'common.badInput' },
      });
    }
    expect((await t.gql<{ me: { language: null } }>(ME, {}, token)).data!.me.language).toBeNull();
  });
});

describe('mails in the reader’s language', () => {
  const sendCode = (email: string, language?: string) =>
    post('/api/user/auth/send-verification-code', { email }, language);
  const reset = (id: string, email: string, language?: string) => post('/api/password-reset', { id, email }, language);

  it('mails the registration code in the language the request asks for (Korean by default)', async () => {
    const asked = [
      ['en', '[Scene Shop] Your email verification code'],
      ['de-DE,de;q=0.9,en;q=0.8', '[Scene Shop] Dein Bestätigungscode'],
      ['fr-FR, ja;q=0.5', '[Scene Shop] メール認証コード'],
      [undefined, MSG.mail.verification('000000').subject],
    ] as const;
    for (const [language, subject] of asked) {
      const email = freshEmail();
      expect((await sendCode(email, language)).status).toBe(200);
      const mail = await smtp.lastTo(email);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toMatch(/\b\d{6}\b/);
      expect(mail.html).toContain(/\b(\d{6})\b/.exec(mail.text!)![1]);
    }
  });

  it("mails a reset's temporary password in the member's language, else the request's, else Korean", async () => {
    const english = await t.member({ id: 'english01', email: freshEmail() });
    await t.gql(SET, { l: 'en' }, english.token);
    await reset('english01', english.user.email!, 'ja');
    const mail = await smtp.lastTo(english.user.email!);
    expect(mail.subject).toBe('[Scene Shop] Your temporary password');
    const temp = / is (\S+)\.$/m.exec(mail.text!)![1]!;
    expect(mail.html).toContain(temp.replaceAll('&', '&amp;'));
    const login = await post('/api/user/auth/login', { id: 'english01', pwd: temp });
    expect(login.body).toMatchObject({ success: true, mustChangePassword: true });

    const none = await t.member({ id: 'nolang01', email: freshEmail() });
    await reset('nolang01', none.user.email!, 'ja');
    expect((await smtp.lastTo(none.user.email!)).subject).toBe('[Scene Shop] 仮パスワードのお知らせ');
    const korean = await t.member({ id: 'nolang02', email: freshEmail() });
    await reset('nolang02', korean.user.email!);
    expect((await smtp.lastTo(korean.user.email!)).subject).toBe(MSG.mail.passwordReset('x', 'y').subject);
  });
});
