import { Router } from 'express';
import { AppError, badInput } from '../../common/errors.js';
import { MSG } from '../../common/messages.js';
import { handle, ownMemberNo } from '../../common/rest.js';
import { requireViewer } from '../../context/auth-checker.js';
import * as account from './account.service.js';
import { revokeNaverToken } from './social.js';
import { User } from './user.entity.js';

export const accountRest = Router();

const accountJson = (u: User) => ({
  no: u.no,
  id: u.id,
  name: u.name,
  email: u.email,
  tel: u.tel,
  zipcode: u.zipcode,
  address: u.address,
  idK: u.idK,
  idN: u.idN,
  accountType: u.accountType,
});

accountRest.get(
  '/api/user/update/:userNo',
  handle(async (req, ctx) => {
    const userNo = ownMemberNo(ctx, req.params.userNo, 'userNo');
    const user = await ctx.em.findOne(User, { no: userNo, withdrawnAt: null });
    if (!user) throw new AppError('NOT_FOUND', MSG.common.notFound);
    return accountJson(user);
  }),
);

/** Body: the user fields (name, tel, zipcode, address) and, to change it, pwd, pwd_chk and currentPwd. */
accountRest.put(
  '/api/user/update/:userNo',
  handle(async (req, ctx) => {
    const userNo = ownMemberNo(ctx, req.params.userNo, 'userNo');
    const b = (req.body ?? {}) as Record<string, string | null | undefined>;
    const user = await account.updateAccount(ctx.em, userNo, {
      name: b.name,
      tel: b.tel as string,
      zipcode: b.zipcode as string,
      address: b.address as string,
      currentPassword: b.currentPwd,
      newPassword: b.pwd,
      newPasswordConfirm: b.pwd_chk,
    });
    return { result: true, message: MSG.account.updated, user: accountJson(user) };
  }),
);

accountRest.post(
  '/api/user/validate-password',
  handle(async (req, ctx) => {
    const { no, pwd } = (req.body ?? {}) as { no?: unknown; pwd?: unknown };
    if (typeof pwd !== 'string') throw badInput(MSG.common.badInput, 'pwd');
    return { isValid: await account.checkPassword(ctx.em, ownMemberNo(ctx, no, 'no'), pwd) };
  }),
);

/** false means the member has an order in progress and cannot leave yet. */
accountRest.get(
  '/api/user/passwordCheck',
  handle(async (req, ctx) => {
    const userNo = ownMemberNo(ctx, req.query.no, 'no');
    return account.canWithdraw(ctx.em, userNo);
  }),
);

accountRest.put(
  '/api/user/mypage/delete',
  handle(async (req, ctx) => {
    const { userNo, email } = (req.body ?? {}) as { userNo?: unknown; email?: unknown };
    if (typeof email !== 'string') throw badInput(MSG.common.badInput, 'email');
    await account.withdraw(ctx.em, ctx, ownMemberNo(ctx, userNo), email, null);
    return { result: true, message: MSG.account.withdrawn };
  }),
);

accountRest.post(
  '/api/naver/delete-token',
  handle(async (req, ctx) => {
    requireViewer(ctx);
    const { naverTokenValue } = (req.body ?? {}) as { naverTokenValue?: unknown };
    if (typeof naverTokenValue !== 'string' || !naverTokenValue) throw badInput(MSG.common.badInput, 'naverTokenValue');
    return { result: await revokeNaverToken(ctx.config, naverTokenValue, ctx.logger) };
  }),
);
