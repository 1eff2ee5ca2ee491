import {
  Entity,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
  type Ref,
  PrimaryKeyProp,
  OptionalProps,
} from '@mikro-orm/core';
import type { User } from '../user/user.entity.js';
import type { Post } from './post.entity.js';

@Entity()
@Unique({ properties: ['post', 'user'] })
export class PostLike {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'date';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  no!: number;

  @ManyToOne({ entity: 'Post', ref: true, deleteRule: 'cascade' })
  post!: Ref<Post>;

  @ManyToOne({ entity: 'User', ref: true, deleteRule: 'cascade', index: true })
  user!: Ref<User>;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  date: Date = new Date();
}
