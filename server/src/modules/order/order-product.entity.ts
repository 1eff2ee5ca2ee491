import { Check, Entity, ManyToOne, PrimaryKey, Property, type Ref, PrimaryKeyProp } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import type { Product } from '../catalog/product.entity.js';
import type { Order } from './order.entity.js';

/** One line of an order. */
@Entity()
@ObjectType()
@Check({ name: 'order_product_quantity_check', expression: 'quantity > 0' })
export class OrderProduct {
  [PrimaryKeyProp]?: 'no';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @ManyToOne({ entity: 'Order', ref: true, deleteRule: 'cascade', index: true })
  order!: Ref<Order>;

  @ManyToOne({ entity: 'Product', ref: true, index: true })
  product!: Ref<Product>;

  @Property({ type: 'integer' })
  @Field(() => Int)
  quantity!: number;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'Line total in won at the discounted unit price' })
  price!: number;
}
