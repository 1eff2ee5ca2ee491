import { z } from 'zod';
import { OrderState } from '../../common/enums.js';
import { mapPage } from '../../common/paging.js';
import { idText, pageQuery } from '../../common/schemas.js';
import { requireViewer } from '../../context/policy.js';
import { route } from '../../context/route.js';
import { adminOrderDetailJson, adminOrderJson } from './admin-order.json.js';
import * as adminOrders from './admin-order.service.js';

/** An empty query value is the console's 'all'. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), schema]).optional();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const adminOrderRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/orders',
    policy: 'admin',
    query: z.strictObject({
      ...pageQuery(10),
      searchTerm: optional(z.string().max(50)),
      searchField: optional(z.literal('userName')),
      startDate: optional(day),
      endDate: optional(day),
      status: optional(z.enum(OrderState)),
    }),
    handle: async ({ ctx, query }) => {
      const page = await adminOrders.adminOrders(
        ctx.em,
        { ordererName: query.searchTerm, startDate: query.startDate, endDate: query.endDate, state: query.status },
        { page: query.page, size: query.size },
      );
      return mapPage(page, adminOrderJson);
    },
  }),
  route({
    method: 'GET',
    path: '/api/admin/orders/detail/:no',
    policy: 'admin',
    params: z.strictObject({ no: idText() }),
    handle: async ({ ctx, params }) => adminOrderDetailJson(await adminOrders.adminOrder(ctx.em, params.no)),
  }),
  route({
    method: 'PUT',
    path: '/api/admin/orders/:no/status',
    policy: 'admin',
    params: z.strictObject({ no: idText() }),
    body: z.strictObject({ status: z.enum(OrderState) }),
    handle: async ({ ctx, params, body }) =>
      adminOrderJson(
        await adminOrders.changeOrderState(ctx.em, ctx.events, requireViewer(ctx), params.no, body.status),
      ),
  }),
];
