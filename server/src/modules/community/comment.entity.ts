import {
  Entity,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  type Ref,
  PrimaryKeyProp,
  OptionalProps,
} from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import type { User } from '../user/user.entity.js';
import type { Post } from './post.entity.js';

/** A comment; replies point at their top-level parent (replies to replies are flattened). Threads read by time. */
@Entity()
@ObjectType()
@Index({ name: 'comment_post_parent_date_idx', properties: ['post', 'parent', 'date', 'no'] })
export class Comment {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'parent' | 'date' | 'likesCount';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @ManyToOne({ entity: 'Post', ref: true, deleteRule: 'cascade' })
  post!: Ref<Post>;

  @ManyToOne({ entity: 'User', ref: true, index: true })
  user!: Ref<User>;

  @ManyToOne({ entity: 'Comment', ref: true, nullable: true, deleteRule: 'cascade' })
  parent: Ref<Comment> | null = null;

  @Property({ type: 'string', length: 100 })
  @Field()
  content!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  @Field(() => Date)
  date: Date = new Date();

  @Property({ type: 'integer', default: 0 })
  @Field(() => Int)
  likesCount: number = 0;
}
