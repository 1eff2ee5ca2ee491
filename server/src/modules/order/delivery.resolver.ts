import {
  markDeliveredArgs,
  overdueDeliveriesArgs,
  trackingCsvArgs,
  type Message,
  type PageArgsValue,
} from '@scene-shop/domain';
import { renderMessage } from '@scene-shop/domain/render';
import { GraphQLJSON } from 'graphql-scalars';
import { Authorized, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { CacheRead } from '../../common/cache-read.js';
import { PageArgs, PageOf } from '../../common/paging.js';
import { ParsedArg, ParsedArgs } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
import { Courier, trackingUrlOf } from './courier.entity.js';
import * as delivery from './delivery.service.js';
import { Order } from './order.entity.js';

@ObjectType({ description: "A row of the console's CSV of waybill numbers, as read and checked" })
class TrackingImportRow {
  @Field(() => Int, { description: 'Its line in the file (the header is line 1)' })
  line!: number;

  @Field(() => String, { description: 'The order number as written (the displayed one: YYMMDD and the number)' })
  orderNo!: string;

  @Field(() => String, { description: "The courier's name (as written when unknown)" })
  courierName!: string;

  @Field(() => String)
  trackingNo!: string;

  @Field(() => String, { nullable: true, description: "What is wrong with the row, in Korean (null: it's fine)" })
  error!: string | null;

  @Field(() => String, { nullable: true, description: "The error's catalogue key" })
  errorKey!: string | null;

  @Field(() => [GraphQLJSON], { nullable: true, description: "The error key's arguments" })
  errorArgs!: unknown[] | null;
}

@ObjectType({ description: 'What a CSV of waybill numbers holds, or did: all rows move to 배송중, or none' })
class TrackingImportResult {
  @Field(() => [TrackingImportRow])
  rows!: TrackingImportRow[];

  @Field(() => Int, { description: 'Orders moved to 배송중 (0 for a preview or a file with an error row)' })
  imported!: number;

  @Field(() => Int, { description: 'Rows with an error' })
  errors!: number;
}

const errorFields = (error: Message | null) => ({
  error: error && renderMessage(error, 'ko'),
  errorKey: error?.key ?? null,
  errorArgs: error?.args ?? null,
});

const asResult = ({ rows, imported }: delivery.TrackingImportResult): TrackingImportResult => ({
  rows: rows.map(({ line, orderNo, courierName, trackingNo, error }) => ({
    line,
    orderNo,
    courierName,
    trackingNo,
    ...errorFields(error),
  })),
  imported,
  errors: rows.filter((r) => r.error).length,
});

const OrderPage = PageOf(Order);

@ObjectType({ description: 'Orders 배송중 for more than the set number of days' })
class OverdueDeliveries extends OrderPage {
  @Field(() => Int, { description: 'The setting DELIVERY_OVERDUE_DAYS' })
  days!: number;
}

@Resolver(() => Order)
export class DeliveryResolver {
  @Authorized('ADMIN')
  @Query(() => [Courier], { description: 'Admin: the couriers an order can ship with' })
  couriers(@Ctx() ctx: Context): Promise<Courier[]> {
    return delivery.couriers(ctx);
  }

  @Authorized('ADMIN')
  @Mutation(() => TrackingImportResult, {
    description:
      'Admin: reads a CSV of waybill numbers (주문번호, 택배사, 송장번호) and checks every row; changes nothing',
  })
  async previewTrackingImport(
    @ParsedArg('csv', () => String, trackingCsvArgs.shape.csv) csv: string,
    @Ctx() ctx: Context,
  ): Promise<TrackingImportResult> {
    return asResult(await delivery.previewTrackingImport(ctx, { csv }));
  }

  @Authorized('ADMIN')
  @Mutation(() => TrackingImportResult, {
    description: 'Admin: ships every order of a CSV of waybill numbers (주문접수 → 배송중), all or none',
  })
  async importTrackingNumbers(
    @ParsedArg('csv', () => String, trackingCsvArgs.shape.csv) csv: string,
    @Ctx() ctx: Context,
  ): Promise<TrackingImportResult> {
    return asResult(await delivery.importTrackingNumbers(ctx, { csv }));
  }

  @Authorized('ADMIN')
  @Query(() => OverdueDeliveries, {
    description: 'Admin: orders 배송중 for more than DELIVERY_OVERDUE_DAYS days, longest first',
  })
  async overdueDeliveries(
    @ParsedArgs(() => PageArgs, overdueDeliveriesArgs) args: PageArgsValue,
    @Ctx() ctx: Context,
  ): Promise<OverdueDeliveries> {
    return { ...(await delivery.overdueDeliveries(ctx, args)), days: ctx.config.DELIVERY_OVERDUE_DAYS };
  }

  @Authorized('ADMIN')
  @Mutation(() => [Order], { description: 'Admin: marks these orders (all 배송중) 배송완료 together, or none' })
  markDelivered(
    @ParsedArg('nos', () => [Int], markDeliveredArgs.shape.nos) nos: number[],
    @Ctx() ctx: Context,
  ): Promise<Order[]> {
    return delivery.markDelivered(ctx, { nos });
  }

  @CacheRead({ reads: ['courier'] })
  @FieldResolver(() => Courier, { nullable: true, description: 'The courier the parcel left with' })
  async courier(@Root() order: Order): Promise<Courier | null> {
    return (await order.courier?.load()) ?? null;
  }

  @CacheRead({ reads: ['courier'] })
  @FieldResolver(() => String, { nullable: true, description: "The parcel's page on its courier's tracking site" })
  async trackingUrl(@Root() order: Order): Promise<string | null> {
    const courier = await order.courier?.load();
    return courier && order.trackingNo ? trackingUrlOf(courier, order.trackingNo) : null;
  }
}
