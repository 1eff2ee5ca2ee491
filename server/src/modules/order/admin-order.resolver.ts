import {
  adminOrderFilter,
  orderStateChange,
  pageArgs,
  rowNo,
  type AdminOrderFilterValue,
  type PageArgsValue,
  type ParcelValue,
  type RefundAccountValue,
} from '@scene-shop/domain';
import { Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { OrderState } from '../../common/enums.js';
import { PageArgs, PageOf, type Page } from '../../common/paging.js';
import { ParsedArg, ParsedArgs } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
import { AdminOrderFilter, ParcelInput } from './admin-order.inputs.js';
import * as adminOrders from './admin-order.service.js';
import { Order } from './order.entity.js';
import { RefundAccountInput } from './order.inputs.js';

const OrderPage = PageOf(Order);

@Resolver(() => Order)
export class AdminOrderResolver {
  @Authorized('ADMIN')
  @Query(() => OrderPage, { description: 'Admin: every order, newest first, with the table filters' })
  adminOrders(
    @ParsedArg('filter', () => AdminOrderFilter, adminOrderFilter.nullish(), { nullable: true })
    filter: AdminOrderFilterValue | null | undefined,
    @ParsedArgs(() => PageArgs, pageArgs()) page: PageArgsValue,
    @Ctx() ctx: Context,
  ): Promise<Page<Order>> {
    return adminOrders.adminOrders(ctx, { ...filter, ...page });
  }

  @Authorized('ADMIN')
  @Query(() => Order, { description: 'Admin: one order with its lines and products' })
  adminOrder(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<Order> {
    return adminOrders.adminOrder(ctx, { no });
  }

  @Authorized('ADMIN')
  @Mutation(() => Order, {
    description: 'Admin: move an order to another state as the state machine allows; a cancel returns stock and coupon',
  })
  changeOrderState(
    @ParsedArg('no', () => Int, rowNo()) no: number,
    @ParsedArg('state', () => OrderState, orderStateChange.shape.state) state: OrderState,
    @ParsedArg('parcel', () => ParcelInput, orderStateChange.shape.parcel, {
      nullable: true,
      description: 'The courier and waybill number: required to move to SHIPPING, refused otherwise',
    })
    parcel: ParcelValue | null | undefined,
    @ParsedArg('refundAccount', () => RefundAccountInput, orderStateChange.shape.refundAccount, {
      nullable: true,
      description:
        'Cancelling an order paid into a virtual account: where its money goes back when the member gave none',
    })
    refundAccount: RefundAccountValue | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<Order> {
    return adminOrders.changeOrderState(ctx, { no, state, parcel, refundAccount }, { parcelRequired: true });
  }
}
