import { msg } from '@scene-shop/domain';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict } from '../../common/errors.js';
import { toInput, validateInput } from '../../common/validation.js';
import type { Config } from '../../config/env.js';
import { signToken } from '../../context/token.js';
import { providerField } from './social-link.service.js';
import { readTicket } from './social-ticket.js';
import { SocialSignupInput } from './social.types.js';
import { User } from './user.entity.js';

/** Profile completion: creates the member the ticket stands for, with the form's name, phone and address. */
export async function completeSignup(
  em: EntityManager,
  config: Config,
  ticket: string,
  raw: SocialSignupInput,
): Promise<{ token: string; user: User }> {
  const profile = readTicket(config, ticket);
  const input = toInput(SocialSignupInput, raw);
  await validateInput(input);
  const fields = {
    name: input.name.trim(),
    tel: input.tel.trim(),
    zipcode: input.zipcode.trim(),
    address: input.address.trim(),
  };
  if (!fields.name) throw badInput(msg('auth.nameRequired'), 'name');
  if (!fields.tel) throw badInput(msg('auth.telRequired'), 'tel');
  if (!fields.zipcode || !fields.address) throw badInput(msg('auth.addressRequired'), 'address');
  const field = providerField(profile.provider);
  if ((await em.count(User, { [field]: profile.id })) > 0) throw conflict(msg('social.alreadyMember'));
  if ((await em.count(User, { email: profile.email })) > 0) throw conflict(msg('auth.emailTaken'), 'email');
  const user = em.create(User, { ...fields, email: profile.email, [field]: profile.id });
  try {
    await em.flush();
  } catch (e) {
    // The same ticket completed twice at once: the unique indexes decide.
    if (e instanceof UniqueConstraintViolationException) throw conflict(msg('social.alreadyMember'));
    throw e;
  }
  return { token: signToken(config, { no: user.no, ver: user.tokenVersion }), user };
}
