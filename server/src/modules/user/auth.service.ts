import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, conflict } from '../../common/errors.js';
import { MSG } from '../../common/messages.js';
import { hashPassword, verifyPassword } from '../../common/password.js';
import { validateInput } from '../../common/validation.js';
import type { Config } from '../../config/env.js';
import type { Viewer } from '../../context/context.js';
import { signToken } from '../../context/token.js';
import { RegisterInput } from './auth.inputs.js';
import { User } from './user.entity.js';

// Verified against when the id is unknown, so a wrong id costs as much time as a wrong password.
const DUMMY_HASH = hashPassword('dummy-password-1!');

export async function login(em: EntityManager, config: Config, id: string, pwd: string) {
  const user = await em.findOne(User, { id, withdrawnAt: null }, { populate: ['pwd'] });
  const ok = await verifyPassword(user?.pwd ?? (await DUMMY_HASH), pwd);
  if (!user || !ok) throw new AppError('UNAUTHENTICATED', MSG.auth.loginFailed);
  return { user, token: signToken(config, { no: user.no, role: user.role }) };
}

/** The signed-in member, or null when the token's member has left. */
export function me(em: EntityManager, viewer: Viewer | null): Promise<User | null> {
  if (!viewer) return Promise.resolve(null);
  return em.findOne(User, { no: viewer.no, withdrawnAt: null });
}

/** Any member's public profile (withdrawn members too, so their posts can say so). */
export function findMember(em: EntityManager, no: number): Promise<User | null> {
  return em.findOne(User, { no });
}

export async function idExists(em: EntityManager, id: string): Promise<boolean> {
  return (await em.count(User, { id })) > 0;
}

export async function register(em: EntityManager, raw: RegisterInput): Promise<User> {
  const input = Object.assign(new RegisterInput(), raw);
  await validateInput(input);
  if (await idExists(em, input.id)) throw conflict(MSG.auth.idTaken, 'id');
  if ((await em.count(User, { email: input.email })) > 0) throw conflict(MSG.auth.emailTaken, 'email');
  const user = em.create(User, {
    id: input.id,
    pwd: await hashPassword(input.pwd),
    name: input.name.trim(),
    email: input.email.trim(),
    tel: input.tel.trim(),
    zipcode: input.zipcode.trim(),
    address: input.address.trim(),
  });
  try {
    await em.flush();
  } catch (e) {
    // Two registrations racing for the same id or email: the unique index decides.
    if (e instanceof UniqueConstraintViolationException) throw conflict(MSG.auth.idTaken, 'id');
    throw e;
  }
  return user;
}
