import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ID_RULE,
  msg,
  type EmailCheckArgsValue,
  type IdCheckArgsValue,
  type LoginInputValue,
  type RegisterInputValue,
  type RowRef,
} from '@scene-shop/domain';
import { AppError, badInput, conflict } from '../../common/errors.js';
import { hashPassword, verifyPassword } from '../../common/password.js';
import type { Context } from '../../context/context.js';
import { signToken } from '../../context/token.js';
import { provenEmail, VERIFIED_FOR_MS } from './email-proof.js';
import { EmailVerification } from './email-verification.entity.js';
import { User } from './user.entity.js';

// Verified against when the id is unknown, so a wrong id costs as much time as a wrong password.
const DUMMY_HASH = hashPassword('dummy-password-1!');

/**
 * Logs in with own id and password. Failures count per id and per address; while either is over its limit the
 * attempt is refused with 429 before any password is hashed. A success clears the id's count.
 */
export async function login(ctx: Context, { id, pwd }: LoginInputValue) {
  const { limits, ip } = ctx;
  const idKey = id.trim().toLowerCase().slice(0, 64);
  await limits.check('loginById', idKey);
  await limits.check('loginByAddress', ip);
  const user = ID_RULE.test(id)
    ? await ctx.em.findOne(User, { id, withdrawnAt: null }, { populate: ['pwd', 'tempPwd'] })
    : null;
  const ok = (await verifyPassword(user?.pwd ?? (await DUMMY_HASH), pwd)) || (user && (await useTemporary(user, pwd)));
  if (!user || !ok) {
    await Promise.all([limits.penalize('loginById', idKey), limits.penalize('loginByAddress', ip)]);
    throw new AppError('UNAUTHENTICATED', msg('auth.loginFailed'));
  }
  await ctx.em.flush();
  await limits.reset('loginById', idKey);
  const token = signToken(ctx.config, { no: user.no, ver: user.tokenVersion });
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
export function me(ctx: Context): Promise<User | null> {
  if (!ctx.viewer) return Promise.resolve(null);
  return ctx.em.findOne(User, { no: ctx.viewer.no, withdrawnAt: null });
}

/** Any member's public profile (withdrawn members too, so their posts can say so). */
export function findMember(ctx: Context, { no }: RowRef): Promise<User | null> {
  return ctx.em.findOne(User, { no });
}

/** Whether an own login id is taken: for the registration form, so it is limited per address. */
export async function idExists(ctx: Context, { id }: IdCheckArgsValue): Promise<boolean> {
  await ctx.limits.consume('existenceCheck', ctx.ip);
  return isIdTaken(ctx.em, id);
}

const isIdTaken = async (em: EntityManager, id: string) => (await em.count(User, { id })) > 0;

/** Whether the email was verified recently enough to register with; registering uses the verification up. */
async function isRecentlyVerified(em: EntityManager, email: string): Promise<boolean> {
  const since = new Date(Date.now() - VERIFIED_FOR_MS);
  return (await em.count(EmailVerification, { email, verifiedAt: { $gt: since } })) > 0;
}

/** Two registrations racing for the same id or email: the unique index decides. */
function takenInTheMeantime(e: unknown): never {
  if (e instanceof UniqueConstraintViolationException) throw conflict(msg('auth.idTaken'), 'id');
  throw e;
}

/** Registers an own-id account for an email verified by its mailed code; the verification is used up. */
export async function register(ctx: Context, input: RegisterInputValue): Promise<User> {
  const { em } = ctx;
  const { email } = input;
  if (await isIdTaken(em, input.id)) throw conflict(msg('auth.idTaken'), 'id');
  if ((await em.count(User, { email })) > 0) throw conflict(msg('auth.emailTaken'), 'email');
  if (!(await isRecentlyVerified(em, email))) throw badInput(msg('auth.emailUnverified'), 'email');
  const pwd = await hashPassword(input.pwd);
  try {
    return await em.transactional(async (tx) => {
      await tx.nativeDelete(EmailVerification, { email });
      return tx.create(User, { ...input, pwd });
    });
  } catch (e) {
    return takenInTheMeantime(e);
  }
}

/**
 * Gives a social-only account (Kakao or Naver) its own id and password: the registration form offers this when the
 * verified email already belongs to such an account. The form's contact fields replace the stored ones.
 */
export async function integrateOwnId(ctx: Context, input: RegisterInputValue): Promise<User> {
  const { em } = ctx;
  const { email } = input;
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
        name: user.name ?? input.name,
        tel: input.tel,
        zipcode: input.zipcode,
        address: input.address,
      });
    });
  } catch (e) {
    return takenInTheMeantime(e);
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
export async function checkEmail(ctx: Context, { email, verification }: EmailCheckArgsValue): Promise<EmailCheck> {
  await ctx.limits.consume('existenceCheck', ctx.ip);
  const user = await ctx.em.findOne(User, { email, withdrawnAt: null });
  const isOwner = !!user && (provenEmail(ctx.config, verification) === email || ctx.viewer?.no === user.no);
  return {
    exists: !!user,
    hasOwnId: !!user?.id,
    hasKakao: !!user?.idK,
    hasNaver: !!user?.idN,
    owner: isOwner ? user : null,
  };
}
