import {
  confirmPaymentInput,
  failPaymentInput,
  reconcileArgs,
  rowNo,
  type ConfirmPaymentInputValue,
  type FailPaymentInputValue,
} from '@scene-shop/domain';
import { Authorized, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { CacheRead } from '../../common/cache-read.js';
import { Role } from '../../common/enums.js';
import { ParsedArg } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
import { Order } from '../order/order.entity.js';
import { PaymentCancel } from './payment-cancel.entity.js';
import { PaymentReconciliation } from './payment-reconciliation.entity.js';
import { reconcileDay, reconciliations } from './payment-sync.js';
import { ConfirmPaymentInput, FailPaymentInput } from './payment.inputs.js';
import { Payment } from './payment.entity.js';
import * as payments from './payment.service.js';
import { paymentsConfigured } from './toss-client.js';

@ObjectType({ description: 'How the shop takes payments' })
class PaymentSettings {
  @Field(() => Boolean, { description: 'Demo mode: orders are placed without charging anything' })
  demo!: boolean;

  @Field(() => String, { nullable: true, description: "Toss Payments' client key (null in demo mode)" })
  clientKey!: string | null;
}

@ObjectType({ description: 'What a client needs to open the payment window for an order awaiting payment' })
class PaymentCheckout {
  @Field(() => Int) orderNo!: number;
  @Field(() => String) orderId!: string;
  @Field(() => String) orderName!: string;
  @Field(() => Int) amount!: number;
  @Field(() => String) customerName!: string;
  @Field(() => String) clientKey!: string;
  @Field(() => String) successUrl!: string;
  @Field(() => String) failUrl!: string;
  @Field(() => String, { description: 'The payment window with every parameter in its query' })
  windowUrl!: string;
  @Field(() => Date, { description: 'Until when the stock is held; then the order is released' })
  holdUntil!: Date;
}

@Resolver()
export class PaymentResolver {
  @Query(() => PaymentSettings)
  paymentSettings(@Ctx() ctx: Context): PaymentSettings {
    const demo = !paymentsConfigured(ctx.config);
    return { demo, clientKey: demo ? null : ctx.config.TOSS_CLIENT_KEY! };
  }

  @Authorized()
  @Query(() => PaymentCheckout, { nullable: true, description: "The payment window's parameters for an order" })
  paymentCheckout(
    @ParsedArg('orderNo', () => Int, rowNo()) orderNo: number,
    @Ctx() ctx: Context,
  ): Promise<PaymentCheckout | null> {
    return payments.paymentCheckout(ctx, { orderNo });
  }

  @Authorized()
  @Mutation(() => Order, { description: "The success URL's parameters: confirmed with the provider, then paid" })
  confirmPayment(
    @ParsedArg('input', () => ConfirmPaymentInput, confirmPaymentInput) input: ConfirmPaymentInputValue,
    @Ctx() ctx: Context,
  ): Promise<Order> {
    return payments.confirmPayment(ctx, input);
  }

  @Authorized()
  @Mutation(() => Order, { description: "The fail URL's parameters: the order is released (stock and coupon back)" })
  failPayment(
    @ParsedArg('input', () => FailPaymentInput, failPaymentInput) input: FailPaymentInputValue,
    @Ctx() ctx: Context,
  ): Promise<Order> {
    return payments.failPayment(ctx, input);
  }

  @Authorized(Role.ADMIN)
  @Query(() => [PaymentReconciliation], { description: 'The latest reconciled days, newest first' })
  paymentReconciliations(@Ctx() ctx: Context): Promise<PaymentReconciliation[]> {
    return reconciliations(ctx);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => PaymentReconciliation, { description: "Compares a day's payments with the provider's records" })
  reconcilePayments(
    @ParsedArg('day', () => String, reconcileArgs.shape.day) day: string,
    @Ctx() ctx: Context,
  ): Promise<PaymentReconciliation> {
    return reconcileDay(ctx, { day });
  }
}

/** An order's payment, for its member and the admin (null: placed in demo mode, nothing charged). */
@Resolver(() => Order)
export class OrderPaymentResolver {
  @CacheRead({ reads: ['payment'] })
  @FieldResolver(() => Payment, { nullable: true })
  payment(@Root() order: Order, @Ctx() ctx: Context): Promise<Payment | null> {
    return ctx.loaders.paymentOfOrder.load(order.no);
  }
}

@Resolver(() => Payment)
export class PaymentFieldsResolver {
  @CacheRead({ reads: ['payment_cancel'] })
  @FieldResolver(() => [PaymentCancel], {
    description: 'Refunds asked of the provider, oldest first (failed ones too)',
  })
  refunds(@Root() payment: Payment, @Ctx() ctx: Context): Promise<PaymentCancel[]> {
    return ctx.loaders.refundsOfOrder.load(payment.orderNo);
  }

  @FieldResolver(() => Boolean, {
    description: 'Paid into a virtual account and not all refunded: a refund needs the buyer’s bank account',
  })
  needsRefundAccount(@Root() payment: Payment): boolean {
    return payments.isDepositedAccount(payment);
  }

  @CacheRead({ reads: ['payment_cancel'] })
  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The account the member gave for a refund that did not go through, masked: the console's cancel uses it",
  })
  async refundAccountOnFile(@Root() payment: Payment, @Ctx() ctx: Context): Promise<string | null> {
    const refunds = await ctx.loaders.refundsOfOrder.load(payment.orderNo);
    return [...refunds].reverse().find((r) => r.refundAccount)?.refundAccountLabel ?? null;
  }
}
