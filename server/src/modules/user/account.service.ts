import { msg } from '@scene-shop/domain';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { AccountType } from '../../common/enums.js';
import { badInput, conflict, notFound, unauthenticated } from '../../common/errors.js';
import { hashPassword, passwordProblem, verifyPassword } from '../../common/password.js';
import type { RateLimits } from '../../common/rate-limits.js';
import { toInput, validateInput } from '../../common/validation.js';
import type { Config } from '../../config/env.js';
import type { HookSet } from '../../context/context.js';
import { AccountInput } from './account.inputs.js';
import { revokeNaverToken, unlinkKakao } from './social.js';
import { User } from './user.entity.js';
import { withdrawalBlocked } from './withdrawal.js';

/** A member who has not left, for the account form. */
export async function activeMember(em: EntityManager, userNo: number): Promise<User> {
  const user = await em.findOne(User, { no: userNo, withdrawnAt: null });
  if (!user) throw notFound();
  return user;
}

async function activeUser(em: EntityManager, userNo: number): Promise<User> {
  const user = await em.findOne(User, { no: userNo, withdrawnAt: null }, { populate: ['pwd'] });
  if (!user) throw unauthenticated();
  return user;
}

/** Whether this is the member's password; every check counts against the member's limit (an oracle otherwise). */
export async function checkPassword(
  em: EntityManager,
  limits: RateLimits,
  userNo: number,
  pwd: string,
): Promise<boolean> {
  await limits.consume('passwordCheck', String(userNo));
  return verifyPassword((await activeUser(em, userNo)).pwd, pwd);
}

/** The password rules of §5, in the order the form reports them. */
async function newPasswordHash(user: User, input: AccountInput, limits: RateLimits): Promise<string | null> {
  const next = input.newPassword || null;
  const confirm = input.newPasswordConfirm || null;
  if (!next && !confirm) return null;
  if (user.accountType !== AccountType.OWN) throw badInput(msg('account.passwordChangeNotAllowed'), 'newPassword');
  if (!next) throw badInput(msg('account.passwordRequired'), 'newPassword');
  if (!confirm) throw badInput(msg('account.passwordConfirmRequired'), 'newPasswordConfirm');
  const problem = passwordProblem(next);
  if (problem) throw badInput(problem, 'newPassword');
  if (next !== confirm) throw badInput(msg('auth.passwordMismatch'), 'newPasswordConfirm');
  await limits.consume('passwordCheck', String(user.no));
  if (!(await verifyPassword(user.pwd, input.currentPassword ?? ''))) {
    throw badInput(msg('account.currentPasswordWrong'), 'currentPassword');
  }
  return hashPassword(next);
}

export async function updateAccount(
  em: EntityManager,
  limits: RateLimits,
  userNo: number,
  raw: AccountInput,
): Promise<User> {
  const input = toInput(AccountInput, raw);
  await validateInput(input);
  const user = await activeUser(em, userNo);
  const name = input.name?.trim() || null;
  if (user.name) {
    if (name !== null && name !== user.name) throw badInput(msg('account.nameLocked'), 'name');
  } else {
    if (!name) throw badInput(msg('account.nameRequired'), 'name');
    user.name = name;
  }
  const pwd = await newPasswordHash(user, input, limits);
  if (pwd) {
    user.pwd = pwd;
    user.tokenVersion += 1;
    user.mustChangePassword = false;
  }
  user.tel = input.tel.trim();
  user.zipcode = input.zipcode.trim();
  user.address = input.address.trim();
  await em.flush();
  return user;
}

/** False while another feature keeps the member (e.g. an order not yet delivered or cancelled). */
export const canWithdraw = async (em: EntityManager, hooks: HookSet, userNo: number) =>
  !(await withdrawalBlocked(hooks, em, userNo));

/**
 * Leaves the service: personal data, scraps, alerts and unused coupons are erased in one transaction; orders stay
 * for the shop's books and posts stay signed as a withdrawn member. Social links are cut after the commit.
 */
export async function withdraw(
  em: EntityManager,
  services: { config: Config; logger: Logger; hooks: HookSet },
  userNo: number,
  email: string,
  naverAccessToken: string | null,
): Promise<void> {
  const social = await em.transactional(async (tem) => {
    const user = await tem.findOne(User, { no: userNo, withdrawnAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!user) throw unauthenticated();
    if (!user.email || user.email.trim().toLowerCase() !== email.trim().toLowerCase()) {
      throw badInput(msg('account.emailMismatch'), 'email');
    }
    if (await withdrawalBlocked(services.hooks, tem, userNo)) throw conflict(msg('account.withdrawalBlocked'));
    const links = { idK: user.idK, idN: user.idN };
    Object.assign(user, {
      id: null,
      pwd: null,
      name: null,
      email: null,
      tel: null,
      zipcode: null,
      address: null,
      nickname: null,
      bio: null,
      pic: null,
      idK: null,
      idN: null,
      withdrawnAt: new Date(),
      tokenVersion: user.tokenVersion + 1,
    });
    await tem.flush();
    await tem.execute('delete from coupon_user where user_no = ? and not is_used', [userNo]);
    await tem.execute('delete from scrap where user_no = ?', [userNo]);
    await tem.execute('delete from alert where user_no = ?', [userNo]);
    await tem.execute('delete from follow where followee_no = ? or follower_no = ?', [userNo, userNo]);
    return links;
  });
  if (social.idK) await unlinkKakao(services.config, social.idK, services.logger);
  if (social.idN && naverAccessToken) await revokeNaverToken(services.config, naverAccessToken, services.logger);
}
