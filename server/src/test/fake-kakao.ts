import type http from 'node:http';
import { authorize, json, s256, type FakeApp, type FakeOAuth } from './fake-oauth.js';

/** Kakao's token endpoint errors: status 400/401 with `error`, `error_description` and a KOE code. */
const kakaoError = (res: http.ServerResponse, status: number, error: string, code: string, description: string) =>
  json(res, status, { error, error_description: description, error_code: code });

/**
 * Kakao Login as Kakao speaks it: kauth /oauth/authorize and /oauth/token (form body, client_secret when the app
 * has one, redirect_uri and PKCE checked), kapi /v2/user/me with the account's real JSON shape, and unlink.
 * Answers false for a path that is not Kakao's.
 */
export function handleKakao(
  fake: FakeOAuth,
  app: FakeApp,
  req: http.IncomingMessage,
  url: URL,
  body: string,
  res: http.ServerResponse,
): boolean {
  if (url.pathname === '/oauth/authorize' && req.method === 'GET') {
    authorize(fake, app, url.searchParams, res);
    return true;
  }
  if (url.pathname === '/oauth/token' && req.method === 'POST') {
    const form = new URLSearchParams(body);
    if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      kakaoError(res, 400, 'invalid_request', 'KOE101', 'wrong content type');
    } else if (form.get('grant_type') !== 'authorization_code') {
      kakaoError(res, 400, 'unsupported_grant_type', 'KOE002', 'unsupported grant_type');
    } else if (form.get('client_id') !== app.clientId) {
      kakaoError(res, 401, 'invalid_client', 'KOE101', 'Not exist client_id');
    } else if (app.clientSecret && form.get('client_secret') !== app.clientSecret) {
      kakaoError(res, 401, 'invalid_client', 'KOE010', 'Bad client credentials');
    } else {
      const issued = fake.takeCode(app, form.get('code'));
      if (!issued) kakaoError(res, 400, 'invalid_grant', 'KOE320', 'authorization code not found for code=…');
      else if (form.get('redirect_uri') !== issued.redirectUri) {
        kakaoError(res, 400, 'invalid_grant', 'KOE303', 'Redirect URI mismatch.');
      } else if (issued.codeChallenge && s256(form.get('code_verifier') ?? '') !== issued.codeChallenge) {
        kakaoError(res, 400, 'invalid_grant', 'KOE422', 'PKCE verification failed.');
      } else {
        json(res, 200, {
          token_type: 'bearer',
          access_token: fake.issueToken('kakao', issued.account),
          expires_in: 21599,
          refresh_token: 'refresh-' + issued.account.id,
          refresh_token_expires_in: 5183999,
          scope: 'account_email profile_nickname',
        });
      }
    }
    return true;
  }
  if (url.pathname === '/v2/user/me') {
    const account = fake.bearer(req, 'kakao');
    if (!account) json(res, 401, { msg: 'this access token does not exist', code: -401 });
    else {
      json(res, 200, {
        id: Number(account.id),
        connected_at: '2026-11-24T01:00:00Z',
        properties: account.name ? { nickname: account.name } : {},
        kakao_account: {
          profile_nickname_needs_agreement: false,
          profile: account.name ? { nickname: account.name, is_default_nickname: false } : {},
          has_email: account.email !== null,
          email_needs_agreement: false,
          is_email_valid: account.email !== null,
          is_email_verified: account.email !== null && account.emailVerified !== false,
          ...(account.email ? { email: account.email } : {}),
        },
      });
    }
    return true;
  }
  if (url.pathname === '/v1/user/unlink') {
    if (req.headers.authorization !== 'KakaoAK test-admin-key') json(res, 401, { msg: 'wrong appKey', code: -401 });
    else json(res, 200, { id: Number(new URLSearchParams(body).get('target_id')) });
    return true;
  }
  return false;
}
