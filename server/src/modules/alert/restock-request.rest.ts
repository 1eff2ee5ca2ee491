import { restockAlertRef } from '@scene-shop/domain';
import { fromText } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import * as restock from './restock-request.service.js';

/** 알림 받기 for REST clients: the caller's own request for a sold-out size, and its withdrawal. */
export const restockRequestRoutes = [
  route({
    method: 'POST',
    path: '/api/restock-alerts',
    policy: 'member',
    body: restockAlertRef,
    handle: async ({ ctx, body }) => {
      await restock.requestRestockAlert(ctx, body);
      return { optionNo: body.optionNo, requested: true };
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/restock-alerts/:optionNo',
    policy: 'member',
    params: fromText(restockAlertRef),
    handle: async ({ ctx, params }) => {
      await restock.cancelRestockAlert(ctx, params);
      return { optionNo: params.optionNo, requested: false };
    },
  }),
];
