import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { OrderState } from '../../common/enums.js';
import { PageArgs, PageOf, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { AdminOrderFilter } from './admin-order.inputs.js';
import * as adminOrders from './admin-order.service.js';
import { Order } from './order.entity.js';

const OrderPage = PageOf(Order);

@Resolver(() => Order)
export class AdminOrderResolver {
  @Authorized('ADMIN')
  @Query(() => OrderPage, { description: 'Admin: every order, newest first, with the table filters' })
  adminOrders(
    @Arg('filter', () => AdminOrderFilter, { nullable: true }) filter: AdminOrderFilter | null,
    @Args() page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<Page<Order>> {
    return adminOrders.adminOrders(ctx.em, filter, page);
  }

  @Authorized('ADMIN')
  @Query(() => Order, { description: 'Admin: one order with its lines and products' })
  adminOrder(@Arg('no', () => Int) no: number, @Ctx() ctx: Context): Promise<Order> {
    return adminOrders.adminOrder(ctx.em, no);
  }

  @Authorized('ADMIN')
  @Mutation(() => Order, {
    description: 'Admin: move an order to another state as the state machine allows; a cancel returns stock and coupon',
  })
  changeOrderState(
    @Arg('no', () => Int) no: number,
    @Arg('state', () => OrderState) state: OrderState,
    @Ctx() ctx: Context,
  ): Promise<Order> {
    return adminOrders.changeOrderState(ctx.em, ctx.events, requireViewer(ctx), no, state);
  }
}
