import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/** One difference between the shop's books and the provider's record of a payment. */
@ObjectType()
export class PaymentDifference {
  @Field(() => Int)
  orderNo!: number;

  /**
   * What differs: 'status', 'amount', 'cancelled', 'missing' (the provider has no such payment), 'unreachable',
   * 'lateRefund' (money taken for an order already released, refunded whole).
   */
  @Field(() => String)
  kind!: string;

  @Field(() => String)
  shop!: string;

  @Field(() => String)
  provider!: string;

  /** Whether the job brought the shop in line (the provider's record wins where it is the truth). */
  @Field(() => Boolean)
  applied!: boolean;
}

/** A reconciled Korea day: when it was checked and every difference found. */
@Entity()
@ObjectType()
export class PaymentReconciliation {
  @PrimaryKey({ type: 'date' })
  @Field(() => String)
  day!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  @Field(() => Date)
  checkedAt: Date = new Date();

  @Property({ type: 'json' })
  @Field(() => [PaymentDifference])
  differences!: PaymentDifference[];
}
