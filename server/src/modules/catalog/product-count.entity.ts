import { Entity, Enum, PrimaryKey, Property, PrimaryKeyProp } from '@mikro-orm/core';
import { ProductCategory } from '../../common/enums.js';

/**
 * How many products are on sale per category and in-stock state, so a catalogue page never counts the catalogue.
 * Kept by PostgreSQL triggers on `product` (migration Migration20261128090000_catalog_paging), which cover every
 * writer: orders, the admin, seeds. The table is a bag of signed deltas and the count is `sum(n)`: a writer only
 * ever inserts, so concurrent orders that sell products out never wait on a shared row (nor deadlock on two), and
 * a writer folds the rows back into one per state now and then. Never written by the application.
 */
@Entity({ tableName: 'product_count' })
export class ProductCount {
  [PrimaryKeyProp]?: 'no';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  no!: number;

  @Enum({ items: () => ProductCategory })
  category!: ProductCategory;

  @Property({ type: 'boolean' })
  inStock!: boolean;

  @Property({ type: 'integer' })
  n!: number;
}
