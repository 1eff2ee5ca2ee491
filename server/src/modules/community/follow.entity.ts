import {
  Check,
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

/** follower follows followee. */
@Entity()
@Unique({ properties: ['followee', 'follower'] })
@Check({ name: 'follow_not_self_check', expression: 'followee_no <> follower_no' })
export class Follow {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'date';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  no!: number;

  @ManyToOne({ entity: 'User', ref: true, deleteRule: 'cascade' })
  followee!: Ref<User>;

  @ManyToOne({ entity: 'User', ref: true, deleteRule: 'cascade', index: true })
  follower!: Ref<User>;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  date: Date = new Date();
}
