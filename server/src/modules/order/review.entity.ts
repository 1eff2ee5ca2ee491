import {
  Check,
  Entity,
  Index,
  ManyToOne,
  OneToOne,
  PrimaryKey,
  Property,
  type Ref,
  PrimaryKeyProp,
  OptionalProps,
} from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import type { OrderProduct } from './order-product.entity.js';
import type { User } from '../user/user.entity.js';
import type { Product } from '../catalog/product.entity.js';
import { UploadPath } from '../../common/upload-path.js';

@Entity()
@ObjectType()
@Check({ name: 'review_score_check', expression: 'score >= 1 and score <= 5' })
@Index({ name: 'review_product_date_idx', properties: ['product', 'date'] })
// The newest reviews across the shop (home page): read backwards, ten index entries instead of a full sort.
@Index({ name: 'review_date_no_idx', properties: ['date', 'no'] })
export class Review {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'pic' | 'date';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @OneToOne({ entity: 'OrderProduct', ref: true, owner: true, unique: true, deleteRule: 'cascade' })
  orderProduct!: Ref<OrderProduct>;

  @ManyToOne({ entity: 'Product', ref: true })
  product!: Ref<Product>;

  @ManyToOne({ entity: 'User', ref: true, index: true })
  user!: Ref<User>;

  @Property({ type: 'string', length: 40 })
  @Field()
  contents!: string;

  @Property({ type: 'smallint' })
  @Field(() => Int)
  score!: number;

  @UploadPath({ nullable: true })
  @Field(() => String, { nullable: true })
  pic: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  @Field(() => Date)
  date: Date = new Date();

  /** Read with the review by the lists (review-list.sql.ts), so they need no second statement; never stored. */
  listed?: { nickname: string; loginId: string | null; productName: string; optionLabel: string | null };
}
