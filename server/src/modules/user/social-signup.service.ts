import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { msg, type SocialSignupArgsValue } from '@scene-shop/domain';
import { conflict } from '../../common/errors.js';
import type { Context } from '../../context/context.js';
import { signToken } from '../../context/token.js';
import { providerField } from './social-link.js';
import { readTicket } from './social-ticket.js';
import { User } from './user.entity.js';

/** Profile completion: creates the member the ticket stands for, with the form's name, phone and address. */
export async function completeSignup(
  ctx: Context,
  { ticket, input }: SocialSignupArgsValue,
): Promise<{ token: string; user: User }> {
  const { em, config } = ctx;
  const profile = readTicket(config, ticket);
  const field = providerField(profile.provider);
  if ((await em.count(User, { [field]: profile.id })) > 0) throw conflict(msg('social.alreadyMember'));
  if ((await em.count(User, { email: profile.email })) > 0) throw conflict(msg('auth.emailTaken'), 'email');
  const user = em.create(User, { ...input, email: profile.email, [field]: profile.id });
  try {
    await em.flush();
  } catch (e) {
    // The same ticket completed twice at once: the unique indexes decide.
    if (e instanceof UniqueConstraintViolationException) throw conflict(msg('social.alreadyMember'));
    throw e;
  }
  return { token: signToken(config, { no: user.no, ver: user.tokenVersion }), user };
}
