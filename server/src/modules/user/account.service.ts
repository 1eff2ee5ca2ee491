import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  msg,
  type AccountInputValue,
  type LanguageInputValue,
  type PasswordCheckInputValue,
  type ShownUserFields,
  type WithdrawInputValue,
} from '@scene-shop/domain';
import { AccountType } from '../../common/enums.js';
import { badInput, conflict, notFound, unauthenticated } from '../../common/errors.js';
import { hashPassword, verifyPassword } from '../../common/password.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { revokeNaverToken, unlinkKakao } from './social.js';
import { User } from './user.entity.js';
import { withdrawalBlocked } from './withdrawal.js';

/** The member a documented path names (the caller, or any member for the admin: the route's reader policy). */
export interface NamedMember {
  memberNo?: number;
}

const memberNoOf = (ctx: Context, { memberNo }: NamedMember) => memberNo ?? requireViewer(ctx).no;

/** A member who has not left, for the account form. */
export async function activeMember(ctx: Context, named: NamedMember): Promise<User> {
  const user = await ctx.em.findOne(User, { no: memberNoOf(ctx, named), withdrawnAt: null });
  if (!user) throw notFound();
  return user;
}

async function activeUser(em: EntityManager, userNo: number): Promise<User> {
  const user = await em.findOne(User, { no: userNo, withdrawnAt: null }, { populate: ['pwd'] });
  if (!user) throw unauthenticated();
  return user;
}

/** Whether this is the caller's password; every check counts against the member's limit (an oracle otherwise). */
export async function checkPassword(ctx: Context, { pwd }: PasswordCheckInputValue): Promise<boolean> {
  const userNo = requireViewer(ctx).no;
  await ctx.limits.consume('passwordCheck', String(userNo));
  const user = await activeUser(ctx.em, userNo);
  const valid = await verifyPassword(user.pwd, pwd);
  if (valid) {
    user.passwordCheckedAt = new Date();
    await ctx.em.flush();
  }
  return valid;
}

/** How long a confirmed current password stands in for it in the account form's next save. */
const PASSWORD_CHECK_MS = 10 * 60_000;

/** The current password as the form proved it: sent with the change, or confirmed by itself moments before (once). */
async function currentPasswordProved(user: User, currentPassword: string | null | undefined): Promise<boolean> {
  if (currentPassword) return verifyPassword(user.pwd, currentPassword);
  const checkedAt = user.passwordCheckedAt;
  user.passwordCheckedAt = null;
  return checkedAt !== null && Date.now() - checkedAt.getTime() < PASSWORD_CHECK_MS;
}

/** A new password's hash, once the account may change it and the current password is right (§5's last checks). */
async function newPasswordHash(ctx: Context, user: User, input: AccountInputValue): Promise<string | null> {
  if (!input.newPassword) return null;
  if (user.accountType !== AccountType.OWN) throw badInput(msg('account.passwordChangeNotAllowed'), 'newPassword');
  await ctx.limits.consume('passwordCheck', String(user.no));
  if (!(await currentPasswordProved(user, input.currentPassword))) {
    throw badInput(msg('account.currentPasswordWrong'), 'currentPassword');
  }
  return hashPassword(input.newPassword);
}

/** The fields a form sent back as it read them must still be the stored ones: a member may not change them. */
function requireUnchanged(user: User, shown: Partial<ShownUserFields>): void {
  for (const [field, sent] of Object.entries(shown)) {
    if (sent !== undefined && sent !== user[field as keyof ShownUserFields]) {
      throw badInput(msg('account.fieldLocked', field), field);
    }
  }
}

/**
 * The my-page account form: the name once, phone and address, and the password (which ends other sessions). The
 * documented form also sends back the fields it only shows (`shown`), which must be unchanged.
 */
export async function updateAccount(
  ctx: Context,
  { shown = {}, ...input }: AccountInputValue & { shown?: Partial<ShownUserFields> },
): Promise<User> {
  const user = await activeUser(ctx.em, requireViewer(ctx).no);
  requireUnchanged(user, shown);
  const name = input.name || null;
  if (user.name) {
    if (name !== null && name !== user.name) throw badInput(msg('account.nameLocked'), 'name');
  } else {
    if (!name) throw badInput(msg('account.nameRequired'), 'name');
    user.name = name;
  }
  const pwd = await newPasswordHash(ctx, user, input);
  if (pwd) {
    user.pwd = pwd;
    user.tokenVersion += 1;
    user.mustChangePassword = false;
  }
  Object.assign(user, { tel: input.tel, zipcode: input.zipcode, address: input.address });
  await ctx.em.flush();
  return user;
}

/** Keeps the interface language the member chose on the account (alerts and mails use it). */
export async function setLanguage(ctx: Context, { language }: LanguageInputValue): Promise<User> {
  const user = await ctx.em.findOne(User, { no: requireViewer(ctx).no, withdrawnAt: null });
  if (!user) throw unauthenticated();
  user.language = language;
  await ctx.em.flush();
  return user;
}

/** False while another feature keeps the member (e.g. an order not yet delivered or cancelled). */
export const canWithdraw = async (ctx: Context, named: NamedMember) =>
  !(await withdrawalBlocked(ctx.hooks, ctx.em, memberNoOf(ctx, named)));

/**
 * Leaves the service: personal data, scraps, alerts and unused coupons are erased in one transaction; orders stay
 * for the shop's books and posts stay signed as a withdrawn member. Social links are cut after the commit.
 */
export async function withdraw(ctx: Context, { email, naverAccessToken }: WithdrawInputValue): Promise<void> {
  const userNo = requireViewer(ctx).no;
  const social = await ctx.em.transactional(async (tem) => {
    const user = await tem.findOne(User, { no: userNo, withdrawnAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!user) throw unauthenticated();
    if (!user.email || user.email.trim().toLowerCase() !== email) throw badInput(msg('account.emailMismatch'), 'email');
    if (await withdrawalBlocked(ctx.hooks, tem, userNo)) throw conflict(msg('account.withdrawalBlocked'));
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
  if (social.idK) await unlinkKakao(ctx.config, social.idK, ctx.logger);
  if (social.idN && naverAccessToken) await revokeNaverToken(ctx.config, naverAccessToken, ctx.logger);
}
