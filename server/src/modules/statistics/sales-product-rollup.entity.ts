import {
  BigIntType,
  Entity,
  Enum,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  type Ref,
  PrimaryKeyProp,
} from '@mikro-orm/core';
import type { Product } from '../catalog/product.entity.js';

/** Day, month, quarter, year, all time. */
export type Grain = 'd' | 'm' | 'q' | 'y' | 'a';

/**
 * A product's sales in one granule: a Korea day ('d'), month ('m'), quarter ('q'), year ('y') or all time ('a'),
 * kept in the same transaction as the orders (sales-rollup.ts). `period` is the granule's first day; all time has a
 * fixed one.
 */
@Entity({ tableName: 'sales_product_rollup' })
/** A single granule's best sellers are this index read in order. */
@Index({
  name: 'sales_product_rollup_top_idx',
  expression:
    'create index "sales_product_rollup_top_idx" on "sales_product_rollup" ("grain", "period", "quantity" desc, "product_no")',
})
/** One product's granules: the previous period of a few top products, and the foreign key. */
@Index({ name: 'sales_product_rollup_product_idx', properties: ['product', 'grain', 'period'] })
export class SalesProductRollup {
  [PrimaryKeyProp]?: ['grain', 'period', 'product'];

  @Enum({ items: ['d', 'm', 'q', 'y', 'a'], columnType: 'char(1)', primary: true })
  grain!: Grain;

  @PrimaryKey({ type: 'date' })
  period!: string;

  @ManyToOne({ entity: 'Product', ref: true, primary: true })
  product!: Ref<Product>;

  /** Units in orders not cancelled. */
  @Property({ type: new BigIntType('number') })
  quantity!: number;

  /** Won of the lines (at their discounted price) in orders not cancelled. */
  @Property({ type: new BigIntType('number') })
  revenue!: number;

  @Property({ type: new BigIntType('number') })
  deliveredQuantity!: number;

  @Property({ type: new BigIntType('number') })
  cancelledQuantity!: number;

  /** Order lines not cancelled. */
  @Property({ type: 'integer' })
  lines!: number;
}
