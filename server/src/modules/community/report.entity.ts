import {
  Entity,
  Enum,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
  type Ref,
  PrimaryKeyProp,
  OptionalProps,
} from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { ReportCategory } from '../../common/enums.js';
import type { User } from '../user/user.entity.js';
import type { Post } from './post.entity.js';

/** A member's report of another member's post; one per member and post. */
@Entity()
@ObjectType()
@Unique({ properties: ['post', 'user'] })
export class Report {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'date';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @ManyToOne({ entity: 'Post', ref: true, deleteRule: 'cascade' })
  post!: Ref<Post>;

  @ManyToOne({ entity: 'User', ref: true, deleteRule: 'cascade', index: true })
  user!: Ref<User>;

  @Enum({ items: () => ReportCategory })
  @Field(() => ReportCategory)
  category!: ReportCategory;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  @Field(() => Date)
  date: Date = new Date();
}
