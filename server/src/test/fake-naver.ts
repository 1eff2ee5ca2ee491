import type http from 'node:http';
import { authorize, json, type FakeApp, type FakeOAuth } from './fake-oauth.js';

/**
 * Naver Login as Naver speaks it: nid /oauth2.0/authorize and /oauth2.0/token (parameters in the query or a form
 * body; client id and secret and the state checked; errors answered with status 200 and an `error` field, tokens
 * with `expires_in` as a string), openapi /v1/nid/me with `resultcode` and `response`, and token deletion.
 * Answers false for a path that is not Naver's.
 */
export function handleNaver(
  fake: FakeOAuth,
  app: FakeApp,
  req: http.IncomingMessage,
  url: URL,
  body: string,
  res: http.ServerResponse,
): boolean {
  if (url.pathname === '/oauth2.0/authorize' && req.method === 'GET') {
    authorize(fake, app, url.searchParams, res);
    return true;
  }
  if (url.pathname === '/oauth2.0/token') {
    const p = new URLSearchParams([...url.searchParams, ...new URLSearchParams(body)]);
    if (p.get('grant_type') === 'delete') {
      json(res, 200, { access_token: p.get('access_token'), result: 'success' });
    } else if (p.get('grant_type') !== 'authorization_code') {
      json(res, 200, { error: 'unsupported_response_type', error_description: 'invalid grant_type' });
    } else if (p.get('client_id') !== app.clientId || p.get('client_secret') !== app.clientSecret) {
      json(res, 200, { error: 'invalid_client', error_description: 'Invalid client' });
    } else {
      const issued = fake.takeCode(app, p.get('code'));
      const redirect = p.get('redirect_uri');
      if (!issued || issued.state !== p.get('state') || (redirect !== null && redirect !== issued.redirectUri)) {
        json(res, 200, { error: 'invalid_request', error_description: 'no valid data in session' });
      } else {
        json(res, 200, {
          access_token: fake.issueToken('naver', issued.account),
          refresh_token: 'refresh-' + issued.account.id,
          token_type: 'bearer',
          expires_in: '3600',
        });
      }
    }
    return true;
  }
  if (url.pathname === '/v1/nid/me') {
    const account = fake.bearer(req, 'naver');
    if (!account) json(res, 401, { resultcode: '024', message: 'Authentication failed / 인증에 실패했습니다.' });
    else {
      json(res, 200, {
        resultcode: '00',
        message: 'success',
        response: {
          id: account.id,
          nickname: account.name,
          ...(account.email ? { email: account.email } : {}),
          ...(account.name ? { name: account.name } : {}),
        },
      });
    }
    return true;
  }
  return false;
}
