import {
  memberRef,
  naverTokenInput,
  passwordCheckInput,
  rowRef,
  userUpdateInput,
  withdrawInput,
} from '@scene-shop/domain';
import { MSG } from '../../common/messages.js';
import { fromText } from '../../common/schemas.js';
import { requireViewer } from '../../context/policy.js';
import { route } from '../../context/route.js';
import * as account from './account.service.js';
import { revokeNaverToken } from './social.js';
import { accountJson } from './user.json.js';

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
  /**
   * Body: the user fields as the GET answered them with the member's edits (addr_end, and to change the password pwd,
   * pwd_chk and currentPwd); the ones a member may not change must come back unchanged.
   */
  route({
    method: 'PUT',
    path: '/api/user/update/:userNo',
    policy: 'member',
    params: userNoParam,
    body: userUpdateInput,
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
