import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A local stand-in for the social providers' HTTP endpoints: it records each request and answers as the real
 * service does (Kakao unlink: {"id": <user id>}; Naver token delete: {"access_token": …, "result": "success"}).
 */
export async function startFakeProviders() {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
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
      res.setHeader('content-type', 'application/json;charset=UTF-8');
      if (url.pathname === '/v1/user/unlink') {
        if (req.headers.authorization !== 'KakaoAK test-admin-key') {
          res.statusCode = 401;
          return res.end(JSON.stringify({ msg: 'wrong appKey', code: -401 }));
        }
        return res.end(JSON.stringify({ id: Number(new URLSearchParams(body).get('target_id')) }));
      }
      if (url.pathname === '/oauth2.0/token' && url.searchParams.get('grant_type') === 'delete') {
        return res.end(JSON.stringify({ access_token: url.searchParams.get('access_token'), result: 'success' }));
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
