import { msg, providerLinkRef, socialGrant, socialTokenInput } from '@scene-shop/domain';
import { fromText } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import * as social from './social-auth.service.js';
import { SocialProvider, SocialSignInStatus, type SocialSignIn } from './social.types.js';
import { publicUserJson } from './user.json.js';

const STATUS = {
  [SocialSignInStatus.LOGIN]: 'login',
  [SocialSignInStatus.SIGNUP]: 'signup',
  [SocialSignInStatus.EMAIL_IN_USE]: 'emailInUse',
  [SocialSignInStatus.LINKED]: 'linked',
} as const;

/** The social sign-in calls' shape: status and user, plus our token (login) or the signup ticket (signup). */
const signInJson = (r: SocialSignIn) => ({
  status: STATUS[r.status],
  user: r.user ? publicUserJson(r.user) : null,
  token: r.token,
  message: r.message,
  signupTicket: r.signup?.ticket ?? null,
  email: r.signup?.email ?? null,
  name: r.signup?.name ?? null,
  accessToken: r.providerAccessToken,
});

/** Spec §7, session and provider checks and the social sign-in calls. */
export const socialRoutes = [
  route({
    method: 'POST',
    path: '/api/kakao',
    policy: 'anyone',
    body: socialTokenInput,
    handle: async ({ ctx, body }) =>
      signInJson(await social.signInWithToken(ctx, { provider: SocialProvider.KAKAO, ...body })),
  }),
  /** The callback's code and state, exchanged here (never in the browser). */
  route({
    method: 'POST',
    path: '/api/naver/token',
    policy: 'anyone',
    body: socialGrant,
    handle: async ({ ctx, body }) =>
      signInJson(await social.completeSignIn(ctx, { provider: SocialProvider.NAVER, ...body })),
  }),
  route({
    method: 'POST',
    path: '/api/naver',
    policy: 'anyone',
    body: socialTokenInput,
    handle: async ({ ctx, body }) =>
      signInJson(await social.signInWithToken(ctx, { provider: SocialProvider.NAVER, ...body })),
  }),
  /** The page guard's check of a Naver session: the token must still be good and be the caller's own account. */
  route({
    method: 'POST',
    path: '/api/naver/user-info',
    policy: 'member',
    body: socialTokenInput,
    handle: async ({ ctx, body }) => {
      const { user, profile } = await social.checkSession(ctx, { provider: SocialProvider.NAVER, ...body });
      return { userNo: user.no, id: profile.id, email: profile.email, name: profile.name };
    },
  }),
  /** Whether the member's account is linked to this provider user id (Kakao or Naver). */
  route({
    method: 'GET',
    path: '/api/user/check/:providerId/:userNo',
    policy: 'member',
    badInputMessage: msg('common.badInput'),
    params: fromText(providerLinkRef),
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params }) => ({ result: await social.isLinkedTo(ctx, params) }),
  }),
];
