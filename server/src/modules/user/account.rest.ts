import { z } from 'zod';
import { MSG } from '../../common/messages.js';
import { idNumber, idText, text } from '../../common/schemas.js';
import { requireViewer } from '../../context/policy.js';
import { route } from '../../context/route.js';
import * as account from './account.service.js';
import { revokeNaverToken } from './social.js';
import { accountJson } from './user.json.js';

const optionalText = (max: number) => text(max).nullable().optional();

export const accountRoutes = [
  route({
    method: 'GET',
    path: '/api/user/update/:userNo',
    policy: 'member',
    params: z.strictObject({ userNo: idText() }),
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params }) => accountJson(await account.activeMember(ctx.em, params.userNo)),
  }),
  /** Body: the user fields (name, tel, zipcode, address) and, to change it, pwd, pwd_chk and currentPwd. */
  route({
    method: 'PUT',
    path: '/api/user/update/:userNo',
    policy: 'member',
    params: z.strictObject({ userNo: idText() }),
    body: z.strictObject({
      name: optionalText(50),
      tel: text(20).optional(),
      zipcode: text(6).optional(),
      address: text(200).optional(),
      currentPwd: optionalText(100),
      pwd: optionalText(100),
      pwd_chk: optionalText(100),
    }),
    author: ({ params }) => params.userNo,
    handle: async ({ ctx, params, body: b }) => {
      const user = await account.updateAccount(ctx.em, ctx.limits, params.userNo, {
        name: b.name,
        tel: b.tel as string,
        zipcode: b.zipcode as string,
        address: b.address as string,
        currentPassword: b.currentPwd,
        newPassword: b.pwd,
        newPasswordConfirm: b.pwd_chk,
      });
      return { result: true, message: MSG.account.updated, user: accountJson(user) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/user/validate-password',
    policy: 'member',
    body: z.strictObject({ no: idNumber(), pwd: text(100) }),
    author: ({ body }) => body.no,
    handle: async ({ ctx, body }) => ({ isValid: await account.checkPassword(ctx.em, ctx.limits, body.no, body.pwd) }),
  }),
  /** false means the member has an order in progress and cannot leave yet. */
  route({
    method: 'GET',
    path: '/api/user/passwordCheck',
    policy: 'member',
    query: z.strictObject({ no: idText() }),
    reader: ({ query }) => query.no,
    handle: ({ ctx, query }) => account.canWithdraw(ctx.em, ctx.hooks, query.no),
  }),
  route({
    method: 'PUT',
    path: '/api/user/mypage/delete',
    policy: 'member',
    body: z.strictObject({ userNo: idNumber(), email: text(100) }),
    author: ({ body }) => body.userNo,
    handle: async ({ ctx, body }) => {
      await account.withdraw(ctx.em, ctx, body.userNo, body.email, null);
      return { result: true, message: MSG.account.withdrawn };
    },
  }),
  route({
    method: 'POST',
    path: '/api/naver/delete-token',
    policy: 'member',
    body: z.strictObject({ naverTokenValue: text(2048).min(1) }),
    handle: async ({ ctx, body }) => {
      requireViewer(ctx);
      return { result: await revokeNaverToken(ctx.config, body.naverTokenValue, ctx.logger) };
    },
  }),
];
