import { Entity, Index, ManyToOne, type Ref, PrimaryKeyProp } from '@mikro-orm/core';
import type { Item } from './item.entity.js';
import type { Style } from './style.entity.js';

/** Links a style to the items it is made of; an item may appear in many styles. */
@Entity({ tableName: 'style_item' })
@Index({ name: 'style_item_item_no_idx', properties: ['item'] })
export class StyleItem {
  [PrimaryKeyProp]?: ['style', 'item'];

  @ManyToOne({ entity: 'Style', ref: true, primary: true, deleteRule: 'cascade' })
  style!: Ref<Style>;

  @ManyToOne({ entity: 'Item', ref: true, primary: true, deleteRule: 'cascade' })
  item!: Ref<Item>;
}
