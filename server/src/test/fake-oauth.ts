import { createHash, randomBytes } from 'node:crypto';
import type http from 'node:http';

/** A person's account at a fake provider. */
export interface FakeAccount {
  id: string;
  email: string | null;
  name: string | null;
  /** Kakao reports whether it verified the email; an unverified one is not used. */
  emailVerified?: boolean;
}

/** Our application as registered at a fake provider, and who is signed in there (consents on the next authorize). */
export interface FakeApp {
  clientId: string;
  clientSecret: string | null;
  redirectUri: string;
  account: FakeAccount | null;
  /** The person presses "cancel" on the consent page. */
  deny: boolean;
}

interface IssuedCode {
  app: FakeApp;
  account: FakeAccount;
  redirectUri: string;
  state: string;
  codeChallenge: string | null;
  expiresAt: number;
}

/** Codes, tokens and the service's condition, shared by both fake providers. */
export class FakeOAuth {
  readonly codes = new Map<string, IssuedCode>();
  readonly tokens = new Map<string, { provider: 'kakao' | 'naver'; account: FakeAccount }>();
  /** Kakao's and Naver's codes are short-lived; tests shorten or end them with expireCodes(). */
  codeTtlMs = 10 * 60_000;

  issueCode(app: FakeApp, account: FakeAccount, q: URLSearchParams): string {
    const code = randomBytes(24).toString('base64url');
    this.codes.set(code, {
      app,
      account,
      redirectUri: q.get('redirect_uri') ?? '',
      state: q.get('state') ?? '',
      codeChallenge: q.get('code_challenge'),
      expiresAt: Date.now() + this.codeTtlMs,
    });
    return code;
  }

  /** A code is good once, before it expires, for the app it was issued to. */
  takeCode(app: FakeApp, code: string | null): IssuedCode | null {
    const issued = code ? this.codes.get(code) : undefined;
    if (!issued || issued.app !== app) return null;
    this.codes.delete(code!);
    return issued.expiresAt > Date.now() ? issued : null;
  }

  expireCodes(): void {
    for (const c of this.codes.values()) c.expiresAt = 0;
  }

  issueToken(provider: 'kakao' | 'naver', account: FakeAccount): string {
    const token = randomBytes(32).toString('base64url');
    this.tokens.set(token, { provider, account });
    return token;
  }

  /** The account behind `Authorization: Bearer …`, for that provider's API only. */
  bearer(req: http.IncomingMessage, provider: 'kakao' | 'naver'): FakeAccount | null {
    const m = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    const entry = m ? this.tokens.get(m[1]!) : undefined;
    return entry?.provider === provider ? entry.account : null;
  }
}

export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** The authorize endpoint's checks: the registered client id and redirect URI; then the redirect with code or error. */
export function authorize(fake: FakeOAuth, app: FakeApp, q: URLSearchParams, res: http.ServerResponse): void {
  if (q.get('response_type') !== 'code' || q.get('client_id') !== app.clientId) {
    res.statusCode = 400;
    return void res.end(JSON.stringify({ error: 'invalid_client', error_description: 'unknown client_id' }));
  }
  if (q.get('redirect_uri') !== app.redirectUri) {
    res.statusCode = 400;
    return void res.end(JSON.stringify({ error: 'invalid_request', error_description: 'redirect_uri mismatch' }));
  }
  const back = new URL(app.redirectUri);
  if (app.deny || !app.account) {
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('error_description', 'User denied access');
  } else {
    back.searchParams.set('code', fake.issueCode(app, app.account, q));
  }
  if (q.get('state')) back.searchParams.set('state', q.get('state')!);
  res.statusCode = 302;
  res.setHeader('location', back.toString());
  res.end();
}

export function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json;charset=UTF-8');
  res.end(JSON.stringify(body));
}
