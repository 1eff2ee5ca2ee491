import {
  cancelOrderBody,
  cartStockBody,
  orderBody,
  orderDetailQuery,
  orderMemberRef,
  orderNoRef,
  pageArgs,
} from '@scene-shop/domain';
import { MSG } from '../../common/messages.js';
import { fromText } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import { productJson } from '../catalog/catalog.json.js';
import { orderDetailJson, orderHistoryJson } from './order.json.js';
import { orderPayments } from './order-payments.js';
import * as orders from './order.service.js';

const orderNoParam = fromText(orderNoRef);

export const orderRoutes = [
  route({
    method: 'POST',
    path: '/api/cart/stock',
    policy: 'member',
    body: cartStockBody,
    reader: ({ body }) => body.userNo,
    handle: async ({ ctx, body }) =>
      (await orders.cartStock(ctx, { productNos: body.productNos })).map((p) => ({
        productNo: p.no,
        stock: p.stock,
        available: p.available,
      })),
  }),
  /** The order is always the caller's own; a body naming another member is refused. */
  route({
    method: 'POST',
    path: '/api/order',
    policy: 'member',
    body: orderBody,
    author: ({ body }) => body.userNo,
    handle: async ({ ctx, body: { userNo: _named, ...input } }) => {
      const order = await orders.placeOrder(ctx, input);
      // With payments configured the order awaits its payment: the answer adds what a client needs to pay.
      const extra = order.awaitingPayment ? await orderPayments(ctx)?.checkoutFields(ctx, order.no) : undefined;
      return { success: true, orderNo: order.no, price: order.price, ...extra };
    },
  }),
  route({
    method: 'GET',
    path: '/api/order/orderlist/:userNo',
    policy: 'member',
    cache: { reads: ['orders', 'order_product', 'product', 'review'] },
    params: fromText(orderMemberRef),
    query: fromText(pageArgs(5), { sort: true }),
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params, query }) => {
      const { page, products } = await orders.orderHistoryRows(ctx, { ...query, ...params });
      return {
        orderList: page.content.map(orderHistoryJson),
        productList: products.map(productJson),
        totalPages: page.totalPages,
        totalElements: page.totalElements,
        number: page.number,
      };
    },
  }),
  route({
    method: 'GET',
    path: '/api/order/orderdetail/:orderNo',
    policy: 'member',
    cache: { reads: ['orders', 'order_product', 'product', 'review', 'users'] },
    params: orderNoParam,
    query: fromText(orderDetailQuery),
    reader: ({ query }) => query.userNo,
    handle: async ({ ctx, params }) => orderDetailJson(await orders.orderDetail(ctx, { no: params.orderNo })),
  }),
  /** Answers exactly the text the client looks for on success. */
  route({
    method: 'DELETE',
    path: '/api/cancel/:orderNo',
    policy: 'member',
    params: orderNoParam,
    body: cancelOrderBody,
    handle: async ({ ctx, params, body }) => {
      await orders.cancelOrder(ctx, { no: params.orderNo, refundAccount: body.refundAccount });
      return MSG.order.cancelled;
    },
  }),
];
