import {
  Collection,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToMany,
  PrimaryKey,
  Property,
  type Ref,
  PrimaryKeyProp,
  OptionalProps,
} from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { OrderState } from '../../common/enums.js';
import type { CouponUser } from '../promotion/coupon-user.entity.js';
import type { Courier } from './courier.entity.js';
import type { User } from '../user/user.entity.js';
import { OrderProduct } from './order-product.entity.js';

@Entity({ tableName: 'orders' })
@ObjectType()
@Index({ name: 'orders_user_no_idx', properties: ['user', 'no'] })
@Index({ name: 'orders_state_date_idx', properties: ['state', 'date'] })
@Index({ name: 'orders_date_idx', properties: ['date'] })
/** The dashboard's overdue parcels: only orders 배송중, by the day they left. */
@Index({
  name: 'orders_shipping_shipped_at_idx',
  expression: `create index "orders_shipping_shipped_at_idx" on "orders" ("shipped_at") where "state" = '배송중'`,
})
/** The admin's orderer-name search is a substring match (ilike '%…%'): only a trigram index serves it. */
@Index({
  name: 'orders_recipient_name_trgm_idx',
  expression: 'create index "orders_recipient_name_trgm_idx" on "orders" using gin ("recipient_name" gin_trgm_ops)',
})
export class Order {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?:
    | 'state'
    | 'discount'
    | 'couponUser'
    | 'date'
    | 'recipientName'
    | 'recipientTel'
    | 'zipcode'
    | 'address'
    | 'courier'
    | 'trackingNo'
    | 'shippedAt'
    | 'deliveredAt'
    | 'cancelledAt'
    | 'awaitingPayment';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @ManyToOne({ entity: 'User', ref: true })
  user!: Ref<User>;

  @Enum({ items: () => OrderState, default: OrderState.RECEIVED })
  @Field(() => OrderState)
  state: OrderState = OrderState.RECEIVED;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'Amount paid in won, after the coupon' })
  price!: number;

  @Property({ type: 'integer', default: 0 })
  @Field(() => Int, { description: 'Coupon discount in won' })
  discount: number = 0;

  @ManyToOne({ entity: 'CouponUser', ref: true, nullable: true, index: true })
  couponUser: Ref<CouponUser> | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  @Field(() => Date)
  date: Date = new Date();

  /** Shipping details copied at order time so later profile edits or withdrawal do not rewrite the books. */
  @Property({ type: 'string', length: 50, nullable: true })
  @Field(() => String, { nullable: true })
  recipientName: string | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  @Field(() => String, { nullable: true })
  recipientTel: string | null = null;

  @Property({ type: 'string', length: 6, nullable: true })
  @Field(() => String, { nullable: true })
  zipcode: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  @Field(() => String, { nullable: true })
  address: string | null = null;

  /** The parcel's company and waybill number, given when the order moves to 배송중. */
  @ManyToOne({ entity: 'Courier', ref: true, nullable: true })
  courier: Ref<Courier> | null = null;

  @Property({ type: 'string', length: 30, nullable: true })
  @Field(() => String, { nullable: true, description: "The courier's waybill number" })
  trackingNo: string | null = null;

  /** When the order reached 배송중 (null before). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  @Field(() => Date, { nullable: true })
  shippedAt: Date | null = null;

  /** When the order reached 배송완료 (null before). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  @Field(() => Date, { nullable: true })
  deliveredAt: Date | null = null;

  /** When the order was cancelled (null unless 주문취소). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  @Field(() => Date, { nullable: true })
  cancelledAt: Date | null = null;
  /**
   * Placed with a payment to make and not paid: still waiting (its stock and coupon held) or never paid (cancelled
   * when the hold ran out). Such orders are left out of the sales statistics.
   */
  @Property({ type: 'boolean', default: false })
  @Field(() => Boolean)
  awaitingPayment: boolean = false;

  @OneToMany(() => OrderProduct, (op) => op.order, { orderBy: { no: 'asc' } })
  lines = new Collection<OrderProduct>(this);
}
