import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages.js';
import { startFakeProviders, type FakeCondition, type FakeProviders } from '../../test/fake-provider.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { account, callbackFor, COMPLETE, type Provider } from '../../test/social.js';
import { User } from './user.entity.js';

const TIMEOUT_MS = 400;

let t: TestApp;
let providers: FakeProviders;
beforeAll(async () => {
  providers = await startFakeProviders();
  t = await startTestApp({ ...providers.env, OAUTH_TIMEOUT_MS: String(TIMEOUT_MS) });
});
afterEach(() => providers.setCondition('up'));
afterAll(async () => {
  await t?.close();
  await providers?.close();
});

const EXPECTED: Record<
  Exclude<FakeCondition, 'up'>,
  { code: string; status: number; message: (n: string) => string }
> = {
  down: { code: 'SERVICE_UNAVAILABLE', status: 503, message: MSG.social.providerDown },
  hang: { code: 'SERVICE_UNAVAILABLE', status: 503, message: MSG.social.providerDown },
  error: { code: 'BAD_GATEWAY', status: 502, message: MSG.social.providerError },
};

describe.each(['down', 'hang', 'error'] as const)('a provider that is %s', (condition) => {
  const expected = EXPECTED[condition];

  it.each<Provider>(['KAKAO', 'NAVER'])(
    '%s: the code exchange answers a clear Korean error, promptly, and creates nobody',
    async (provider) => {
      const { code, state } = await callbackFor(t, providers, provider, account(provider));
      const members = await t.em().count(User, {});
      providers.setCondition(condition);
      const abandoned = providers.abandoned();
      const res = await t.gql(COMPLETE, { provider, code, state });
      // A provider that never answers is given up on (OAUTH_TIMEOUT_MS): the answer cannot have come from it.
      if (condition === 'hang') await expect.poll(() => providers.abandoned()).toBeGreaterThan(abandoned);
      expect(res.errors?.[0]).toMatchObject({
        message: expected.message(MSG.social.names[provider]),
        extensions: { code: expected.code },
      });
      expect(await t.em().count(User, {})).toBe(members);
    },
  );

  it('the token shims answer 502/503 with the message and no internals', async () => {
    providers.setCondition(condition);
    const res = await t.rest('POST', '/api/kakao', { body: { accessToken: 'any-token' } });
    expect(res.status).toBe(expected.status);
    expect(res.body).toEqual({
      code: expected.code,
      message: expected.message('카카오'),
      field: null,
      key: expect.stringMatching(/^social\.provider(Down|Error)$/),
      args: [{ key: 'social.names.KAKAO', args: [] }],
      requestId: expect.any(String),
    });
  });
});

describe('what the token endpoint checks', () => {
  it('refuses a code exchanged without the PKCE verifier it was issued for', async () => {
    const { code, state } = await callbackFor(t, providers, 'KAKAO', account('KAKAO'));
    await t
      .em()
      .getConnection()
      .execute("update oauth_state set code_verifier = 'a-verifier-the-provider-never-saw-aaaaaaaaaaaa'");
    const res = await t.gql(COMPLETE, { provider: 'KAKAO', code, state });
    expect(res.errors?.[0]?.message).toBe(MSG.social.codeRejected('카카오'));
  });

  it('answers 502 when the provider refuses our client secret (a configuration fault, logged)', async () => {
    const { code, state } = await callbackFor(t, providers, 'NAVER', account('NAVER'));
    providers.naver.clientSecret = 'rotated-secret';
    try {
      const res = await t.gql(COMPLETE, { provider: 'NAVER', code, state });
      expect(res.errors?.[0]).toMatchObject({
        message: MSG.social.providerError('네이버'),
        extensions: { code: 'BAD_GATEWAY' },
      });
    } finally {
      providers.naver.clientSecret = 'naver-secret';
    }
  });

  it('is never reached for a redirect URI the provider does not know: its authorize page refuses it', async () => {
    providers.kakao.redirectUri = 'https://elsewhere.example/user/callback';
    try {
      await expect(callbackFor(t, providers, 'KAKAO', account('KAKAO'))).rejects.toThrow(/authorize answered 400/);
    } finally {
      providers.kakao.redirectUri = 'http://localhost:5173/user/callback';
    }
  });
});
