import { z } from 'zod';
import type { Config } from '../../config/env.js';
import { SocialProvider } from './social.types.js';

/** What we keep of a provider account: its id, the email the provider vouches for, and a name. */
export interface SocialProfile {
  provider: SocialProvider;
  id: string;
  /** Null when the person did not share it or the provider has not verified it. */
  email: string | null;
  name: string | null;
}

/** One provider's endpoints, keys and protocol details. */
export interface ProviderSpec {
  provider: SocialProvider;
  clientId: string | undefined;
  clientSecret: string | undefined;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  /** Where the provider sends the browser back (registered with the provider as the redirect URI). */
  redirectUri: string;
  /** Kakao supports PKCE (S256); Naver does not. */
  pkce: boolean;
  /** Naver's token endpoint wants the state again. */
  stateAtToken: boolean;
  /** Kakao keeps the secret optional (an app setting); Naver always requires it. */
  secretRequired: boolean;
  parseProfile(body: unknown): SocialProfile | null;
}

const text = z.string().trim().min(1).max(200);

/** Kakao's /v2/user/me: a numeric id, and the email only when valid and verified by Kakao. */
const kakaoUser = z.object({
  id: z.number().int().positive(),
  kakao_account: z
    .object({
      email: z.string().max(100).optional(),
      is_email_valid: z.boolean().optional(),
      is_email_verified: z.boolean().optional(),
      name: text.optional(),
      profile: z.object({ nickname: text.optional() }).optional(),
    })
    .optional(),
  properties: z.object({ nickname: text.optional() }).optional(),
});

/** Naver's /v1/nid/me: `resultcode` "00" and the profile under `response`. */
const naverUser = z.object({
  resultcode: z.literal('00'),
  response: z.object({
    id: z.string().min(1).max(64),
    email: z.string().max(100).optional(),
    name: text.optional(),
    nickname: text.optional(),
  }),
});

const email = (value: string | undefined) => {
  const v = value?.trim().toLowerCase();
  return v && z.email().safeParse(v).success ? v : null;
};

function parseKakao(body: unknown): SocialProfile | null {
  const parsed = kakaoUser.safeParse(body);
  if (!parsed.success) return null;
  const { id, kakao_account: account, properties } = parsed.data;
  const verified = account?.is_email_valid === true && account.is_email_verified === true;
  return {
    provider: SocialProvider.KAKAO,
    id: String(id),
    email: verified ? email(account.email) : null,
    name: account?.name ?? account?.profile?.nickname ?? properties?.nickname ?? null,
  };
}

function parseNaver(body: unknown): SocialProfile | null {
  const parsed = naverUser.safeParse(body);
  if (!parsed.success) return null;
  const { id, email: address, name, nickname } = parsed.data.response;
  // Naver only hands out the contact email it has confirmed with the account holder.
  return { provider: SocialProvider.NAVER, id, email: email(address), name: name ?? nickname ?? null };
}

const at = (base: string, path: string) => new URL(path, base).toString();

/** The provider's settings; every URL, id and secret comes from the configuration. */
export function providerSpec(config: Config, provider: SocialProvider): ProviderSpec {
  if (provider === SocialProvider.KAKAO) {
    return {
      provider,
      clientId: config.KAKAO_CLIENT_ID,
      clientSecret: config.KAKAO_CLIENT_SECRET,
      authorizeUrl: at(config.KAKAO_AUTH_URL, '/oauth/authorize'),
      tokenUrl: at(config.KAKAO_AUTH_URL, '/oauth/token'),
      userInfoUrl: at(config.KAKAO_API_URL, '/v2/user/me'),
      redirectUri: `${config.PUBLIC_URL}/user/callback`,
      pkce: true,
      stateAtToken: false,
      secretRequired: false,
      parseProfile: parseKakao,
    };
  }
  return {
    provider,
    clientId: config.NAVER_CLIENT_ID,
    clientSecret: config.NAVER_CLIENT_SECRET,
    authorizeUrl: at(config.NAVER_AUTH_URL, '/oauth2.0/authorize'),
    tokenUrl: at(config.NAVER_AUTH_URL, '/oauth2.0/token'),
    userInfoUrl: at(config.NAVER_API_URL, '/v1/nid/me'),
    redirectUri: `${config.PUBLIC_URL}/user/callback/naver`,
    pkce: false,
    stateAtToken: true,
    secretRequired: true,
    parseProfile: parseNaver,
  };
}

/** A provider is offered only when its client id (and, where required, secret) is set. */
export function isConfigured(spec: ProviderSpec): boolean {
  return !!spec.clientId && (!spec.secretRequired || !!spec.clientSecret);
}

export const configuredProviders = (config: Config): SocialProvider[] =>
  Object.values(SocialProvider).filter((p) => isConfigured(providerSpec(config, p)));
