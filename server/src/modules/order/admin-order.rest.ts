import { adminOrdersQuery, orderStatusBody, rowRef } from '@scene-shop/domain';
import { mapPage } from '../../common/paging.js';
import { fromText } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import { adminOrderDetailJson, adminOrderJson } from './admin-order.json.js';
import * as adminOrders from './admin-order.service.js';

const noParam = fromText(rowRef);

export const adminOrderRoutes = [
  /** The console's filters under their documented names; an empty value means all. */
  route({
    method: 'GET',
    path: '/api/admin/orders',
    policy: 'admin',
    query: fromText(adminOrdersQuery, { sort: true }),
    handle: async ({ ctx, query: { searchTerm, searchField: _field, status, ...query } }) =>
      mapPage(await adminOrders.adminOrders(ctx, { ...query, ordererName: searchTerm, state: status }), adminOrderJson),
  }),
  route({
    method: 'GET',
    path: '/api/admin/orders/detail/:no',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => adminOrderDetailJson(await adminOrders.adminOrder(ctx, params)),
  }),
  route({
    method: 'PUT',
    path: '/api/admin/orders/:no/status',
    policy: 'admin',
    params: noParam,
    body: orderStatusBody,
    handle: async ({ ctx, params, body: { status, courierCode, trackingNo, refundAccount } }) => {
      const parcel = courierCode && trackingNo ? { courierCode, trackingNo } : null;
      const order = await adminOrders.changeOrderState(
        ctx,
        { ...params, state: status, parcel, refundAccount },
        { parcelRequired: false },
      );
      return adminOrderJson(order);
    },
  }),
];
