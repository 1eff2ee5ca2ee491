import { Entity, ManyToOne, type Ref, PrimaryKeyProp } from '@mikro-orm/core';
import type { Product } from '../catalog/product.entity.js';
import type { Character } from './character.entity.js';
import type { Show } from './show.entity.js';
import type { Style } from './style.entity.js';

/**
 * The products a style links to through its items, once each, with the style's character and show: what the sales
 * statistics attribute a product's sales through, without joining items, styles and characters on every request.
 * Derived from style_item, item, style and character by PostgreSQL triggers (migration
 * Migration20261203090000_sales_quarters), in the transaction of every change to them: the admin's edits, cascades,
 * seeds. Never written by the application; STYLE_PRODUCT_LINKS (style-product.ts) recomputes it for the tests.
 */
@Entity({ tableName: 'style_product' })
export class StyleProduct {
  [PrimaryKeyProp]?: ['style', 'product'];

  @ManyToOne({ entity: 'Style', ref: true, primary: true, deleteRule: 'cascade' })
  style!: Ref<Style>;

  @ManyToOne({ entity: 'Product', ref: true, primary: true, deleteRule: 'cascade', index: true })
  product!: Ref<Product>;

  @ManyToOne({ entity: 'Character', ref: true, deleteRule: 'cascade', index: true })
  character!: Ref<Character>;

  @ManyToOne({ entity: 'Show', ref: true, deleteRule: 'cascade', index: true })
  show!: Ref<Show>;
}
