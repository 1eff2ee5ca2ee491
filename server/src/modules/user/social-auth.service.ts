import { msg } from '@scene-shop/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { badInput, forbidden, unauthenticated } from '../../common/errors.js';
import { MSG } from '../../common/messages.js';
import type { RateLimits } from '../../common/rate-limits.js';
import type { Config } from '../../config/env.js';
import type { Viewer } from '../../context/policy.js';
import { signToken } from '../../context/token.js';
import { authorizeUrl, exchangeCode, fetchProfile, type ProviderCall } from './oauth-client.js';
import { isConfigured, providerSpec, type ProviderSpec, type SocialProfile } from './oauth-providers.js';
import { consumeState, issueState } from './oauth-state.service.js';
import { checkLinkRequest, linkProvider, providerField } from './social-link.service.js';
import { signTicket } from './social-ticket.js';
import { SocialProvider, SocialSignIn, SocialSignInStatus, type SocialAuthorization } from './social.types.js';
import { User } from './user.entity.js';

/** The request facts a social sign-in needs. */
export interface SocialDeps {
  config: Config;
  logger: Logger;
  limits: RateLimits;
  ip: string;
}

/** The states we issue are base64url; anything else was not issued here. */
const STATE_FORMAT = /^[\w-]{16,64}$/;

const call = (deps: SocialDeps): ProviderCall => ({ timeoutMs: deps.config.OAUTH_TIMEOUT_MS, logger: deps.logger });

/** The provider's spec, or 400 when it has no keys here (its button is not shown then). */
export function configuredSpec(config: Config, provider: SocialProvider): ProviderSpec {
  const spec = providerSpec(config, provider);
  if (!isConfigured(spec)) throw badInput(msg('social.notConfigured', msg(`social.names.${provider}`)), 'provider');
  return spec;
}

const answer = (provider: SocialProvider, over: Partial<SocialSignIn>): SocialSignIn =>
  Object.assign(new SocialSignIn(), {
    provider,
    token: null,
    user: null,
    signup: null,
    message: null,
    providerAccessToken: null,
    ...over,
  });

/** Starts a sign-in: a fresh state (and PKCE verifier) is kept, and the provider's authorize URL is answered. */
export async function startSignIn(
  em: EntityManager,
  deps: SocialDeps,
  provider: SocialProvider,
  linkUserNo: number | null = null,
): Promise<SocialAuthorization> {
  const spec = configuredSpec(deps.config, provider);
  await deps.limits.consume('socialByAddress', deps.ip);
  const { state, codeChallenge } = await issueState(em, provider, spec.pkce, linkUserNo);
  return { url: authorizeUrl(spec, state, codeChallenge), state };
}

/** Starts linking the provider to the signed-in member's own-id account, once the password is confirmed. */
export async function startLink(
  em: EntityManager,
  deps: SocialDeps,
  viewer: Viewer,
  provider: SocialProvider,
  password: string,
): Promise<SocialAuthorization> {
  configuredSpec(deps.config, provider);
  if (password.length > 100) throw badInput(msg('account.currentPasswordWrong'), 'password');
  await checkLinkRequest(em, deps.limits, viewer.no, provider, password);
  return startSignIn(em, deps, provider, viewer.no);
}

/**
 * Finishes the flow the provider redirected back from: the state is used up, the code exchanged on the server and
 * the account read. A state issued for linking finishes only for the member who asked for it.
 */
export async function completeSignIn(
  em: EntityManager,
  deps: SocialDeps,
  viewer: Viewer | null,
  provider: SocialProvider,
  grant: { code: string; state: string },
): Promise<SocialSignIn> {
  const spec = configuredSpec(deps.config, provider);
  if (!STATE_FORMAT.test(grant.state)) throw badInput(msg('social.stateInvalid'), 'state');
  if (!grant.code || grant.code.length > 1024)
    throw badInput(msg('social.codeRejected', msg(`social.names.${provider}`)), 'code');
  await deps.limits.consume('socialByAddress', deps.ip);
  const { codeVerifier, linkUserNo } = await consumeState(em, provider, grant.state);
  if (linkUserNo !== null && !viewer) throw unauthenticated();
  if (linkUserNo !== null && viewer?.no !== linkUserNo) throw forbidden();
  const accessToken = await exchangeCode(spec, call(deps), { ...grant, codeVerifier });
  const profile = await fetchProfile(spec, call(deps), accessToken);
  const providerAccessToken = provider === SocialProvider.NAVER ? accessToken : null;
  if (linkUserNo !== null) {
    const user = await linkProvider(em, linkUserNo, profile);
    return answer(provider, {
      status: SocialSignInStatus.LINKED,
      user,
      providerAccessToken,
      message: MSG.social.linked(MSG.social.names[provider]),
    });
  }
  return signInAs(em, deps.config, profile, providerAccessToken);
}

/** The documented token calls: an access token the browser holds is checked with the provider before anything. */
export async function signInWithToken(
  em: EntityManager,
  deps: SocialDeps,
  provider: SocialProvider,
  accessToken: string,
): Promise<SocialSignIn> {
  const spec = configuredSpec(deps.config, provider);
  await deps.limits.consume('socialByAddress', deps.ip);
  const profile = await fetchProfile(spec, call(deps), accessToken);
  return signInAs(em, deps.config, profile, provider === SocialProvider.NAVER ? accessToken : null);
}

/** A provider session the client holds: the token must still be good and belong to the caller's own account. */
export async function checkSession(
  em: EntityManager,
  deps: SocialDeps,
  viewer: Viewer,
  provider: SocialProvider,
  accessToken: string,
): Promise<{ user: User; profile: SocialProfile }> {
  const spec = configuredSpec(deps.config, provider);
  const user = await em.findOne(User, { no: viewer.no, withdrawnAt: null });
  if (!user) throw unauthenticated();
  await deps.limits.consume('socialByAddress', deps.ip);
  const profile = await fetchProfile(spec, call(deps), accessToken);
  if (profile.id !== user[providerField(provider)]) throw forbidden();
  return { user, profile };
}

/** Login for a known provider id; otherwise a signup ticket, unless the email is already a member's (no merging). */
async function signInAs(
  em: EntityManager,
  config: Config,
  profile: SocialProfile,
  providerAccessToken: string | null,
): Promise<SocialSignIn> {
  const { provider } = profile;
  const member = await em.findOne(User, { [providerField(provider)]: profile.id, withdrawnAt: null });
  if (member) {
    const token = signToken(config, { no: member.no, ver: member.tokenVersion });
    return answer(provider, { status: SocialSignInStatus.LOGIN, token, user: member, providerAccessToken });
  }
  const email = profile.email;
  if (!email) throw badInput(msg('social.emailRequired', msg(`social.names.${provider}`)), 'email');
  const holder = await em.findOne(User, { email, withdrawnAt: null });
  if (holder) {
    const other = holder.idK ? SocialProvider.KAKAO : SocialProvider.NAVER;
    const message = holder.id ? MSG.social.emailOfOwnId : MSG.social.emailOfProvider(MSG.social.names[other]);
    return answer(provider, { status: SocialSignInStatus.EMAIL_IN_USE, message });
  }
  const ticket = signTicket(config, { ...profile, email });
  return answer(provider, {
    status: SocialSignInStatus.SIGNUP,
    signup: { provider, ticket, email, name: profile.name },
    providerAccessToken,
  });
}
