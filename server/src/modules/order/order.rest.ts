import { issue } from '@scene-shop/domain';
import { z } from 'zod';
import { MSG } from '../../common/messages.js';
import { idNumber, idText, int, pageQuery } from '../../common/schemas.js';
import { requireViewer } from '../../context/policy.js';
import { route } from '../../context/route.js';
import { orderDetailJson, orderHistoryJson, orderProductsJson } from './order.json.js';
import * as orders from './order.service.js';

const orderItem = z.strictObject({
  productNo: idNumber(),
  quantity: int().min(1, issue('order.badQuantity')).max(999, issue('order.badQuantity')),
  resultPrice: int().min(0),
});

export const orderRoutes = [
  route({
    method: 'POST',
    path: '/api/cart/stock',
    policy: 'member',
    body: z.strictObject({
      productNos: z.array(idNumber()).max(orders.MAX_CART_PRODUCTS),
      userNo: idNumber(),
    }),
    reader: ({ body }) => body.userNo,
    handle: async ({ ctx, body }) =>
      (await orders.cartStock(ctx.em, body.productNos)).map((p) => ({
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
    body: z.strictObject({
      userNo: idNumber().optional(),
      items: z.array(orderItem).min(1, issue('order.empty')).max(50),
      totalAmount: int().min(0),
      /** 0 or null: no coupon. */
      couponNo: int().min(0).nullable().optional(),
    }),
    author: ({ body }) => body.userNo,
    handle: async ({ ctx, body }) => {
      const { items, totalAmount, couponNo } = body;
      const order = await orders.placeOrder(ctx.em, ctx.events, ctx.productTurns, requireViewer(ctx).no, {
        items,
        totalAmount,
        couponNo: couponNo || null,
      });
      return { success: true, orderNo: order.no, price: order.price };
    },
  }),
  route({
    method: 'GET',
    path: '/api/order/orderlist/:userNo',
    policy: 'member',
    cache: { reads: ['orders', 'order_product', 'product', 'review'] },
    params: z.strictObject({ userNo: idText() }),
    query: z.strictObject(pageQuery(5)),
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params, query }) => {
      const { page } = await orders.orderHistory(ctx.em, params.userNo, query);
      return {
        orderList: page.content.map(orderHistoryJson),
        productList: orderProductsJson(page.content),
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
    params: z.strictObject({ orderNo: idText() }),
    query: z.strictObject({ userNo: idText().optional() }),
    reader: ({ query }) => query.userNo,
    handle: async ({ ctx, params }) =>
      orderDetailJson(await orders.orderDetail(ctx.em, requireViewer(ctx), params.orderNo)),
  }),
  /** Answers exactly the text the client looks for on success. */
  route({
    method: 'DELETE',
    path: '/api/cancel/:orderNo',
    policy: 'member',
    params: z.strictObject({ orderNo: idText() }),
    handle: async ({ ctx, params }) => {
      await orders.cancelOrder(ctx.em, ctx.events, requireViewer(ctx), params.orderNo);
      return MSG.order.cancelled;
    },
  }),
];
