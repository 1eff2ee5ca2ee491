import {
  cartStockArgs,
  pageArgs,
  placeOrderInput,
  refundAccountInput,
  rowNo,
  type PageArgsValue,
  type PlaceOrderInputValue,
  type RefundAccountValue,
} from '@scene-shop/domain';
import { Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { OrderState } from '../../common/enums.js';
import { PageArgs, PageOf, type Page } from '../../common/paging.js';
import { ParsedArg, ParsedArgs } from '../../common/parsed-args.js';
import { requireViewer } from '../../context/policy.js';
import type { Context } from '../../context/context.js';
import { Product } from '../catalog/product.entity.js';
import { Review } from './review.entity.js';
import { OrderProduct } from './order-product.entity.js';
import { Order } from './order.entity.js';
import { PlaceOrderInput, RefundAccountInput } from './order.inputs.js';
import * as orders from './order.service.js';
import { CacheRead } from '../../common/cache-read.js';

const OrderPage = PageOf(Order);

@Resolver(() => Order)
export class OrderResolver {
  @Authorized()
  @CacheRead({ reads: ['orders', 'order_product', 'product', 'review'], scope: 'PRIVATE' })
  @Query(() => OrderPage, { description: "The caller's orders, newest first" })
  async myOrders(
    @ParsedArgs(() => PageArgs, pageArgs()) args: PageArgsValue,
    @Ctx() ctx: Context,
  ): Promise<Page<Order>> {
    const userNo = requireViewer(ctx).no;
    const { page, reviewOfLine } = await orders.orderHistory(ctx, { ...args, userNo, reviews: true });
    // The lines' reviews came with the page: `review` and `reviewable` below need no statement of their own.
    for (const [lineNo, review] of reviewOfLine) ctx.loaders.reviewOfLine.prime(lineNo, review);
    return page;
  }

  @Authorized()
  @CacheRead({ reads: ['orders'], scope: 'PRIVATE' })
  @Query(() => Order, { description: "One of the caller's orders (any order for the admin)" })
  order(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<Order> {
    return orders.orderForViewer(ctx, { no });
  }

  @CacheRead({ reads: ['product'] })
  @Query(() => [Product], { description: 'Current stock and availability of the products in a cart' })
  cartStock(
    @ParsedArg('productNos', () => [Int], cartStockArgs.shape.productNos) productNos: number[],
    @Ctx() ctx: Context,
  ): Promise<Product[]> {
    return orders.cartStock(ctx, { productNos });
  }

  @Authorized()
  @Mutation(() => Order, { description: 'Order with current prices; refused if the total differs from the client’s' })
  placeOrder(
    @ParsedArg('input', () => PlaceOrderInput, placeOrderInput) input: PlaceOrderInputValue,
    @Ctx() ctx: Context,
  ): Promise<Order> {
    return orders.placeOrder(ctx, input);
  }

  @Authorized()
  @Mutation(() => Order, { description: 'Cancel an order still in 주문접수; stock and coupon come back' })
  cancelOrder(
    @ParsedArg('no', () => Int, rowNo()) no: number,
    @ParsedArg('refundAccount', () => RefundAccountInput, refundAccountInput.nullish(), {
      nullable: true,
      description: 'Where the money goes back: required for an order paid into a virtual account, refused otherwise',
    })
    refundAccount: RefundAccountValue | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<Order> {
    return orders.cancelOrder(ctx, { no, refundAccount });
  }

  @CacheRead({ reads: ['order_product'] })
  @FieldResolver(() => [OrderProduct])
  async lines(@Root() order: Order): Promise<OrderProduct[]> {
    return (await order.lines.load()).getItems();
  }
}

@Resolver(() => OrderProduct)
export class OrderProductResolver {
  @CacheRead({ reads: ['product'] })
  @FieldResolver(() => Product)
  product(@Root() line: OrderProduct): Promise<Product> {
    return line.product.load() as Promise<Product>;
  }

  @CacheRead({ reads: ['review'] })
  @FieldResolver(() => Review, { nullable: true, description: 'The review written for this line, if any' })
  review(@Root() line: OrderProduct, @Ctx() ctx: Context): Promise<Review | null> {
    return ctx.loaders.reviewOfLine.load(line.no);
  }

  @CacheRead({ reads: ['orders', 'product', 'review'], scope: 'PRIVATE' })
  @FieldResolver(() => Boolean, { description: 'Delivered, product still on sale and not reviewed yet' })
  async reviewable(@Root() line: OrderProduct, @Ctx() ctx: Context): Promise<boolean> {
    const [order, product, review] = await Promise.all([
      line.order.load(),
      line.product.load(),
      ctx.loaders.reviewOfLine.load(line.no),
    ]);
    return order?.state === OrderState.DELIVERED && !!product?.available && !review;
  }
}
