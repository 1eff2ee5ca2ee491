import {
  koreanText,
  msg,
  type Message,
  type ProviderLinkRefValue,
  type SocialCallbackInputValue,
  type SocialLinkInputValue,
  type SocialProviderArgsValue,
  type SocialTokenInputValue,
} from '@scene-shop/domain';
import { badInput, forbidden, unauthenticated } from '../../common/errors.js';
import type { Config } from '../../config/env.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { signToken } from '../../context/token.js';
import { activeMember } from './account.service.js';
import { authorizeUrl, exchangeCode, fetchProfile, type ProviderCall } from './oauth-client.js';
import { isConfigured, providerSpec, type ProviderSpec, type SocialProfile } from './oauth-providers.js';
import { consumeState, issueState } from './oauth-state.js';
import { checkLinkRequest, linkProvider, providerField } from './social-link.js';
import { signTicket } from './social-ticket.js';
import { SocialProvider, SocialSignIn, SocialSignInStatus, type SocialAuthorization } from './social.types.js';
import { User } from './user.entity.js';

/** A provider's access token the client holds, for one provider. */
type ProviderToken = SocialTokenInputValue & SocialProviderArgsValue;

const call = (ctx: Context): ProviderCall => ({ timeoutMs: ctx.config.OAUTH_TIMEOUT_MS, logger: ctx.logger });

/** The provider's spec, or 400 when it has no keys here (its button is not shown then). */
function configuredSpec(config: Config, provider: SocialProvider): ProviderSpec {
  const spec = providerSpec(config, provider);
  if (!isConfigured(spec)) throw badInput(msg('social.notConfigured', msg(`social.names.${provider}`)), 'provider');
  return spec;
}

/** An answer; its message (what to tell the person) goes as the Korean text and as its key and arguments. */
const answer = (
  provider: SocialProvider,
  { message, ...over }: Partial<Omit<SocialSignIn, 'message' | 'messageKey' | 'messageArgs'>> & { message?: Message },
): SocialSignIn =>
  Object.assign(new SocialSignIn(), {
    provider,
    token: null,
    user: null,
    signup: null,
    message: message ? koreanText(message) : null,
    messageKey: message?.key ?? null,
    messageArgs: message?.args ?? null,
    providerAccessToken: null,
    ...over,
  });

/** Keeps a fresh state (and PKCE verifier) for the flow and answers the provider's authorize URL. */
async function begin(ctx: Context, provider: SocialProvider, linkUserNo: number | null): Promise<SocialAuthorization> {
  const spec = configuredSpec(ctx.config, provider);
  await ctx.limits.consume('socialByAddress', ctx.ip);
  const { state, codeChallenge } = await issueState(ctx.em, provider, spec.pkce, linkUserNo);
  return { url: authorizeUrl(spec, state, codeChallenge), state };
}

/** Starts a sign-in: the provider's authorize URL. */
export function startSignIn(ctx: Context, { provider }: SocialProviderArgsValue): Promise<SocialAuthorization> {
  return begin(ctx, provider, null);
}

/** Starts linking the provider to the signed-in member's own-id account, once the password is confirmed. */
export async function startLink(
  ctx: Context,
  { provider, password }: SocialLinkInputValue,
): Promise<SocialAuthorization> {
  const viewer = requireViewer(ctx);
  configuredSpec(ctx.config, provider);
  await checkLinkRequest(ctx.em, ctx.limits, viewer.no, provider, password);
  return begin(ctx, provider, viewer.no);
}

/**
 * Finishes the flow the provider redirected back from: the state is used up, the code exchanged on the server and
 * the account read. A state issued for linking finishes only for the member who asked for it.
 */
export async function completeSignIn(
  ctx: Context,
  { provider, code, state }: SocialCallbackInputValue,
): Promise<SocialSignIn> {
  const spec = configuredSpec(ctx.config, provider);
  await ctx.limits.consume('socialByAddress', ctx.ip);
  const { codeVerifier, linkUserNo } = await consumeState(ctx.em, provider, state);
  if (linkUserNo !== null && !ctx.viewer) throw unauthenticated();
  if (linkUserNo !== null && ctx.viewer?.no !== linkUserNo) throw forbidden();
  const accessToken = await exchangeCode(spec, call(ctx), { code, state, codeVerifier });
  const profile = await fetchProfile(spec, call(ctx), accessToken);
  const providerAccessToken = provider === SocialProvider.NAVER ? accessToken : null;
  if (linkUserNo !== null) {
    const user = await linkProvider(ctx.em, linkUserNo, profile);
    return answer(provider, {
      status: SocialSignInStatus.LINKED,
      user,
      providerAccessToken,
      message: msg('social.linked', msg(`social.names.${provider}`)),
    });
  }
  return signInAs(ctx, profile, providerAccessToken);
}

/** The documented token calls: an access token the browser holds is checked with the provider before anything. */
export async function signInWithToken(ctx: Context, { provider, accessToken }: ProviderToken): Promise<SocialSignIn> {
  const spec = configuredSpec(ctx.config, provider);
  await ctx.limits.consume('socialByAddress', ctx.ip);
  const profile = await fetchProfile(spec, call(ctx), accessToken);
  return signInAs(ctx, profile, provider === SocialProvider.NAVER ? accessToken : null);
}

/** A provider session the client holds: the token must still be good and belong to the caller's own account. */
export async function checkSession(
  ctx: Context,
  { provider, accessToken }: ProviderToken,
): Promise<{ user: User; profile: SocialProfile }> {
  const spec = configuredSpec(ctx.config, provider);
  const user = await ctx.em.findOne(User, { no: requireViewer(ctx).no, withdrawnAt: null });
  if (!user) throw unauthenticated();
  await ctx.limits.consume('socialByAddress', ctx.ip);
  const profile = await fetchProfile(spec, call(ctx), accessToken);
  if (profile.id !== user[providerField(provider)]) throw forbidden();
  return { user, profile };
}

/** Whether the member's account is linked to this provider user id (Kakao's or Naver's). */
export async function isLinkedTo(ctx: Context, { userNo, providerId }: ProviderLinkRefValue): Promise<boolean> {
  const user = await activeMember(ctx, { memberNo: userNo });
  return user.idK === providerId || user.idN === providerId;
}

/** Login for a known provider id; otherwise a signup ticket, unless the email is already a member's (no merging). */
async function signInAs(
  ctx: Context,
  profile: SocialProfile,
  providerAccessToken: string | null,
): Promise<SocialSignIn> {
  const { em, config } = ctx;
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
    const message = holder.id
      ? msg('social.emailOfOwnId')
      : msg('social.emailOfProvider', msg(`social.names.${other}`));
    return answer(provider, { status: SocialSignInStatus.EMAIL_IN_USE, message });
  }
  const ticket = signTicket(config, { ...profile, email });
  return answer(provider, {
    status: SocialSignInStatus.SIGNUP,
    signup: { provider, ticket, email, name: profile.name },
    providerAccessToken,
  });
}
