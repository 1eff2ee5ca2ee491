import { nicknameCheckArgs } from '@scene-shop/domain';
import { fromText } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import { nicknameAvailable } from './profile.service.js';

export const profileRoutes = [
  /** `exists`: another member already uses the nickname (the caller's own does not count). */
  route({
    method: 'GET',
    path: '/api/nickname/check/:nickname',
    policy: 'member',
    params: fromText(nicknameCheckArgs),
    handle: async ({ ctx, params }) => ({ exists: !(await nicknameAvailable(ctx, params)) }),
  }),
];
