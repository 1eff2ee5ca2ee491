import { Entity, Index, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

/** Toss Payments' payment states, as its API names them. */
export const PaymentStatus = {
  READY: 'READY',
  IN_PROGRESS: 'IN_PROGRESS',
  WAITING_FOR_DEPOSIT: 'WAITING_FOR_DEPOSIT',
  DONE: 'DONE',
  CANCELED: 'CANCELED',
  PARTIAL_CANCELED: 'PARTIAL_CANCELED',
  ABORTED: 'ABORTED',
  EXPIRED: 'EXPIRED',
} as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];
registerEnumType(PaymentStatus, { name: 'PaymentStatus', description: "A payment's state at Toss Payments" });

/** The states in which the order still holds its stock, waiting for the money. */
export const AWAITING: readonly PaymentStatus[] = ['READY', 'IN_PROGRESS', 'WAITING_FOR_DEPOSIT'];

@ObjectType()
export class VirtualAccount {
  @Field(() => String)
  bankCode!: string;

  @Field(() => String)
  accountNumber!: string;

  @Field(() => String)
  customerName!: string;

  @Field(() => Date)
  dueDate!: Date;
}

/**
 * An order's payment at Toss Payments (one per order; an order without one was placed in demo mode, or before
 * payments, and charged nothing). `amount` is what the server computed: no confirmation of another amount is sent.
 */
@Entity()
@ObjectType()
@Index({
  name: 'payment_hold_idx',
  expression: `create index "payment_hold_idx" on "payment" ("hold_until") where "status" in ('READY', 'IN_PROGRESS', 'WAITING_FOR_DEPOSIT')`,
})
export class Payment {
  [PrimaryKeyProp]?: 'orderNo';
  [OptionalProps]?:
    | 'status'
    | 'method'
    | 'paymentKey'
    | 'approvedAmount'
    | 'cancelledAmount'
    | 'receiptUrl'
    | 'virtualAccount'
    | 'depositSecret'
    | 'approvedAt'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: false })
  @Field(() => Int)
  orderNo!: number;

  /** The order id the provider knows (its 6–64 characters of [A-Za-z0-9_-]), made with a random part. */
  @Property({ type: 'string', length: 64, unique: true })
  @Field(() => String)
  tossOrderId!: string;

  @Property({ type: 'string', length: 100 })
  @Field(() => String)
  orderName!: string;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'The amount the shop computed and charges, in won' })
  amount!: number;

  @Property({ type: 'string', length: 24, default: 'READY' })
  @Field(() => PaymentStatus)
  status: PaymentStatus = 'READY';

  /** The provider's name of the method ('카드', '간편결제', '가상계좌'…). */
  @Property({ type: 'string', length: 30, nullable: true })
  @Field(() => String, { nullable: true })
  method: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true, unique: true })
  paymentKey: string | null = null;

  @Property({ type: 'integer', default: 0 })
  @Field(() => Int)
  approvedAmount: number = 0;

  @Property({ type: 'integer', default: 0 })
  @Field(() => Int)
  cancelledAmount: number = 0;

  @Property({ type: 'string', length: 500, nullable: true })
  @Field(() => String, { nullable: true })
  receiptUrl: string | null = null;

  @Property({ type: 'json', nullable: true })
  @Field(() => VirtualAccount, { nullable: true })
  virtualAccount: VirtualAccount | null = null;

  /** The secret the provider sends with this payment's deposit callbacks. */
  @Property({ type: 'string', length: 100, nullable: true })
  depositSecret: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true, index: 'payment_approved_at_idx' })
  @Field(() => Date, { nullable: true })
  approvedAt: Date | null = null;

  /** Until when the order holds its stock and coupon unpaid (a virtual account: until its due date). */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  @Field(() => Date)
  holdUntil!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
