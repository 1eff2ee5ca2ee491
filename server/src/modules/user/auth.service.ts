import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ID_RULE, msg } from '@scene-shop/domain';
import { AppError, badInput, conflict } from '../../common/errors.js';
import { hashPassword, verifyPassword } from '../../common/password.js';
import type { RateLimits } from '../../common/rate-limits.js';
import { toInput, validateInput } from '../../common/validation.js';
import type { Config } from '../../config/env.js';
import type { Viewer } from '../../context/policy.js';
import { signToken } from '../../context/token.js';
import { RegisterInput } from './auth.inputs.js';
import { isRecentlyVerified, normalizeEmail, parseEmail, provenEmail } from './email-code.service.js';
import { EmailVerification } from './email-verification.entity.js';
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
  const user = ID_RULE.test(id)
    ? await em.findOne(User, { id, withdrawnAt: null }, { populate: ['pwd', 'tempPwd'] })
    : null;
  const ok = (await verifyPassword(user?.pwd ?? (await DUMMY_HASH), pwd)) || (user && (await useTemporary(user, pwd)));
  if (!user || !ok) {
    await Promise.all([
      caller.limits.penalize('loginById', idKey),
      caller.limits.penalize('loginByAddress', caller.ip),
    ]);
    throw new AppError('UNAUTHENTICATED', msg('auth.loginFailed'));
  }
  await em.flush();
  await caller.limits.reset('loginById', idKey);
  const token = signToken(config, { no: user.no, ver: user.tokenVersion });
  return { user, token, mustChangePassword: user.mustChangePassword };
}

/**
 * A mailed temporary password, still valid, becomes the password when first used: the old one stops working, other
 * sessions end, and the member is asked to choose a new one. Until then the old password keeps working, so a
 * stranger's reset request locks nobody out.
 */
async function useTemporary(user: User, pwd: string): Promise<boolean> {
  if (!user.tempPwd || !user.tempPwdExpiresAt || user.tempPwdExpiresAt <= new Date()) return false;
  if (!(await verifyPassword(user.tempPwd, pwd))) return false;
  user.pwd = user.tempPwd;
  user.tempPwd = null;
  user.tempPwdExpiresAt = null;
  user.mustChangePassword = true;
  user.tokenVersion += 1;
  return true;
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
  if (!ID_RULE.test(id)) throw badInput(msg('auth.idRule'), 'id');
  await caller.limits.consume('existenceCheck', caller.ip);
  return isIdTaken(em, id);
}

const isIdTaken = async (em: EntityManager, id: string) => (await em.count(User, { id })) > 0;

/** Registers an own-id account for an email verified by its mailed code; the verification is used up. */
export async function register(em: EntityManager, raw: RegisterInput): Promise<User> {
  const input = toInput(RegisterInput, raw);
  await validateInput(input);
  const email = normalizeEmail(input.email);
  if (await isIdTaken(em, input.id)) throw conflict(msg('auth.idTaken'), 'id');
  if ((await em.count(User, { email })) > 0) throw conflict(msg('auth.emailTaken'), 'email');
  if (!(await isRecentlyVerified(em, email))) throw badInput(msg('auth.emailUnverified'), 'email');
  const pwd = await hashPassword(input.pwd);
  try {
    return await em.transactional(async (tx) => {
      await tx.nativeDelete(EmailVerification, { email });
      return tx.create(User, {
        id: input.id,
        pwd,
        name: input.name.trim(),
        email,
        tel: input.tel.trim(),
        zipcode: input.zipcode.trim(),
        address: input.address.trim(),
      });
    });
  } catch (e) {
    // Two registrations racing for the same id or email: the unique index decides.
    if (e instanceof UniqueConstraintViolationException) throw conflict(msg('auth.idTaken'), 'id');
    throw e;
  }
}

/**
 * Gives a social-only account (Kakao or Naver) its own id and password: the registration form offers this when the
 * verified email already belongs to such an account. The form's contact fields replace the stored ones.
 */
export async function integrateOwnId(em: EntityManager, raw: RegisterInput): Promise<User> {
  const input = toInput(RegisterInput, raw);
  await validateInput(input);
  const email = normalizeEmail(input.email);
  const user = await em.findOne(User, { email, withdrawnAt: null });
  if (!user || user.id || !(user.idK || user.idN)) throw badInput(msg('auth.integrationUnavailable'), 'email');
  if (await isIdTaken(em, input.id)) throw conflict(msg('auth.idTaken'), 'id');
  if (!(await isRecentlyVerified(em, email))) throw badInput(msg('auth.emailUnverified'), 'email');
  const pwd = await hashPassword(input.pwd);
  try {
    await em.transactional(async (tx) => {
      await tx.nativeDelete(EmailVerification, { email });
      tx.assign(user, {
        id: input.id,
        pwd,
        name: user.name ?? input.name.trim(),
        tel: input.tel.trim(),
        zipcode: input.zipcode.trim(),
        address: input.address.trim(),
      });
    });
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException) throw conflict(msg('auth.idTaken'), 'id');
    throw e;
  }
  return user;
}

/** What anyone may learn of an email: whether it is registered and with which kinds of sign-in. */
export interface EmailCheck {
  exists: boolean;
  hasOwnId: boolean;
  hasKakao: boolean;
  hasNaver: boolean;
  /** Only for the verified owner of the email (a code proof, or signed in as that account). */
  owner: User | null;
}

/** The registration form's email check; limited per address so it cannot be used to sweep a list of emails. */
export async function checkEmail(
  em: EntityManager,
  caller: Caller & { config: Config; viewer: Viewer | null },
  rawEmail: string,
  proof: string | undefined,
): Promise<EmailCheck> {
  const email = parseEmail(rawEmail);
  await caller.limits.consume('existenceCheck', caller.ip);
  const user = await em.findOne(User, { email, withdrawnAt: null });
  const isOwner = !!user && (provenEmail(caller.config, proof) === email || caller.viewer?.no === user.no);
  return {
    exists: !!user,
    hasOwnId: !!user?.id,
    hasKakao: !!user?.idK,
    hasNaver: !!user?.idN,
    owner: isOwner ? user : null,
  };
}
