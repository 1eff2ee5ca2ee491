/**
 * Which provider ids a member's account holds, and the rules of linking one: helpers of the social sign-in's
 * services (social-auth.service.ts), working with the request's EntityManager.
 */
import { msg } from '@scene-shop/domain';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, unauthenticated } from '../../common/errors.js';
import { verifyPassword } from '../../common/password.js';
import type { RateLimits } from '../../common/rate-limits.js';
import type { SocialProfile } from './oauth-providers.js';
import { SocialProvider } from './social.types.js';
import { User } from './user.entity.js';

/** The member column that holds a provider's user id (one provider id belongs to one member: unique). */
export const providerField = (provider: SocialProvider) => (provider === SocialProvider.KAKAO ? 'idK' : 'idN');

/** The providers linked to a member, for the account page. */
export const linkedProviders = (user: User): SocialProvider[] =>
  Object.values(SocialProvider).filter((p) => user[providerField(p)] !== null);

async function ownIdMember(em: EntityManager, userNo: number, withPassword = false): Promise<User> {
  const user = await em.findOne(User, { no: userNo, withdrawnAt: null }, withPassword ? { populate: ['pwd'] } : {});
  if (!user) throw unauthenticated();
  if (!user.id) throw badInput(msg('social.linkOwnIdOnly'));
  return user;
}

/**
 * Before a member is sent to link a provider: only own-id accounts link, not twice, and only after confirming the
 * password (counted against the member's password-check limit).
 */
export async function checkLinkRequest(
  em: EntityManager,
  limits: RateLimits,
  userNo: number,
  provider: SocialProvider,
  password: string,
): Promise<void> {
  const user = await ownIdMember(em, userNo, true);
  if (user[providerField(provider)]) throw conflict(msg('social.alreadyLinked', msg(`social.names.${provider}`)));
  await limits.consume('passwordCheck', String(userNo));
  if (!(await verifyPassword(user.pwd, password))) throw badInput(msg('account.currentPasswordWrong'), 'password');
}

/** Links the provider account to the member; its verified email must be the account's email. */
export async function linkProvider(em: EntityManager, userNo: number, profile: SocialProfile): Promise<User> {
  const name = msg(`social.names.${profile.provider}`);
  const field = providerField(profile.provider);
  const user = await ownIdMember(em, userNo);
  if (user[field]) throw conflict(msg('social.alreadyLinked', name));
  if (!profile.email || profile.email !== user.email?.trim().toLowerCase()) {
    throw badInput(msg('social.linkEmailMismatch', name), 'email');
  }
  if ((await em.count(User, { [field]: profile.id })) > 0) throw conflict(msg('social.linkedElsewhere', name));
  user[field] = profile.id;
  try {
    await em.flush();
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException) throw conflict(msg('social.linkedElsewhere', name));
    throw e;
  }
  return user;
}
