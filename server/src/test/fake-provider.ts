import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleKakao } from './fake-kakao.js';
import { handleNaver } from './fake-naver.js';
import { FakeOAuth, json, type FakeAccount, type FakeApp } from './fake-oauth.js';

export type { FakeAccount, FakeApp } from './fake-oauth.js';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** How the fake services behave: normally, refusing connections, never answering, or failing with a 500. */
export type FakeCondition = 'up' | 'down' | 'hang' | 'error';

export interface FakeProviderOptions {
  /** Our public address, from which the registered redirect URIs are made (`/user/callback`, `/user/callback/naver`). */
  publicUrl?: string;
}

/**
 * Local stand-ins for Kakao and Naver on one loopback port (every provider URL setting points at it). They speak the
 * providers' real protocols: authorize redirects carrying code and state, token endpoints checking the client and
 * the code, user info in each provider's JSON shape, and unlink / token deletion. Every request is recorded.
 */
export async function startFakeProviders(options: FakeProviderOptions = {}) {
  const publicUrl = options.publicUrl ?? 'http://localhost:5173';
  const requests: RecordedRequest[] = [];
  const fake = new FakeOAuth();
  const kakao: FakeApp = {
    clientId: 'kakao-rest-key',
    clientSecret: 'kakao-secret',
    redirectUri: `${publicUrl}/user/callback`,
    account: null,
    deny: false,
  };
  const naver: FakeApp = {
    clientId: 'naver-id',
    clientSecret: 'naver-secret',
    redirectUri: `${publicUrl}/user/callback/naver`,
    account: null,
    deny: false,
  };
  let condition: FakeCondition = 'up';
  let abandoned = 0;

  const server = http.createServer((req, res) => {
    if (condition === 'down') return void req.socket.destroy();
    if (condition === 'hang') return void req.socket.once('close', () => (abandoned += 1));
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      });
      if (condition === 'error') {
        res.statusCode = 500;
        return void res.end('<html><body>Internal Server Error</body></html>');
      }
      if (handleKakao(fake, kakao, req, url, body, res) || handleNaver(fake, naver, req, url, body, res)) return;
      json(res, 404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    kakao,
    naver,
    /** The settings that point the server at these fakes with the registered keys. */
    env: {
      KAKAO_AUTH_URL: url,
      KAKAO_API_URL: url,
      KAKAO_CLIENT_ID: kakao.clientId,
      KAKAO_CLIENT_SECRET: kakao.clientSecret!,
      KAKAO_ADMIN_KEY: 'test-admin-key',
      NAVER_AUTH_URL: url,
      NAVER_API_URL: url,
      NAVER_CLIENT_ID: naver.clientId,
      NAVER_CLIENT_SECRET: naver.clientSecret!,
      PUBLIC_URL: publicUrl,
    },
    setCondition: (next: FakeCondition) => void (condition = next),
    /** Requests made while hanging that the caller gave up on (closed their connection). */
    abandoned: () => abandoned,
    expireCodes: () => fake.expireCodes(),
    /** An access token for the account, as the provider's own SDK would hand one to a browser or an app. */
    issueToken: (provider: 'kakao' | 'naver', account: FakeAccount) => fake.issueToken(provider, account),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeProviders = Awaited<ReturnType<typeof startFakeProviders>>;
