import { Router } from 'express';
import { AppError, badInput } from '../../common/errors.js';
import { MSG } from '../../common/messages.js';
import { handle } from '../../common/rest.js';
import { requireViewer } from '../../context/auth-checker.js';
import * as auth from './auth.service.js';
import type { User } from './user.entity.js';

const publicUser = (u: User) => ({ no: u.no, id: u.id, nickname: u.nickname, role: u.role });

export const authRest = Router();

/** {id, pwd} → {success, user, token, message}; a failed login answers 401 with success false. */
authRest.post('/api/user/auth/login', async (req, res) => {
  const { id, pwd } = (req.body ?? {}) as { id?: unknown; pwd?: unknown };
  try {
    if (typeof id !== 'string' || typeof pwd !== 'string') throw badInput(MSG.auth.loginFailed);
    const { user, token } = await auth.login(req.ctx.em, req.ctx.config, id, pwd);
    res.json({ success: true, user: publicUser(user), token, message: null });
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    res.status(e.status).json({ success: false, user: null, token: null, message: e.message });
  }
});

authRest.get(
  '/api/user/info',
  handle(async (_req, ctx) => {
    requireViewer(ctx);
    const user = await auth.me(ctx.em, ctx.viewer);
    if (!user) throw new AppError('UNAUTHENTICATED', MSG.auth.withdrawn);
    return { userNo: user.no, ...publicUser(user) };
  }),
);

authRest.get(
  '/api/user/auth/check',
  handle(async (req, ctx) => {
    const id = req.query.id;
    if (typeof id !== 'string' || id === '') throw badInput(MSG.auth.idRule, 'id');
    return { exists: await auth.idExists(ctx.em, id) };
  }),
);
