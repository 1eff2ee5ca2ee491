import { advertisementInput } from '@scene-shop/domain';
import { MSG } from '../../common/messages.js';
import { route } from '../../context/route.js';
import { advertise } from './admin-advertise.service.js';

/** Admin console §7 Promotions: the advertisement notification to every member. */
export const adminAdvertiseRoutes = [
  route({
    method: 'POST',
    path: '/api/admin/advertise',
    policy: 'admin',
    body: advertisementInput,
    handle: async ({ ctx, body }) => {
      await advertise(ctx, body);
      return { isSuccess: true, message: MSG.adminPromotion.advertisementSent };
    },
  }),
];
