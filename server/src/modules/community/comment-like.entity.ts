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
import type { Comment } from './comment.entity.js';

@Entity()
@Unique({ properties: ['comment', 'user'] })
export class CommentLike {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'date';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  no!: number;

  @ManyToOne({ entity: 'Comment', ref: true, deleteRule: 'cascade' })
  comment!: Ref<Comment>;

  @ManyToOne({ entity: 'User', ref: true, deleteRule: 'cascade', index: true })
  user!: Ref<User>;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  date: Date = new Date();
}
