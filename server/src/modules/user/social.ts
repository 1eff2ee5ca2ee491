import type { Logger } from 'pino';
import type { Config } from '../../config/env.js';

type SocialConfig = Pick<
  Config,
  'KAKAO_API_URL' | 'KAKAO_ADMIN_KEY' | 'NAVER_AUTH_URL' | 'NAVER_CLIENT_ID' | 'NAVER_CLIENT_SECRET'
>;

const TIMEOUT_MS = 5000;

/** Kakao's admin-key unlink (POST /v1/user/unlink with target_id_type=user_id). False when not configured or refused. */
export async function unlinkKakao(config: SocialConfig, kakaoId: string, log: Logger): Promise<boolean> {
  if (!config.KAKAO_ADMIN_KEY) {
    log.warn('KAKAO_ADMIN_KEY is not set: a leaving member was not unlinked from Kakao');
    return false;
  }
  try {
    const res = await fetch(new URL('/v1/user/unlink', config.KAKAO_API_URL), {
      method: 'POST',
      headers: {
        Authorization: `KakaoAK ${config.KAKAO_ADMIN_KEY}`,
        'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8',
      },
      body: new URLSearchParams({ target_id_type: 'user_id', target_id: kakaoId }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) log.error({ status: res.status }, 'Kakao unlink refused');
    return res.ok;
  } catch (err) {
    log.error({ err }, 'Kakao unlink failed');
    return false;
  }
}

/** Naver's token deletion (grant_type=delete), which ends the link for that access token. */
export async function revokeNaverToken(config: SocialConfig, accessToken: string, log: Logger): Promise<boolean> {
  if (!config.NAVER_CLIENT_ID || !config.NAVER_CLIENT_SECRET) {
    log.warn('NAVER_CLIENT_ID/SECRET are not set: a Naver token was not revoked');
    return false;
  }
  try {
    const url = new URL('/oauth2.0/token', config.NAVER_AUTH_URL);
    url.search = new URLSearchParams({
      grant_type: 'delete',
      client_id: config.NAVER_CLIENT_ID,
      client_secret: config.NAVER_CLIENT_SECRET,
      access_token: accessToken,
      service_provider: 'NAVER',
    }).toString();
    const res = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body = (await res.json().catch(() => ({}))) as { result?: string; error?: string };
    const ok = res.ok && body.result === 'success';
    if (!ok) log.error({ status: res.status, error: body.error }, 'Naver token revoke refused');
    return ok;
  } catch (err) {
    log.error({ err }, 'Naver token revoke failed');
    return false;
  }
}
