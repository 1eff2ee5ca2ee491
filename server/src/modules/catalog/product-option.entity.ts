import {
  Check,
  Entity,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  PrimaryKeyProp,
  Property,
  type Ref,
} from '@mikro-orm/core';
import { optionLabel } from '@scene-shop/domain';
import { Field, Int, ObjectType } from 'type-graphql';
import type { Product } from './product.entity.js';

/**
 * One size (and colour, where a product comes in several) of a product, with its own stock. A product with options
 * sells only through them, and its `stock` is the sum of its active options' stock, kept by the
 * `product_option_stock` trigger (Migration20261205090000_product_options) in the transaction of every change. A
 * retired option is never sold again, but the order lines that bought it keep pointing at it.
 */
@Entity()
@ObjectType()
@Check({ name: 'product_option_stock_check', expression: 'stock >= 0' })
@Index({ name: 'product_option_product_idx', properties: ['product', 'sort', 'no'] })
@Index({
  name: 'product_option_name_idx',
  expression: `create unique index "product_option_name_idx" on "product_option" ("product_no", "size", coalesce("color", '')) where not "retired"`,
})
export class ProductOption {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'color' | 'stock' | 'priceDelta' | 'sort' | 'retired' | 'label';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @ManyToOne({ entity: 'Product', ref: true, deleteRule: 'cascade', index: false })
  product!: Ref<Product>;

  /** S…XL, 44…110, 230…280 (mm) or FREE (one size). */
  @Property({ type: 'string', length: 20 })
  @Field()
  size!: string;

  /** Only where the product comes in several colours. */
  @Property({ type: 'string', length: 20, nullable: true })
  @Field(() => String, { nullable: true })
  color: string | null = null;

  @Property({ type: 'integer', default: 0 })
  @Field(() => Int)
  stock: number = 0;

  /** Won added to the product's sale price for this option (a larger size may cost more). */
  @Property({ type: 'integer', default: 0 })
  @Field(() => Int)
  priceDelta: number = 0;

  @Property({ type: 'integer', default: 0 })
  sort: number = 0;

  @Property({ type: 'boolean', default: false })
  @Field({ description: 'No longer sold; past order lines keep it' })
  retired: boolean = false;

  @Field({ description: "How a shopper and the order line name it ('M', '블랙 / 250')" })
  get label(): string {
    return optionLabel(this.size, this.color);
  }
}
