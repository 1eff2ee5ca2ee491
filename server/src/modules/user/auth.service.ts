import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ID_RULE } from '@scene-shop/domain';
import { AppError, badInput, conflict } from '../../common/errors.js';
import { MSG } from '../../common/messages.js';
import { hashPassword, verifyPassword } from '../../common/password.js';
import type { RateLimits } from '../../common/rate-limits.js';
import { toInput, validateInput } from '../../common/validation.js';
import type { Config } from '../../config/env.js';
import type { Viewer } from '../../context/policy.js';
import { signToken } from '../../context/token.js';
import { RegisterInput } from './auth.inputs.js';
import { User } from './user.entity.js';

// Verified against when the id is unknown, so a wrong id costs as much time as a wrong password.
const DUMMY_HASH = hashPassword('dummy-password-1!');

/** The request facts the guessing brakes need: the limiter and the caller's address. */
export interface Caller {
  limits: RateLimits;
  ip: string;
}

/**
 * Logs in with own id and password. Failures count per id and per address; while either is over its limit the
 * attempt is refused with 429 before any password is hashed. A success clears the id's count.
 */
export async function login(em: EntityManager, config: Config, caller: Caller, id: string, pwd: string) {
  const idKey = id.trim().toLowerCase().slice(0, 64);
  await caller.limits.check('loginById', idKey);
  await caller.limits.check('loginByAddress', caller.ip);
  const user = ID_RULE.test(id) ? await em.findOne(User, { id, withdrawnAt: null }, { populate: ['pwd'] }) : null;
  const ok = await verifyPassword(user?.pwd ?? (await DUMMY_HASH), pwd);
  if (!user || !ok) {
    await Promise.all([
      caller.limits.penalize('loginById', idKey),
      caller.limits.penalize('loginByAddress', caller.ip),
    ]);
    throw new AppError('UNAUTHENTICATED', MSG.auth.loginFailed);
  }
  await caller.limits.reset('loginById', idKey);
  return { user, token: signToken(config, { no: user.no, ver: user.tokenVersion }) };
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

/** Whether an own login id is taken: for the registration form, so it is limited per address. */
export async function idExists(em: EntityManager, caller: Caller, id: string): Promise<boolean> {
  if (!ID_RULE.test(id)) throw badInput(MSG.auth.idRule, 'id');
  await caller.limits.consume('existenceCheck', caller.ip);
  return isIdTaken(em, id);
}

const isIdTaken = async (em: EntityManager, id: string) => (await em.count(User, { id })) > 0;

export async function register(em: EntityManager, raw: RegisterInput): Promise<User> {
  const input = toInput(RegisterInput, raw);
  await validateInput(input);
  if (await isIdTaken(em, input.id)) throw conflict(MSG.auth.idTaken, 'id');
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
