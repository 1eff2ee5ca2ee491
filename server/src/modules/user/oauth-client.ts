import { msg } from '@scene-shop/domain';
import * as oauth from 'oauth4webapi';
import type { Logger } from 'pino';
import { AppError, badInput } from '../../common/errors.js';
import type { ProviderSpec, SocialProfile } from './oauth-providers.js';

/** What the calls to a provider need besides its spec. */
export interface ProviderCall {
  timeoutMs: number;
  logger: Logger;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** HTTPS only, except a provider stand-in on this machine (local development and tests). */
const insecureAllowed = (url: string) => {
  const u = new URL(url);
  return u.protocol === 'http:' && LOOPBACK.has(u.hostname);
};

const nameOf = (spec: ProviderSpec) => msg(`social.names.${spec.provider}`);

/**
 * Naver's token endpoint answers its errors with status 200 and `{error, error_description}`; shown to the library
 * as the 400 that RFC 6749 prescribes, so they are read as OAuth errors rather than as a malformed answer.
 */
async function naverTokenFetch(
  url: string,
  init: oauth.CustomFetchOptions<'POST', URLSearchParams>,
): Promise<Response> {
  const res = await fetch(url, init as RequestInit);
  if (res.status !== 200) return res;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { error?: unknown } | null;
  if (typeof body?.error !== 'string') return res;
  return new Response(JSON.stringify(body), { status: 400, headers: { 'content-type': 'application/json' } });
}

/** The browser's way to the provider's consent page. */
export function authorizeUrl(spec: ProviderSpec, state: string, codeChallenge: string | null): string {
  const url = new URL(spec.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', spec.clientId ?? '');
  url.searchParams.set('redirect_uri', spec.redirectUri);
  url.searchParams.set('state', state);
  if (codeChallenge) {
    url.searchParams.set('code_challenge', codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url.toString();
}

/**
 * Maps whatever a provider call threw to an answer for the person: a code or token the provider refused is theirs
 * to retry (400/401); a provider that errs is 502 and one that cannot be reached in time is 503. Details are logged.
 */
function providerFailure(spec: ProviderSpec, call: ProviderCall, err: unknown, stage: 'token' | 'userinfo'): AppError {
  if (err instanceof AppError) return err;
  const name = nameOf(spec);
  if (err instanceof oauth.ResponseBodyError && stage === 'token') {
    if (err.error === 'invalid_grant' || err.error === 'invalid_request') {
      call.logger.info({ provider: spec.provider, error: err.error }, 'provider refused the authorization code');
      return badInput(msg('social.codeRejected', name), 'code');
    }
  }
  if (err instanceof oauth.WWWAuthenticateChallengeError && err.status === 401) {
    return new AppError('UNAUTHENTICATED', msg('social.tokenRejected', name));
  }
  // fetch's own TypeError (refused, reset, DNS) has no code; the library's coded TypeErrors are our faults (502).
  const unreachable =
    (err instanceof TypeError && !('code' in err)) || (err instanceof DOMException && err.name === 'TimeoutError');
  call.logger.error({ err, provider: spec.provider, stage }, 'social provider call failed');
  return unreachable
    ? new AppError('SERVICE_UNAVAILABLE', msg('social.providerDown', name))
    : new AppError('BAD_GATEWAY', msg('social.providerError', name));
}

const options = (spec: ProviderSpec, call: ProviderCall, url: string) => ({
  signal: () => AbortSignal.timeout(call.timeoutMs),
  [oauth.allowInsecureRequests]: insecureAllowed(url),
  ...(spec.stateAtToken ? { [oauth.customFetch]: naverTokenFetch } : {}),
});

/** Exchanges the authorization code at the provider's token endpoint (server to server); gives the access token. */
export async function exchangeCode(
  spec: ProviderSpec,
  call: ProviderCall,
  grant: { code: string; state: string; codeVerifier: string | null },
): Promise<string> {
  const as: oauth.AuthorizationServer = { issuer: spec.authorizeUrl, token_endpoint: spec.tokenUrl };
  const client: oauth.Client = { client_id: spec.clientId ?? '' };
  const auth = spec.clientSecret ? oauth.ClientSecretPost(spec.clientSecret) : oauth.None();
  try {
    const params = oauth.validateAuthResponse(
      as,
      client,
      new URLSearchParams({ code: grant.code, state: grant.state }),
      grant.state,
    );
    const res = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      auth,
      params,
      spec.redirectUri,
      grant.codeVerifier ?? oauth.nopkce,
      { ...options(spec, call, spec.tokenUrl), additionalParameters: spec.stateAtToken ? { state: grant.state } : {} },
    );
    return (await oauth.processAuthorizationCodeResponse(as, client, res)).access_token;
  } catch (err) {
    throw providerFailure(spec, call, err, 'token');
  }
}

/** Reads the account behind an access token; a token the provider does not accept answers 401. */
export async function fetchProfile(
  spec: ProviderSpec,
  call: ProviderCall,
  accessToken: string,
): Promise<SocialProfile> {
  let res: Response;
  try {
    res = await oauth.protectedResourceRequest(accessToken, 'GET', new URL(spec.userInfoUrl), new Headers(), null, {
      signal: () => AbortSignal.timeout(call.timeoutMs),
      [oauth.allowInsecureRequests]: insecureAllowed(spec.userInfoUrl),
    });
  } catch (err) {
    throw providerFailure(spec, call, err, 'userinfo');
  }
  if (res.status === 401) throw new AppError('UNAUTHENTICATED', msg('social.tokenRejected', nameOf(spec)));
  const body: unknown = res.ok ? await res.json().catch(() => null) : null;
  const profile = spec.parseProfile(body);
  if (!profile) {
    call.logger.error({ provider: spec.provider, status: res.status }, 'social provider answered no usable profile');
    throw new AppError('BAD_GATEWAY', msg('social.providerError', nameOf(spec)));
  }
  return profile;
}
