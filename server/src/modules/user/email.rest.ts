import { emailCodeInput, emailRef, msg, passwordResetInput, restRegisterInput } from '@scene-shop/domain';
import { MSG } from '../../common/messages.js';
import { fromText } from '../../common/schemas.js';
import { Reply, route } from '../../context/route.js';
import * as auth from './auth.service.js';
import * as codes from './email-code.service.js';
import { requestPasswordReset } from './password-reset.service.js';
import { publicUserJson } from './user.json.js';

/** The registration's mailed codes, the email check and the password reset (spec §7, Authentication). */
export const emailRoutes = [
  route({
    method: 'POST',
    path: '/api/user/auth/send-verification-code',
    policy: 'anyone',
    badInputMessage: msg('auth.emailInvalid'),
    body: emailRef,
    handle: async ({ ctx, body }) => {
      await codes.sendCode(ctx, body);
      return { code: 'SENT', message: MSG.auth.codeSent };
    },
  }),
  /** VERIFIED answers a proof the email check accepts (header X-Email-Verification); the others answer 400. */
  route({
    method: 'POST',
    path: '/api/user/auth/verify-code',
    policy: 'anyone',
    badInputMessage: msg('auth.codeFailed'),
    body: emailCodeInput,
    handle: async ({ ctx, body }) => {
      const check = await codes.verifyCode(ctx, body);
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
    query: fromText(emailRef),
    handle: async ({ ctx, query, header }) => {
      const check = await auth.checkEmail(ctx, { ...query, verification: header('x-email-verification') });
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
    body: restRegisterInput,
    handle: async ({ ctx, body: { pwd_chk: _confirmed, integrate, ...input } }) => {
      const user = await (integrate ? auth.integrateOwnId : auth.register)(ctx, input);
      return new Reply(201, { success: true, user: publicUserJson(user) });
    },
  }),
  route({
    method: 'POST',
    path: '/api/password-reset',
    policy: 'anyone',
    badInputMessage: msg('auth.resetFailed'),
    body: passwordResetInput,
    handle: async ({ ctx, body }) => {
      await requestPasswordReset(ctx, body);
      return { message: MSG.auth.resetSent };
    },
  }),
];
