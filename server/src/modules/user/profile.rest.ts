import { issue, NICKNAME_MAX } from '@scene-shop/domain';
import { z } from 'zod';
import { requireViewer } from '../../context/policy.js';
import { route } from '../../context/route.js';
import { nicknameAvailable } from './profile.service.js';

export const profileRoutes = [
  /** `exists`: another member already uses the nickname (the caller's own does not count). */
  route({
    method: 'GET',
    path: '/api/nickname/check/:nickname',
    policy: 'member',
    params: z.strictObject({
      nickname: z
        .string()
        .trim()
        .min(1, issue('profile.nicknameRequired'))
        .max(NICKNAME_MAX, issue('profile.nicknameTooLong'))
        .refine((s) => !s.includes('\0'), issue('profile.nicknameRequired')),
    }),
    handle: async ({ ctx, params }) => ({
      exists: !(await nicknameAvailable(ctx.em, ctx, requireViewer(ctx), params.nickname)),
    }),
  }),
];
