import {
  accountInput,
  memberRef,
  naverTokenInput,
  passwordCheckInput,
  rowRef,
  withdrawInput,
} from '@scene-shop/domain';
import { z } from 'zod';
import { MSG } from '../../common/messages.js';
import { fromText } from '../../common/schemas.js';
import { requireViewer } from '../../context/policy.js';
import { route } from '../../context/route.js';
import * as account from './account.service.js';
import { revokeNaverToken } from './social.js';
import { accountJson } from './user.json.js';

/** The documented body names the password fields as the original form did. */
const REST_NAMES = { currentPwd: 'currentPassword', pwd: 'newPassword', pwd_chk: 'newPasswordConfirm' } as const;
const restName = (key: string) => (Object.hasOwn(REST_NAMES, key) ? REST_NAMES[key as keyof typeof REST_NAMES] : key);
const accountBody = z.preprocess((raw) => {
  if (typeof raw !== 'object' || raw === null) return raw;
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [restName(key), value]));
}, accountInput);

const userNoParam = fromText(memberRef);

export const accountRoutes = [
  route({
    method: 'GET',
    path: '/api/user/update/:userNo',
    policy: 'member',
    params: userNoParam,
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params }) => accountJson(await account.activeMember(ctx, { memberNo: params.userNo })),
  }),
  /** Body: the user fields (name, tel, zipcode, address) and, to change it, pwd, pwd_chk and currentPwd. */
  route({
    method: 'PUT',
    path: '/api/user/update/:userNo',
    policy: 'member',
    params: userNoParam,
    body: accountBody,
    author: ({ params }) => params.userNo,
    handle: async ({ ctx, body }) => {
      const user = await account.updateAccount(ctx, body);
      return { result: true, message: MSG.account.updated, user: accountJson(user) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/user/validate-password',
    policy: 'member',
    body: passwordCheckInput.extend({ no: rowRef.shape.no }),
    author: ({ body }) => body.no,
    handle: async ({ ctx, body }) => ({ isValid: await account.checkPassword(ctx, { pwd: body.pwd }) }),
  }),
  /** false means the member has an order in progress and cannot leave yet. */
  route({
    method: 'GET',
    path: '/api/user/passwordCheck',
    policy: 'member',
    query: fromText(rowRef),
    reader: ({ query }) => query.no,
    handle: ({ ctx, query }) => account.canWithdraw(ctx, { memberNo: query.no }),
  }),
  route({
    method: 'PUT',
    path: '/api/user/mypage/delete',
    policy: 'member',
    body: withdrawInput.pick({ email: true }).extend(memberRef.shape),
    author: ({ body }) => body.userNo,
    handle: async ({ ctx, body }) => {
      await account.withdraw(ctx, { email: body.email });
      return { result: true, message: MSG.account.withdrawn };
    },
  }),
  route({
    method: 'POST',
    path: '/api/naver/delete-token',
    policy: 'member',
    body: naverTokenInput,
    handle: async ({ ctx, body }) => {
      requireViewer(ctx);
      return { result: await revokeNaverToken(ctx.config, body.naverTokenValue, ctx.logger) };
    },
  }),
];
