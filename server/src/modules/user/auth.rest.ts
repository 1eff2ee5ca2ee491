import { idCheckArgs, loginInput, msg } from '@scene-shop/domain';
import { AppError } from '../../common/errors.js';
import { fromText } from '../../common/schemas.js';
import { Reply, route } from '../../context/route.js';
import * as auth from './auth.service.js';
import { publicUserJson } from './user.json.js';

export const authRoutes = [
  /** {id, pwd} → {success, user, token, message}; a failed login answers its status with success false. */
  route({
    method: 'POST',
    path: '/api/user/auth/login',
    policy: 'anyone',
    badInputMessage: msg('auth.loginFailed'),
    body: loginInput,
    handle: async ({ ctx, body }) => {
      try {
        const { user, token, mustChangePassword } = await auth.login(ctx, body);
        return { success: true, user: publicUserJson(user), token, message: null, mustChangePassword };
      } catch (e) {
        if (!(e instanceof AppError) || e.code !== 'UNAUTHENTICATED') throw e;
        return new Reply(e.status, {
          success: false,
          user: null,
          token: null,
          message: e.message,
          mustChangePassword: false,
        });
      }
    },
  }),
  route({
    method: 'GET',
    path: '/api/user/info',
    policy: 'member',
    handle: async ({ ctx }) => {
      const user = await auth.me(ctx);
      if (!user) throw new AppError('UNAUTHENTICATED', msg('auth.withdrawn'));
      return { userNo: user.no, ...publicUserJson(user) };
    },
  }),
  route({
    method: 'GET',
    path: '/api/user/auth/check',
    policy: 'anyone',
    badInputMessage: msg('auth.idRule'),
    query: fromText(idCheckArgs),
    handle: async ({ ctx, query }) => ({ exists: await auth.idExists(ctx, query) }),
  }),
];
