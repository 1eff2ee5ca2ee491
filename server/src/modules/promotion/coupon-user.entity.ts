import {
  Entity,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
  type Ref,
  PrimaryKeyProp,
  OptionalProps,
} from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import type { User } from '../user/user.entity.js';
import type { Coupon } from './coupon.entity.js';

/** A coupon issued to a member; used at most once. */
@Entity()
@ObjectType()
@Unique({ properties: ['coupon', 'user'] })
@Index({ name: 'coupon_user_user_used_idx', properties: ['user', 'isUsed'] })
export class CouponUser {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'isUsed' | 'usedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @ManyToOne({ entity: 'Coupon', ref: true, deleteRule: 'cascade' })
  coupon!: Ref<Coupon>;

  @ManyToOne({ entity: 'User', ref: true })
  user!: Ref<User>;

  @Property({ type: 'boolean', default: false })
  @Field()
  isUsed: boolean = false;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt: Date | null = null;
}
