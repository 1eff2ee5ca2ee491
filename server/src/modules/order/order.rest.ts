import { Router } from 'express';
import { badInput } from '../../common/errors.js';
import { MSG } from '../../common/messages.js';
import { toKoreaIso } from '../../common/dates.js';
import { handle, intParam, pageQuery, ownMemberNo } from '../../common/rest.js';
import { requireViewer } from '../../context/auth-checker.js';
import { reviewsOfLines } from '../catalog/review.service.js';
import type { Product } from '../catalog/product.entity.js';
import type { Order } from './order.entity.js';
import type { PlaceOrderInput } from './order.inputs.js';
import * as orders from './order.service.js';

export const orderRest = Router();

const productJson = (p: Product) => ({
  no: p.no,
  name: p.name,
  pic: p.pic,
  price: p.price,
  discountRate: p.discountRate,
  available: p.available,
});

const orderJson = (o: Order) => ({
  no: o.no,
  state: o.state,
  price: o.price,
  discount: o.discount,
  date: toKoreaIso(o.date),
  productNoList: o.lines.getItems().map((l) => l.product.unwrap().no),
});

const productsOf = (list: Order[]) => {
  const products = new Map(
    list.flatMap((o) => o.lines.getItems()).map((l) => [l.product.unwrap().no, l.product.getEntity()]),
  );
  return [...products.values()].map(productJson);
};

orderRest.post(
  '/api/cart/stock',
  handle(async (req, ctx) => {
    const { productNos, userNo } = (req.body ?? {}) as { productNos?: unknown; userNo?: unknown };
    if (!Array.isArray(productNos) || !productNos.every(Number.isInteger))
      throw badInput(MSG.common.badInput, 'productNos');
    ownMemberNo(ctx, userNo);
    const products = await orders.cartStock(ctx.em, (productNos as number[]).slice(0, 100));
    return products.map((p) => ({ productNo: p.no, stock: p.stock, available: p.available }));
  }),
);

orderRest.post(
  '/api/order',
  handle(async (req, ctx) => {
    const body = (req.body ?? {}) as PlaceOrderInput & { userNo?: unknown };
    ownMemberNo(ctx, body.userNo);
    // The order is always the caller's own, whatever the body says (the check above refuses a mismatch).
    const order = await orders.placeOrder(ctx.em, ctx.pubSub, requireViewer(ctx).no, body);
    return { success: true, orderNo: order.no, price: order.price };
  }),
);

orderRest.get(
  '/api/order/orderlist/:userNo',
  handle(async (req, ctx) => {
    const userNo = ownMemberNo(ctx, req.params.userNo, 'userNo');
    const page = await orders.listOrders(ctx.em, userNo, pageQuery(req.query, 5));
    await ctx.em.populate(page.content, ['lines.product']);
    return {
      orderList: page.content.map((o) => ({
        ...orderJson(o),
        orderProducts: o.lines
          .getItems()
          .map((l) => ({ no: l.no, productNo: l.product.unwrap().no, quantity: l.quantity, price: l.price })),
      })),
      productList: productsOf(page.content),
      totalPages: page.totalPages,
      totalElements: page.totalElements,
      number: page.number,
    };
  }),
);

orderRest.get(
  '/api/order/orderdetail/:orderNo',
  handle(async (req, ctx) => {
    const viewer = requireViewer(ctx);
    if (req.query.userNo !== undefined) ownMemberNo(ctx, req.query.userNo);
    const order = await orders.orderForViewer(ctx.em, viewer, intParam(req.params.orderNo, 'orderNo'));
    await ctx.em.populate(order, ['lines.product', 'user']);
    const lines = order.lines.getItems();
    const reviews = await reviewsOfLines(
      ctx.em,
      lines.map((l) => l.no),
    );
    const user = order.user.getEntity();
    return {
      order: {
        orderInfo: {
          ...orderJson(order),
          recipientName: order.recipientName,
          recipientTel: order.recipientTel,
          zipcode: order.zipcode,
          address: order.address,
        },
        productList: productsOf([order]),
        orderProductList: lines.map((l) => ({
          no: l.no,
          productNo: l.product.unwrap().no,
          quantity: l.quantity,
          price: l.price,
          reviewNo: reviews.get(l.no)?.no ?? null,
        })),
      },
      user: {
        no: user.no,
        name: user.name,
        tel: user.tel,
        email: user.email,
        zipcode: user.zipcode,
        address: user.address,
      },
    };
  }),
);

/** Answers exactly the text the client looks for on success. */
orderRest.delete(
  '/api/cancel/:orderNo',
  handle(async (req, ctx) => {
    await orders.cancelOrder(ctx.em, requireViewer(ctx), intParam(req.params.orderNo, 'orderNo'));
    return MSG.order.cancelled;
  }),
);
