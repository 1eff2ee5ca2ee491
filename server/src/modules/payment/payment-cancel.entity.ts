import { Entity, Index, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import type { RefundAccountValue } from '@scene-shop/domain';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export const RefundStatus = { PENDING: 'PENDING', DONE: 'DONE', FAILED: 'FAILED' } as const;
export type RefundStatus = (typeof RefundStatus)[keyof typeof RefundStatus];
registerEnumType(RefundStatus, { name: 'RefundStatus' });

/** Why the money went back: a refund the shop asked for (a cancel, a return), or money taken for a released order. */
export const RefundKind = { REFUND: 'REFUND', RELEASED_ORDER: 'RELEASED_ORDER' } as const;
export type RefundKind = (typeof RefundKind)[keyof typeof RefundKind];
registerEnumType(RefundKind, {
  name: 'RefundKind',
  valuesConfig: { RELEASED_ORDER: { description: '해제된 주문의 결제 자동 환불' } },
});

/** The idempotency key's prefix of an automatic refund of money taken for a released order. */
export const RELEASED_ORDER_KEY = 'late-';

/**
 * One refund asked of the provider (`POST /v1/payments/{paymentKey}/cancel`), under its idempotency key: PENDING
 * while asked, DONE with the provider's transaction key, or FAILED with the provider's code and reason (shown to the
 * admin; the order stays as it was).
 */
@Entity()
@ObjectType()
@Index({ name: 'payment_cancel_order_idx', properties: ['orderNo', 'no'] })
export class PaymentCancel {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?:
    | 'transactionKey'
    | 'failureCode'
    | 'failureMessage'
    | 'createdAt'
    | 'cancelledAt'
    | 'refundAccount'
    | 'refundAccountLabel';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @Property({ type: 'integer' })
  orderNo!: number;

  @Property({ type: 'string', length: 100, unique: true })
  idempotencyKey!: string;

  @Field(() => RefundKind)
  get kind(): RefundKind {
    return this.idempotencyKey.startsWith(RELEASED_ORDER_KEY) ? RefundKind.RELEASED_ORDER : RefundKind.REFUND;
  }

  @Property({ type: 'integer' })
  @Field(() => Int)
  amount!: number;

  @Property({ type: 'string', length: 200 })
  @Field(() => String)
  reason!: string;

  @Property({ type: 'string', length: 10 })
  @Field(() => RefundStatus)
  status!: RefundStatus;

  @Property({ type: 'string', length: 200, nullable: true })
  transactionKey: string | null = null;

  @Property({ type: 'string', length: 60, nullable: true })
  @Field(() => String, { nullable: true })
  failureCode: string | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  @Field(() => String, { nullable: true })
  failureMessage: string | null = null;

  /**
   * A deposited virtual account's refund: the account it was asked to (Toss' refundReceiveAccount), kept whole only
   * while the refund is not done (the console's later cancel may use the member's); never answered.
   */
  @Property({ type: 'json', nullable: true })
  refundAccount: RefundAccountValue | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  @Field(() => String, {
    name: 'refundAccount',
    nullable: true,
    description: "Where a virtual account's refund went, masked ('국민 ****5678')",
  })
  refundAccountLabel: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  @Field(() => Date)
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true, index: 'payment_cancel_day_idx' })
  @Field(() => Date, { nullable: true })
  cancelledAt: Date | null = null;
}
