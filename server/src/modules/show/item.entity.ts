import {
  Collection,
  Entity,
  Enum,
  ManyToMany,
  ManyToOne,
  PrimaryKey,
  Property,
  type Ref,
  PrimaryKeyProp,
  OptionalProps,
} from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { ItemMatch } from '../../common/enums.js';
import type { Product } from '../catalog/product.entity.js';
import type { Style } from './style.entity.js';
import { UploadPath } from '../../common/upload-path.js';

/** A piece of clothing seen on screen: an external link and, when the shop has one, a similar product. */
@Entity()
@ObjectType()
export class Item {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'path' | 'product' | 'match';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @Property({ type: 'string', length: 100 })
  @Field()
  name!: string;

  @UploadPath()
  @Field()
  pic!: string;

  @Property({ type: 'string', length: 500, nullable: true })
  @Field(() => String, { nullable: true, description: 'External link to the item' })
  path: string | null = null;

  @Enum({ items: () => ItemMatch, default: ItemMatch.SIMILAR })
  @Field(() => ItemMatch, { description: 'The very product worn on screen, or a similar one' })
  match: ItemMatch = ItemMatch.SIMILAR;

  @ManyToOne({ entity: 'Product', ref: true, nullable: true, deleteRule: 'set null', index: true })
  product: Ref<Product> | null = null;

  @ManyToMany({ entity: 'Style', mappedBy: 'items' })
  styles = new Collection<Style>(this);
}
