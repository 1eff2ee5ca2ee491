import { Check, Entity, PrimaryKey, Property, PrimaryKeyProp, OptionalProps } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

@Entity()
@ObjectType()
@Check({ name: 'coupon_discount_rate_check', expression: 'discount_rate >= 0 and discount_rate < 100' })
export class Coupon {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @Property({ type: 'string', length: 100 })
  @Field()
  name!: string;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'Percent of the order total' })
  discountRate!: number;

  /** The last day (Korea time) on which the coupon can be used. */
  @Property({ type: 'string', columnType: 'date', index: true })
  @Field({ description: 'YYYY-MM-DD, the last valid day in Korea time' })
  expiryDate!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
