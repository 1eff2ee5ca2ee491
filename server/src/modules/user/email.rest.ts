import { msg } from '@scene-shop/domain';
import { z } from 'zod';
import { badInput } from '../../common/errors.js';
import { MSG } from '../../common/messages.js';
import { text } from '../../common/schemas.js';
import { Reply, route } from '../../context/route.js';
import * as auth from './auth.service.js';
import * as codes from './email-code.service.js';
import { requestPasswordReset } from './password-reset.service.js';
import { publicUserJson } from './user.json.js';

const emailBody = { email: text(100) };

/** The registration's mailed codes, the email check and the password reset (spec §7, Authentication). */
export const emailRoutes = [
  route({
    method: 'POST',
    path: '/api/user/auth/send-verification-code',
    policy: 'anyone',
    badInputMessage: msg('auth.emailInvalid'),
    body: z.strictObject(emailBody),
    handle: async ({ ctx, body }) => {
      await codes.sendCode(ctx.em, ctx, body.email);
      return { code: 'SENT', message: MSG.auth.codeSent };
    },
  }),
  /** VERIFIED answers a proof the email check accepts (header X-Email-Verification); the others answer 400. */
  route({
    method: 'POST',
    path: '/api/user/auth/verify-code',
    policy: 'anyone',
    badInputMessage: msg('auth.codeFailed'),
    body: z.strictObject({ ...emailBody, code: text(20) }),
    handle: async ({ ctx, body }) => {
      const check = await codes.verifyCode(ctx.em, ctx.config, body.email, body.code);
      if (check.status === 'VERIFIED') {
        return { status: check.status, message: MSG.auth.codeVerified, verification: check.proof };
      }
      const message = check.status === 'MISMATCH' ? MSG.auth.codeMismatch : MSG.auth.codeFailed;
      return new Reply(400, { status: check.status, message });
    },
  }),
  /** exists and the sign-in kinds to anyone; name, tel and address only to the email's verified owner. */
  route({
    method: 'GET',
    path: '/api/user/emailCheck',
    policy: 'anyone',
    badInputMessage: msg('auth.emailInvalid'),
    query: z.strictObject(emailBody),
    handle: async ({ ctx, query, header }) => {
      const check = await auth.checkEmail(ctx.em, ctx, query.email, header('x-email-verification'));
      return {
        exists: check.exists,
        id_g: check.hasOwnId,
        id_k: check.hasKakao,
        id_n: check.hasNaver,
        name: check.owner?.name ?? null,
        tel: check.owner?.tel ?? null,
        zipcode: check.owner?.zipcode ?? null,
        addrStart: check.owner?.address ?? null,
      };
    },
  }),
  route({
    method: 'POST',
    path: '/api/user/auth/register',
    policy: 'anyone',
    body: z.strictObject({
      id: text(20),
      pwd: text(100),
      pwd_chk: text(100).optional(),
      name: text(50),
      email: text(100),
      tel: text(20),
      zipcode: text(6),
      address: text(200),
      /** The email belongs to a Kakao or Naver account: give that account this id and password instead. */
      integrate: z.boolean().optional(),
    }),
    handle: async ({ ctx, body: { pwd_chk, integrate, ...input } }) => {
      if (pwd_chk !== undefined && pwd_chk !== input.pwd) throw badInput(msg('auth.passwordMismatch'), 'pwd_chk');
      const user = await (integrate ? auth.integrateOwnId : auth.register)(ctx.em, input);
      return new Reply(201, { success: true, user: publicUserJson(user) });
    },
  }),
  route({
    method: 'POST',
    path: '/api/password-reset',
    policy: 'anyone',
    badInputMessage: msg('auth.resetFailed'),
    body: z.strictObject({ ...emailBody, id: text(20) }),
    handle: async ({ ctx, body }) => {
      await requestPasswordReset(ctx.em, ctx, body.id, body.email);
      return { message: MSG.auth.resetSent };
    },
  }),
];
