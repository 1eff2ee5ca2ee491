import { BigIntType, Entity, PrimaryKey, Property, PrimaryKeyProp } from '@mikro-orm/core';

/**
 * The orders of one Korea day, split over 8 shards (order number mod 8) so concurrent orders of today do not queue
 * on one row; a day is the sum of its shards.
 */
@Entity({ tableName: 'sales_day_rollup' })
export class SalesDayRollup {
  [PrimaryKeyProp]?: ['day', 'shard'];

  @PrimaryKey({ type: 'date' })
  day!: string;

  @PrimaryKey({ type: 'smallint' })
  shard!: number;

  /** Orders not cancelled. */
  @Property({ type: 'integer' })
  orders!: number;

  /** Units in orders not cancelled. */
  @Property({ type: new BigIntType('number') })
  quantity!: number;

  /** Won the members paid (the orders' price, after coupons) for orders not cancelled. */
  @Property({ type: new BigIntType('number') })
  revenue!: number;

  @Property({ type: 'integer' })
  cancelledOrders!: number;
}
