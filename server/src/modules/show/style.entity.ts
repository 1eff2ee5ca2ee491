import {
  Collection,
  Entity,
  ManyToMany,
  ManyToOne,
  PrimaryKey,
  Property,
  type Ref,
  PrimaryKeyProp,
  OptionalProps,
} from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import type { Character } from './character.entity.js';
import { Item } from './item.entity.js';
import { StyleItem } from './style-item.entity.js';
import { UploadPath } from '../../common/upload-path.js';

/** An outfit a character wears; made of items through the style_item link. */
@Entity()
@ObjectType()
export class Style {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @ManyToOne({ entity: 'Character', ref: true, deleteRule: 'cascade', index: true })
  character!: Ref<Character>;

  @UploadPath()
  @Field()
  pic!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @ManyToMany({ entity: () => Item, pivotEntity: () => StyleItem, owner: true })
  items = new Collection<Item>(this);
}
