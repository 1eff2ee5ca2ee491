import { z } from 'zod';
import { MSG } from '../../common/messages.js';
import { requireViewer } from '../../context/policy.js';
import { route } from '../../context/route.js';
import { advertise } from './admin-advertise.service.js';

/** Admin console §7 Promotions: the advertisement notification to every member. */
export const adminAdvertiseRoutes = [
  route({
    method: 'POST',
    path: '/api/admin/advertise',
    policy: 'admin',
    body: z.strictObject({ content: z.string(), path: z.string().nullable().optional() }),
    handle: async ({ ctx, body }) => {
      await advertise(ctx.em, ctx.events, requireViewer(ctx), body);
      return { isSuccess: true, message: MSG.adminPromotion.advertisementSent };
    },
  }),
];
