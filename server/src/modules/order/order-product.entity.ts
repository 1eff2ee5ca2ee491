import {
  Check,
  Entity,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  PrimaryKeyProp,
  Property,
  type Ref,
} from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import type { ProductOption } from '../catalog/product-option.entity.js';
import type { Product } from '../catalog/product.entity.js';
import type { Order } from './order.entity.js';

/** One line of an order. */
@Entity()
@ObjectType()
@Check({ name: 'order_product_quantity_check', expression: 'quantity > 0' })
export class OrderProduct {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'option' | 'optionLabel';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @ManyToOne({ entity: 'Order', ref: true, deleteRule: 'cascade', index: true })
  order!: Ref<Order>;

  @ManyToOne({ entity: 'Product', ref: true, index: true })
  product!: Ref<Product>;

  /** The size (and colour) bought, for a product sold by options; null for one without. */
  @ManyToOne({ entity: 'ProductOption', ref: true, nullable: true, index: true })
  option: Ref<ProductOption> | null = null;

  /** The option's name as it was sold ('M', '블랙 / 250'), kept when the option is later renamed or retired. */
  @Property({ type: 'string', length: 50, nullable: true })
  @Field(() => String, { nullable: true })
  optionLabel: string | null = null;

  @Field(() => Int, { nullable: true, description: 'The option bought (null: none, or removed since)' })
  get optionNo(): number | null {
    return this.option?.unwrap().no ?? null;
  }

  @Property({ type: 'integer' })
  @Field(() => Int)
  quantity!: number;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'Line total in won at the discounted unit price' })
  price!: number;
}
